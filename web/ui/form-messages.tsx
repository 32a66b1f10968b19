// The two banners above a form (account, admin, checkout): the error (role=alert, always in the page so it is announced when filled)
// and a success or information note (role=status).
import { CheckCircle2 } from './icons/check-circle-2.ts';

export function FormAlert({ message, children }: { message: string | null; children?: React.ReactNode }) {
  return (
    <div role="alert">
      {message && (
        <div className="rounded-lg border border-madder/30 bg-madder/5 px-4 py-3 text-sm font-medium text-madder">
          <p>{message}</p>
          {children}
        </div>
      )}
    </div>
  );
}

/** `info` for news that is not a success (an expired session). */
export function FormNotice({
  message,
  tone = 'success',
}: {
  message: string | null | undefined;
  tone?: 'success' | 'info';
}) {
  return (
    <div role="status">
      {message &&
        (tone === 'success' ? (
          <p className="flex items-start gap-3 rounded-lg border border-leaf/30 bg-leaf/10 px-4 py-3 text-sm font-medium text-leaf">
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {message}
          </p>
        ) : (
          <p className="rounded-lg border border-gold/40 bg-sand px-4 py-3 text-sm font-medium text-ink">{message}</p>
        ))}
    </div>
  );
}
