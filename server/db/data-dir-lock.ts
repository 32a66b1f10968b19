// Who holds a DATA_DIR's embedded database (issue 28): DATA_DIR/shop.pid names the process that started it (the shop,
// or an operator's backup or restore), so a second start on the same folder refuses at once instead of taking the live
// cluster for a crash's leftover and stopping it. A lock whose process is gone (kill -9, a power cut) is stale: the
// start goes on and recovers as it always did.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import crypto from 'node:crypto';
import path from 'node:path';
import { isAlive } from '../lib/process-alive.ts';

const LOCK_FILE = 'shop.pid';

export type LockHolderKind = 'shop' | 'command';

export interface LockHolder {
  pid: number;
  kind: LockHolderKind;
  /** When the process started (clock ticks since boot, /proc/<pid>/stat): a pid reused by another process differs. */
  started?: string;
  /** The shop's port, once it listens. */
  port?: number;
}

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
  constructor(readonly holder: LockHolder) {
    super(
      holder.kind === 'shop'
        ? `A shop is already running on this DATA_DIR (pid ${holder.pid}, ${holder.port ? `port ${holder.port}` : 'starting'})`
        : `A backup or restore is running on this DATA_DIR (pid ${holder.pid})`,
    );
  }
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces); undefined where there is no /proc. */
function processStarted(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The holder a lock file names, if that process still runs (the same process, not a later one with its pid). */
function living(holder: LockHolder | undefined): LockHolder | undefined {
  if (!holder || !isAlive(holder.pid)) return undefined;
  const started = processStarted(holder.pid);
  return holder.started && started && holder.started !== started ? undefined : holder;
}

async function readHolder(file: string): Promise<LockHolder | undefined> {
  const text = await fsp.readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
  } catch {
    return undefined; // not a lock this code wrote: nothing holds the folder
  }
}

/** The live process holding `dataDir`'s database, if any. */
export async function dataDirHolder(dataDir: string): Promise<LockHolder | undefined> {
  return living(await readHolder(path.join(dataDir, LOCK_FILE)));
}

export interface DataDirLock {
  /** Records the port the shop listens on, for the message a second start prints. */
  servesOn(port: number): Promise<void>;
  /** Removes the lock (synchronous, so it also runs on the process's exit). */
  release(): void;
}

/** Writes `holder` to a new private file beside `file` and answers its name: the lock is only ever whole. */
async function written(file: string, holder: LockHolder): Promise<string> {
  const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fsp.writeFile(temp, JSON.stringify(holder), { mode: 0o600 });
  return temp;
}

/**
 * Takes `dataDir`'s lock for this process, or throws DataDirInUse naming the live holder. Creation is atomic (a hard
 * link fails if the lock exists); a stale lock is moved aside and removed only if it is still the stale one.
 */
export async function takeDataDirLock(dataDir: string, kind: LockHolderKind): Promise<DataDirLock> {
  await fsp.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, kind, started: processStarted(process.pid) };
  for (let attempt = 0; attempt < 5; attempt++) {
    // A live holder is refused before anything is written: a second start touches nothing in the folder.
    const current = living(await readHolder(file));
    if (current) throw new DataDirInUse(current);
    const temp = await written(file, mine);
    try {
      await fsp.link(temp, file);
      return heldLock(file, mine);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await fsp.rm(temp, { force: true });
    }
    const holder = living(await readHolder(file));
    if (holder) throw new DataDirInUse(holder);
    const aside = `${file}.${process.pid}.stale`;
    try {
      await fsp.rename(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // another start cleared it meanwhile
      throw err;
    }
    // Another start may have taken the lock between the read and the move: then it is that start's, put it back.
    const moved = living(await readHolder(aside));
    if (moved) await fsp.link(aside, file).catch(() => undefined);
    await fsp.rm(aside, { force: true });
    if (moved) throw new DataDirInUse(moved);
  }
  throw new Error(`Could not take the lock ${file}: other starts keep changing it`);
}

function heldLock(file: string, mine: LockHolder): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      const text = fs.readFileSync(file, 'utf8');
      if ((JSON.parse(text) as LockHolder).pid === mine.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on('exit', release);
  return {
    async servesOn(port) {
      if (!held) return;
      const temp = await written(file, { ...mine, port });
      await fsp.rename(temp, file); // replaces the lock whole: a reader sees the old one or the new one
    },
    release,
  };
}
