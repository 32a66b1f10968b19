// The open section of the admin panel, whose code loads only when opened. The section is in the address (?tab=), so a
// reload or a shared link keeps it; the navigation that picks it is the admin layout's (admin-layout.tsx).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { openSection, sectionsFor, type SectionId } from './admin-sections.ts';

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
  const open = openSection(sectionsFor(user.role), params.get('tab'))!;
  const OpenPanel = PANELS[open.id];

  return (
    <section aria-labelledby="admin-section-title" className="min-w-0">
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
  );
}
