// The storage the configuration names (STORAGE): object storage, or local disk under DATA_DIR/uploads; one choice for
// the server and the operator's backup and restore commands.
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './index.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';

export const storageOf = (config: Pick<Config, 's3' | 'dataDir'>): FileStorage =>
  config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads'));
