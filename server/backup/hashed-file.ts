// Streams bytes into a file while counting them and taking their SHA-256: how a backup records each file it packs and
// how a restore checks each file it unpacks, without holding either in memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileDigest {
  bytes: number;
  sha256: string;
}

export async function writeHashed(source: Readable | AsyncIterable<unknown>, file: string): Promise<FileDigest> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, counter, fs.createWriteStream(file, { mode: 0o600 }));
  return { bytes, sha256: hash.digest('hex') };
}
