// When the studio answers (SPEC §9 contact hours, as set in Shop settings), as a definition list of days and times.
import { useShopContact } from './contact-details.ts';

export function BusinessHours() {
  return (
    <div>
      <dl className="divide-y divide-linen text-sm">
        {useShopContact().hours.map(({ days, hours }, i) => (
          <div key={i} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-ink/80">{days}</dt>
            <dd className={hours === 'Closed' ? 'text-muted' : 'font-medium tabular-nums text-ink'}>{hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted">Pakistan time (PKT, UTC+5). We reply to every message within 24 hours.</p>
    </div>
  );
}
