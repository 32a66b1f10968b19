// The admin panel's frame: a sidebar of the sections the staff member's role may see (a scrolling row on phones) and
// the open section, whose code loads only when opened. The open section is in the address (?tab=), so a reload or a
// shared link keeps it.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { sectionHref, sectionsFor, type SectionId } from './admin-sections.ts';

export interface PanelProps {
  user: AccountUser;
}

type Panel = LazyExoticComponent<ComponentType<PanelProps>>;

const PANELS: Record<SectionId, Panel> = {
  dashboard: lazy(() => import('./dashboard/dashboard-panel.tsx')),
  customers: lazy(() => import('./customers/customers-panel.tsx')),
  orders: lazy(() => import('./orders/orders-panel.tsx')),
  preorders: lazy(() => import('./preorders/preorders-panel.tsx')),
  inventory: lazy(() => import('./inventory/inventory-panel.tsx')),
  'home-design': lazy(() => import('./home-design/home-design-panel.tsx')),
  messages: lazy(() => import('./messages/messages-panel.tsx')),
  questions: lazy(() => import('./questions/questions-panel.tsx')),
  workers: lazy(() => import('./coming-soon-panel.tsx').then((m) => ({ default: m.WorkersPanel }))),
  production: lazy(() => import('./coming-soon-panel.tsx').then((m) => ({ default: m.ProductionPanel }))),
  logistics: lazy(() => import('./coming-soon-panel.tsx').then((m) => ({ default: m.LogisticsPanel }))),
  users: lazy(() => import('./users-panel.tsx')),
  settings: lazy(() => import('./settings/settings-panel.tsx')),
  profile: lazy(() => import('./admin-profile-panel.tsx')),
};

export function AdminShell({ user }: { user: AccountUser }) {
  const [params] = useSearchParams();
  const sections = sectionsFor(user.role);
  const open = sections.find((s) => s.id === params.get('tab')) ?? sections[0]!;
  const OpenPanel = PANELS[open.id];

  return (
    <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      <nav
        aria-label="Admin sections"
        className="-mx-4 border-b border-linen px-4 sm:-mx-6 sm:px-6 lg:sticky lg:top-6 lg:mx-0 lg:border-b-0 lg:px-0"
      >
        <ul className="flex gap-1 overflow-x-auto pb-3 lg:flex-col lg:overflow-visible lg:pb-0">
          {sections.map(({ id, label, icon: SectionIcon }) => {
            const current = id === open.id;
            return (
              <li key={id} className="shrink-0">
                <Link
                  to={sectionHref(id)}
                  replace
                  preventScrollReset
                  aria-current={current ? 'page' : undefined}
                  className={`flex items-center gap-3 whitespace-nowrap rounded-full px-4 py-2.5 text-sm font-medium transition lg:rounded-lg ${
                    current ? 'bg-ink text-white' : 'text-muted hover:bg-sand hover:text-ink'
                  }`}
                >
                  <SectionIcon className="h-4 w-4 shrink-0" aria-hidden />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="admin-section-title" className="min-w-0 pt-6 lg:pt-0">
        <h2 id="admin-section-title" className="text-2xl sm:text-3xl">
          {open.label}
        </h2>
        <div className="mt-6">
          <Suspense
            fallback={
              <div role="status" aria-busy="true" className="space-y-4">
                <span className="sr-only">Loading {open.label}…</span>
                <div className="h-24 animate-pulse rounded-xl bg-sand/70" />
                <div className="h-64 animate-pulse rounded-xl bg-sand/50" />
              </div>
            }
          >
            <OpenPanel user={user} />
          </Suspense>
        </div>
      </section>
    </div>
  );
}
