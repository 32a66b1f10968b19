// A real S3-protocol server (s3rver) in its own process for storage tests: signatures are checked like AWS does.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../lib/storage/s3.ts';

export interface S3Server {
  settings: S3Settings;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'shop'): Promise<S3Server> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const child = spawn(
    process.execPath,
    [
      path.resolve('node_modules/s3rver/bin/s3rver.js'),
      '-d',
      dir,
      '-a',
      '127.0.0.1',
      '-p',
      '0',
      '--silent',
      '--no-vhost-buckets',
      '--configure-bucket',
      bucket,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${seen}`)), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /listening on [\d.]+:(\d+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}: ${seen}`)));
  });
  return {
    // s3rver's fixed development credentials.
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
