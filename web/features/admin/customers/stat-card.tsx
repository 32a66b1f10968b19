// One figure of an admin section's summary row (Customers and Home Design): a label, a number and a short note.
import type { Icon } from '../../../ui/icons/icon.ts';

export function StatCard({
  label,
  value,
  note,
  icon: StatIcon,
}: {
  label: string;
  value: number;
  note?: string;
  icon: Icon;
}) {
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-xl border border-linen bg-white p-4 sm:p-5">
      <span
        aria-hidden
        className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sand text-gold xl:inline-flex"
      >
        <StatIcon className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{label}</p>
        <p className="mt-1 font-display text-2xl lining-nums tabular-nums text-ink sm:text-3xl">
          {value.toLocaleString('en-PK')}
        </p>
        {note && <p className="mt-0.5 text-xs text-muted">{note}</p>}
      </div>
    </li>
  );
}
