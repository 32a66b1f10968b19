// Local-disk storage under DATA_DIR/uploads: writes are atomic (temp file + rename), keys cannot escape the root, and
// every file is private to the shop's user (600 in 700 folders: payment proofs and attachments carry shoppers' data).
import crypto from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir-modes.ts';
import type { FileStorage } from './index.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function localStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    // Keys are made by the server, never by a file name; still, refuse anything that is not a plain relative path.
    if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, body, { mode: PRIVATE_FILE_MODE });
      await fs.rename(temp, target);
    },
    async get(key) {
      return fs.readFile(resolve(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async check() {
      // The folder is made on the first upload, as put() does; after that it must be there and writable.
      await fs.mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
      await fs.access(root, fsConstants.R_OK | fsConstants.W_OK);
    },
  };
}
