// Catalog image storage and the responsive variants served from /files/media.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('media', () => {
  it('strips EXIF and GPS metadata from stored originals', async () => {
    const withGps = await sharp(await solidImage('#a97c3a', 300, 300))
      .withExif({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 30/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const stored = await t.app.services.media.storeImage(withGps, 'test');
    const res = await t.app.inject({ method: 'GET', url: `/files/media/${stored.id}/320.jpg` });
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('serves resized WebP and JPEG variants with immutable caching and a server-set type', async () => {
    const stored = await t.app.services.media.storeImage(await solidImage('#26344d', 1600, 2000), 'big');
    const webp = await t.app.inject({ method: 'GET', url: `/files/media/${stored.id}/640.webp` });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(640);
    const jpg = await t.app.inject({ method: 'GET', url: `/files/media/${stored.id}/1280.jpg` });
    expect((await sharp(jpg.rawPayload).metadata()).format).toBe('jpeg');
    // The second request comes from the variant cache and is byte-identical.
    const again = await t.app.inject({ method: 'GET', url: `/files/media/${stored.id}/640.webp` });
    expect(again.rawPayload.equals(webp.rawPayload)).toBe(true);
  });

  it('serves an AVIF, made once in the background, with immutable caching; the WebP stands in until then', async () => {
    const stored = await t.app.services.media.storeImage(await wovenPicture(), 'woven');
    const url = `/files/media/${stored.id}/640.avif`;
    // The first request does not wait for the slow encode: it gets the WebP, which no cache keeps for long.
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect((await sharp(first.rawPayload).metadata()).format).toBe('webp');

    await t.app.services.media.variant(stored.id, 640, 'avif'); // the background encode the first request started
    const avif = await t.app.inject({ method: 'GET', url });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers['x-content-type-options']).toBe('nosniff');
    // Made once: asked again, the stored file answers, byte for byte.
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(avif.rawPayload)).toBe(true);
    const meta = await sharp(avif.rawPayload).metadata();
    expect([meta.format, meta.compression, meta.width]).toEqual(['heif', 'av1', 640]);
    const jpg = await t.app.inject({ method: 'GET', url: `/files/media/${stored.id}/640.jpg` });
    const webp = await t.app.inject({ method: 'GET', url: `/files/media/${stored.id}/640.webp` });
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length);
    expect(webp.rawPayload.length).toBeLessThan(jpg.rawPayload.length);
  });

  it('refuses unknown images and variants', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/files/media/00000000-0000-0000-0000-000000000000/640.webp' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/files/media/00000000-0000-0000-0000-000000000000/640.avif' }))
        .statusCode,
    ).toBe(404);
    const stored = await t.app.services.media.storeImage(await solidImage(), 'x');
    for (const variant of [
      '641.webp',
      '641.avif',
      '640.gif',
      '640.heic',
      '640.AVIF',
      '640.webp.exe',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/files/media/${stored.id}/${variant}` })).statusCode,
        variant,
      ).toBe(400);
    }
  });

  it('refuses a pixel-flood image instead of decoding it', async () => {
    // A 10,000 x 10,000 PNG compresses to almost nothing but would decode to 100 megapixels.
    const flood = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await expect(t.app.services.media.storeImage(flood, 'flood')).rejects.toThrow(/pixel limit/i);
  });
});

/** A picture with what a product photo has and a solid colour lacks: a gradient, fine stripes and hard edges. */
function wovenPicture(): Promise<Buffer> {
  const stripes = Array.from({ length: 40 }, (_, i) => `<rect x="${i * 30}" width="9" height="1500" fill="#e8c36a"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#7a1f2b"/><stop offset="1" stop-color="#1d3557"/></linearGradient></defs>
    <rect width="1200" height="1500" fill="url(#g)"/>${stripes.join('')}
    <circle cx="600" cy="700" r="320" fill="#f1faee" stroke="#2a9d8f" stroke-width="24"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
