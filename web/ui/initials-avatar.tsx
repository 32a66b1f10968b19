// The account's avatar: the name's initials drawn here (DECISIONS D10), with no request to an avatar service.
import { initialsOf } from '../../domain/accounts.ts';

export function InitialsAvatar({ name, className = 'h-16 w-16 text-xl' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-madder font-display font-semibold tracking-wide text-ivory ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
