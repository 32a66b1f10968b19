// Shortcuts to the owner's everyday jobs (SPEC §2 Dashboard quick actions, with the home-design one): real links, so
// they open in a new tab too.
import { useId } from 'react';
import { Link } from 'react-router';
import { ClipboardList } from '../../../ui/icons/clipboard-list.ts';
import { Clock } from '../../../ui/icons/clock.ts';
import type { Icon } from '../../../ui/icons/icon.ts';
import { Image } from '../../../ui/icons/image.ts';
import { Plus } from '../../../ui/icons/plus.ts';
import { ShoppingBag } from '../../../ui/icons/shopping-bag.ts';
import { Users } from '../../../ui/icons/users.ts';
import { sectionHref } from '../kit/index.ts';

const ACTIONS: readonly { label: string; hint: string; href: string; icon: Icon }[] = [
  { label: 'Add product', hint: 'New piece with sizes, stock and photos', href: '/admin/create-product', icon: Plus },
  {
    label: 'Create order',
    hint: 'An order taken by phone or WhatsApp',
    href: '/admin/create-order',
    icon: ShoppingBag,
  },
  {
    label: 'Create preorder',
    hint: 'Any size, made to order, 50% now',
    href: '/admin/create-preorder',
    icon: Clock,
  },
  { label: 'Home Design', hint: 'Hero slides and category banners', href: sectionHref('home-design'), icon: Image },
  { label: 'Customers', hint: 'Accounts, orders and spending', href: sectionHref('customers'), icon: Users },
  { label: 'Orders', hint: 'Payments, status and shipping', href: sectionHref('orders'), icon: ClipboardList },
];

export function QuickActions() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-linen bg-white p-4 sm:p-6">
      <h3 id={headingId} className="text-xl">
        Quick actions
      </h3>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {ACTIONS.map(({ label, hint, href, icon: ActionIcon }) => (
          <li key={label}>
            <Link
              to={href}
              className="group flex min-h-12 items-center gap-3 rounded-lg border border-linen px-3 py-2.5 transition hover:border-ink/40 hover:bg-sand/40"
            >
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-sand text-ink transition group-hover:bg-ink group-hover:text-white">
                <ActionIcon className="h-4 w-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink">{label}</span>
                <span className="block text-xs text-muted">{hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
