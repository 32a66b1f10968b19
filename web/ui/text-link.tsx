// An inline link inside running text: madder and underlined, so it reads as a link without relying on colour alone.
import { Link } from 'react-router';

const CLASS =
  'font-semibold text-madder underline decoration-madder/40 underline-offset-4 transition hover:decoration-madder';

export function TextLink({ to, state, children }: { to: string; state?: unknown; children: React.ReactNode }) {
  return (
    <Link to={to} state={state} className={CLASS}>
      {children}
    </Link>
  );
}

/** For mailto:, tel: and other addresses outside the app's routes. */
export function TextAnchor({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className={CLASS}>
      {children}
    </a>
  );
}
