// The head rewrite of the module preloads: only the head's preloads change, and the body's bytes pass untouched.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads, withLowPriorityPreloads } from './low-priority-preloads.server.ts';

const HEAD =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head>';
const BODY = '<body><p>Dupatta – ہنر</p><code>&lt;link rel="modulepreload"</code></body></html>';

/** The document through the stream, cut into chunks of `size` bytes (splitting tags and characters). */
async function streamed(size: number): Promise<string> {
  const bytes = Buffer.from(HEAD + BODY, 'utf8');
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  return text(Readable.from(chunks).pipe(lowPriorityPreloads()));
}

describe('low-priority module preloads', () => {
  it('gives every preload in the head fetchpriority="low" and leaves the other links alone', () => {
    expect(withLowPriorityPreloads(HEAD)).toBe(
      '<!DOCTYPE html><html><head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="stylesheet" href="/s.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>',
    );
  });

  it('rewrites the head however the document is cut into chunks, and passes the body byte for byte', async () => {
    for (const size of [1, 3, 7, 64, 4096]) {
      const out = await streamed(size);
      expect(out, `chunks of ${size}`).toBe(withLowPriorityPreloads(HEAD) + BODY);
    }
  });

  it('lets a document without a head end through as it came', async () => {
    const out = await text(Readable.from([Buffer.from('<p>cut short')]).pipe(lowPriorityPreloads()));
    expect(out).toBe('<p>cut short');
  });
});
