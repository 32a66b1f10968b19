// The dashboard's 'Before you open' checklist (issue 17 item 15): while the shop still shows the demo's payment details
// or products, has no public address or no mail server, each open task says what is wrong and where it is fixed (a
// section of the panel, or the setting to give the server). It is gone once nothing is left.
import { Link } from 'react-router';
import { ArrowRight } from '../../../ui/icons/arrow-right.ts';
import type { Icon } from '../../../ui/icons/icon.ts';
import { Globe } from '../../../ui/icons/globe.ts';
import { Landmark } from '../../../ui/icons/landmark.ts';
import { Mail } from '../../../ui/icons/mail.ts';
import { Shirt } from '../../../ui/icons/shirt.ts';
import { sectionHref, type SectionId } from '../kit/index.ts';
import type { LaunchTask } from './dashboard-types.ts';

interface Task {
  icon: Icon;
  title: string;
  why: string;
  /** A section of the panel where it is fixed, or the server setting to give (and restart). */
  fix: { section: SectionId; label: string } | { setting: string; example: string };
}

const TASKS: Record<LaunchTask, Task> = {
  'payment-details': {
    icon: Landmark,
    title: 'Replace the demo bank and Easypaisa details',
    why: 'Shoppers are asked to send money to the demo accounts.',
    fix: { section: 'settings', label: 'Open payment settings' },
  },
  'demo-products': {
    icon: Shirt,
    title: 'Switch off or replace the demo products',
    why: 'The sample catalog is still on sale in the shop.',
    fix: { section: 'inventory', label: 'Open inventory' },
  },
  'public-url': {
    icon: Globe,
    title: 'Set the shop’s public address',
    why: 'Links in emails and link previews point at this computer, not your shop.',
    fix: { setting: 'PUBLIC_URL', example: 'https://your-shop.pk' },
  },
  'mail-server': {
    icon: Mail,
    title: 'Connect a mail server',
    why: 'Order emails are saved as files on the server instead of being sent.',
    fix: { setting: 'SMTP_URL', example: 'smtp://user:password@smtp.your-host.com:587' },
  },
};

export function BeforeYouOpen({ tasks }: { tasks: readonly LaunchTask[] }) {
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby="before-you-open-title" className="rounded-xl border border-gold/40 bg-sand/60 p-4 sm:p-5">
      <h2 id="before-you-open-title" className="font-display text-xl text-ink">
        Before you open
      </h2>
      <p className="mt-1 text-sm text-muted">
        The shop still shows parts of the demo. This list goes away once each is done.
      </p>
      <ul aria-label="Before you open" className="mt-4 grid grid-cols-1 gap-3 lg:grid-cols-2">
        {tasks.map((id) => {
          const { icon: TaskIcon, title, why, fix } = TASKS[id];
          return (
            <li key={id} className="flex min-w-0 gap-3 rounded-lg border border-linen bg-white p-4">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold/15 text-ink">
                <TaskIcon className="h-4 w-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{title}</p>
                <p className="mt-0.5 text-sm text-muted">{why}</p>
                {'section' in fix ? (
                  <Link
                    to={sectionHref(fix.section)}
                    className="mt-2 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-ink underline-offset-4 hover:text-madder hover:underline"
                  >
                    {fix.label}
                    <ArrowRight className="h-4 w-4" aria-hidden />
                  </Link>
                ) : (
                  <p className="mt-2 text-sm text-muted">
                    Set <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-xs text-ink">{fix.setting}</code>{' '}
                    on the server and restart, e.g.{' '}
                    <code className="font-mono text-xs text-ink [overflow-wrap:anywhere]">{fix.example}</code>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
