// The workshop at a glance (issue 30): cards overdue and due this week, and how many are at each stage, each a link to
// the Production board filtered to them (the same figures the board counts).
import { useId } from 'react';
import { Link } from 'react-router';
import type { DashboardView } from '../../../../domain/schemas/report-views.ts';
import { WORK_STAGE_LABELS, WORK_STAGES } from '../../../../domain/workshop.ts';
import { sectionHref } from '../kit/index.ts';

const board = (query: string) => `${sectionHref('production')}&${query}`;

export function WorkshopOverview({ workshop }: { workshop: DashboardView['workshop'] }) {
  const headingId = useId();
  const link = 'rounded-lg underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-gold';
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-linen bg-white p-4 sm:p-6">
      <h3 id={headingId} className="text-xl">
        Workshop
      </h3>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Link
          to={board('overdue=1')}
          className={`${link} rounded-xl p-3 ${workshop.overdue > 0 ? 'bg-madder/10 text-madder' : 'bg-sand/60 text-ink'}`}
        >
          <span className="block text-2xl font-semibold tabular-nums">{workshop.overdue}</span>
          <span className="text-sm">{workshop.overdue === 1 ? 'job overdue' : 'jobs overdue'}</span>
        </Link>
        <Link to={board('week=1')} className={`${link} rounded-xl bg-sand/60 p-3 text-ink`}>
          <span className="block text-2xl font-semibold tabular-nums">{workshop.dueThisWeek}</span>
          <span className="text-sm">due this week</span>
        </Link>
      </div>
      <ul className="mt-4 divide-y divide-linen text-sm" aria-label="Jobs at each stage">
        {WORK_STAGES.map((stage) => (
          <li key={stage}>
            <Link to={board(`stage=${stage}`)} className={`${link} flex justify-between gap-3 py-2`}>
              <span className="text-ink">{WORK_STAGE_LABELS[stage]}</span>
              <span className="font-semibold tabular-nums text-ink">{workshop.byStage[stage] ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
