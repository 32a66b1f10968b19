// An artisan's earning lines in the period, in the Workers tab's two shapes: a table on wide screens, cards on
// phones. Each line: the day, the job's number, the piece and size, the stage, quantity x rate, the amount, and
// whether it is paid yet.
import { formatPkr } from '../../../../domain/money.ts';
import { pakistanDate } from '../../../../domain/pakistan-time.ts';
import { plainName } from '../../../../domain/product-names.ts';
import type { EarningsView } from '../../../../domain/schemas/workshop.ts';
import { WORK_STAGE_LABELS } from '../../../../domain/workshop.ts';
import { AdminTable, type AdminColumn } from '../kit/index.ts';

type Line = EarningsView['lines'][number];

const COLUMNS: AdminColumn[] = [
  { label: 'Date' },
  { label: 'Job' },
  { label: 'Piece' },
  { label: 'Stage' },
  { label: 'Qty', className: 'text-right' },
  { label: 'Rate', className: 'text-right' },
  { label: 'Amount', className: 'text-right' },
  { label: 'Status' },
];

export function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${paid ? 'bg-leaf/10 text-leaf' : 'bg-gold/15 text-ink'}`}
    >
      {paid ? 'Paid' : 'Unpaid'}
    </span>
  );
}

const day = (line: Line) => pakistanDate(line.at, { year: false });

export function EarningsLines({ lines }: { lines: Line[] }) {
  return (
    <>
      <AdminTable caption="Earnings in the period" columns={COLUMNS} from="md">
        {lines.map((l) => (
          <tr key={l.id} data-testid="earning-row">
            <td className="whitespace-nowrap px-4 py-3">{day(l)}</td>
            <td className="whitespace-nowrap px-4 py-3 font-medium">{l.jobNumber}</td>
            <td className="px-4 py-3">
              {plainName(l.product)} <span className="text-muted">· {l.size}</span>
            </td>
            <td className="px-4 py-3">{WORK_STAGE_LABELS[l.stage]}</td>
            <td className="px-4 py-3 text-right tabular-nums">{l.quantity}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatPkr(l.rate)}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums">{formatPkr(l.amount)}</td>
            <td className="px-4 py-3">
              <PaidBadge paid={l.paid} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul aria-label="Earnings in the period" className="space-y-3 md:hidden">
        {lines.map((l) => (
          <li key={l.id} className="rounded-xl border border-linen bg-white p-4" data-testid="earning-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {l.jobNumber} · {WORK_STAGE_LABELS[l.stage]}
                </p>
                <p className="text-sm text-muted">
                  {plainName(l.product)} · {l.size}
                </p>
              </div>
              <PaidBadge paid={l.paid} />
            </div>
            <div className="mt-3 flex items-end justify-between gap-3 text-sm">
              <p className="text-muted">
                {day(l)} · {l.quantity} × {formatPkr(l.rate)}
              </p>
              <p className="font-semibold tabular-nums text-ink">{formatPkr(l.amount)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
