// Whether a process of this machine is alive, asked without touching it (signal 0): for the lock and pid files that
// name one (DATA_DIR's shop lock, the embedded PostgreSQL's postmaster.pid).

/** True while `pid` runs, including a process of another user we may not signal (EPERM). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
