// The admin panel's own layout (issue 17) around /admin and the pages under /admin/, in place of the shop's header,
// newsletter and footer: the compact admin header, the sections' sidebar on desktop (a menu drawer on phones), and
// the page. The server renders it for these addresses from the first byte; the role-specific parts fill in once the
// saved session is read.
import type { ReactNode } from 'react';
import { isStaff } from '../../../domain/permissions.ts';
import { useStoreHydrated } from '../../lib/persisted-store.ts';
import { useSession } from '../session/index.ts';
import { AdminHeader } from './admin-header.tsx';
import { SectionLinks, SectionLinksPlaceholder } from './admin-nav.tsx';

export function AdminLayout({ children }: { children: ReactNode }) {
  const hydrated = useStoreHydrated(useSession);
  const user = useSession((s) => s.user);
  // Shoppers and signed-out visitors are sent on by each page's guard; meanwhile they see no sections.
  const staff = hydrated && user && isStaff(user.role) ? user : null;
  return (
    <>
      <AdminHeader user={staff} />
      <div className="flex-1 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="border-r border-linen bg-sand/40 max-lg:hidden">
          <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-6">
            {staff ? <SectionLinks user={staff} /> : !hydrated && <SectionLinksPlaceholder />}
          </div>
        </aside>
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    </>
  );
}
