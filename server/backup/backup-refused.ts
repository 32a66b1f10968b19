// A backup or restore that stops for a reason an operator can act on (a non-empty database, a changed archive, a
// schema too new): its message is printed as it is, without a stack, and the command exits non-zero.
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
