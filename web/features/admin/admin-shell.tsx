// The open section of the admin panel, whose code loads only when opened. The section is in the address (?tab=), so a
// reload or a shared link keeps it; the navigation that picks it is the admin layout's (admin-layout.tsx).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { openSection, sectionsFor, type PanelProps, type SectionId } from './kit/index.ts';

type Panel = LazyExoticComponent<ComponentType<PanelProps>>;

/** A section's panel, loaded through its sub-feature's face only when the section is opened. */
function panel<M>(load: () => Promise<M>, pick: (face: M) => ComponentType<PanelProps>): Panel {
  return lazy(() => load().then((face) => ({ default: pick(face) })));
}

const PANELS: Record<SectionId, Panel> = {
  dashboard: panel(
    () => import('./dashboard/index.ts'),
    (m) => m.DashboardPanel,
  ),
  customers: panel(
    () => import('./customers/index.ts'),
    (m) => m.CustomersPanel,
  ),
  orders: panel(
    () => import('./orders/index.ts'),
    (m) => m.OrdersPanel,
  ),
  preorders: panel(
    () => import('./preorders/index.ts'),
    (m) => m.PreordersPanel,
  ),
  inventory: panel(
    () => import('./inventory/index.ts'),
    (m) => m.InventoryPanel,
  ),
  'home-design': panel(
    () => import('./home-design/index.ts'),
    (m) => m.HomeDesignPanel,
  ),
  messages: panel(
    () => import('./messages/index.ts'),
    (m) => m.MessagesPanel,
  ),
  questions: panel(
    () => import('./questions/index.ts'),
    (m) => m.QuestionsPanel,
  ),
  workers: panel(
    () => import('./workers/index.ts'),
    (m) => m.WorkersPanel,
  ),
  production: panel(
    () => import('./production/index.ts'),
    (m) => m.ProductionPanel,
  ),
  'my-work': panel(
    () => import('./my-work/index.ts'),
    (m) => m.MyWorkPanel,
  ),
  logistics: panel(
    () => import('./coming-soon/index.ts'),
    (m) => m.LogisticsPanel,
  ),
  users: panel(
    () => import('./users/index.ts'),
    (m) => m.UsersPanel,
  ),
  settings: panel(
    () => import('./settings/index.ts'),
    (m) => m.SettingsPanel,
  ),
  profile: panel(
    () => import('./profile/index.ts'),
    (m) => m.AdminProfilePanel,
  ),
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
