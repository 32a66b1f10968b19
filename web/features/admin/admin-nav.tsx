// The admin panel's navigation (issue 17): the sections the role may see (admin-sections.ts), the current one marked
// with aria-current. On desktop it is the layout's sidebar; on phones the menu button opens it in a drawer with the
// account, never a row of tabs scrolling sideways.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { Menu } from '../../ui/icons/menu.ts';
import { X } from '../../ui/icons/x.ts';
import { AccountSummary, AdminBrand, LogoutButton, ViewShopLink } from './admin-account.tsx';
import { currentSectionId, sectionHref, sectionsFor } from './kit/index.ts';

export function SectionLinks({ user, onFollow }: { user: AccountUser; onFollow?: () => void }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const sections = sectionsFor(user.role);
  const current = currentSectionId(sections, pathname, params.get('tab'));
  return (
    <nav aria-label="Admin sections">
      <ul className="space-y-0.5">
        {sections.map(({ id, label, icon: SectionIcon }) => {
          const isCurrent = id === current;
          return (
            <li key={id}>
              {/* Switching sections replaces the entry: Back leaves the panel rather than stepping through tabs. */}
              <Link
                to={sectionHref(id)}
                replace={pathname === '/admin'}
                onClick={onFollow}
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition ${
                  isCurrent
                    ? 'bg-white text-ink shadow-sm ring-1 ring-linen'
                    : 'text-muted hover:bg-white/70 hover:text-ink'
                }`}
              >
                <SectionIcon className={`h-4 w-4 shrink-0 ${isCurrent ? 'text-madder' : ''}`} aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Grey bars where the sections will be: the server renders every page signed out, the role is known after hydration. */
export function SectionLinksPlaceholder() {
  return (
    <div aria-hidden className="space-y-2 px-3 py-1">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="h-7 animate-pulse rounded-md bg-linen/70" />
      ))}
    </div>
  );
}

/** The phone menu: a drawer from the left with the account, the sections, 'View shop' and Logout. */
export function AdminMenu({ user }: { user: AccountUser }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open admin menu"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink transition hover:bg-sand lg:hidden"
      >
        <Menu className="h-5 w-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-xs flex-col bg-ivory shadow-xl outline-none lg:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-linen px-4">
            <Dialog.Title>
              <AdminBrand hidden="menu" />
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full transition hover:bg-sand"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="border-b border-linen px-4 py-4">
            <AccountSummary user={user} stacked />
          </div>
          <div className="flex-1 overflow-y-auto px-2 py-3">
            <SectionLinks user={user} onFollow={close} />
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-linen px-4 py-3">
            <ViewShopLink />
            <LogoutButton />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
