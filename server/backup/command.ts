// What the operator's commands (npm run backup, npm run restore) share: the configuration, the shop's database and
// storage as the server reaches them, and one way to end: a refusal's message as it is, any other failure with its
// chain of causes, and a non-zero exit.
import { loadConfig, type Config } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from '../db/client.ts';
import type { ShopDatabase } from '../db/shop-database.ts';
import { storageOf } from '../lib/storage/of-config.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { BackupRefused } from './backup-refused.ts';
import { backupStoreOf, type BackupStore } from './backup-store.ts';

export interface CommandContext {
  config: Config;
  storage: FileStorage;
  store: BackupStore;
  /** Connects to the database `open` reached, and stops an embedded cluster it started when the command ends. */
  connect(open: (config: Config) => Promise<ShopDatabase>): Promise<DatabaseHandle>;
}

export function runCommand(body: (context: CommandContext) => Promise<void>): void {
  const opened: ShopDatabase[] = [];
  const handles: DatabaseHandle[] = [];
  const finish = async () => {
    for (const handle of handles) await handle.close().catch(() => undefined);
    for (const database of opened) await database.embedded?.stop().catch(() => undefined);
  };
  const run = async () => {
    const config = loadConfig();
    await body({
      config,
      storage: storageOf(config),
      store: backupStoreOf(config),
      async connect(open) {
        const database = await open(config);
        opened.push(database);
        const handle = connectDatabase(database.url, { max: 2 });
        handles.push(handle);
        return handle;
      },
    });
  };
  run()
    .then(finish)
    .then(
      () => process.exit(0),
      async (err: unknown) => {
        if (err instanceof BackupRefused) console.error(err.message);
        else
          for (let e: unknown = err; e; e = e instanceof Error ? e.cause : undefined)
            console.error(e instanceof Error ? e.message : e);
        await finish();
        process.exit(1);
      },
    );
}

/** 1234567 -> '1.2 MB': sizes an operator reads. */
export function readableBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A command's report goes to standard output (errors to standard error), so it can be kept in a log or piped. */
export const say = (message: string) => void process.stdout.write(`${message}\n`);
