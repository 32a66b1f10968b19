// The admin panel's sections (SPEC §2 sidebar), each with the permission that shows it (domain/permissions.ts):
// the server checks the same permission on every call, so hiding a section is a courtesy, never the protection.
import type { Role } from '../../../../domain/accounts.ts';
import type { AccountUser } from '../../../../domain/schemas/account-views.ts';
import { roleCan, type Permission } from '../../../../domain/permissions.ts';
import { ClipboardList } from '../../../ui/icons/clipboard-list.ts';
import { Clock } from '../../../ui/icons/clock.ts';
import { HandHeart } from '../../../ui/icons/hand-heart.ts';
import type { Icon } from '../../../ui/icons/icon.ts';
import { Image } from '../../../ui/icons/image.ts';
import { Mail } from '../../../ui/icons/mail.ts';
import { MessageCircleQuestion } from '../../../ui/icons/message-circle-question.ts';
import { LayoutDashboard } from '../../../ui/icons/layout-dashboard.ts';
import { Package } from '../../../ui/icons/package.ts';
import { Scissors } from '../../../ui/icons/scissors.ts';
import { Shield } from '../../../ui/icons/shield.ts';
import { Shirt } from '../../../ui/icons/shirt.ts';
import { SlidersHorizontal } from '../../../ui/icons/sliders-horizontal.ts';
import { Truck } from '../../../ui/icons/truck.ts';
import { User } from '../../../ui/icons/user.ts';
import { Users } from '../../../ui/icons/users.ts';

/** What the shell gives every section's panel. */
export interface PanelProps {
  user: AccountUser;
}

export const SECTION_IDS = [
  'dashboard',
  'customers',
  'orders',
  'preorders',
  'inventory',
  'home-design',
  'messages',
  'questions',
  'workers',
  'production',
  'my-work',
  'logistics',
  'users',
  'settings',
  'profile',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface AdminSection {
  id: SectionId;
  label: string;
  icon: Icon;
  permission: Permission;
  /** Staff without this permission see the section first: My work leads for a worker, whose whole panel it is,
   *  while those who run the workshop find it beside the board. */
  firstWithout?: Permission;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, permission: 'reports:read' },
  { id: 'customers', label: 'Customers', icon: Users, permission: 'customers:read' },
  { id: 'orders', label: 'Orders', icon: ClipboardList, permission: 'orders:read' },
  { id: 'preorders', label: 'Preorders', icon: Clock, permission: 'preorders:read' },
  { id: 'inventory', label: 'Inventory', icon: Package, permission: 'products:read' },
  { id: 'home-design', label: 'Home Design', icon: Image, permission: 'content:manage' },
  { id: 'messages', label: 'Messages', icon: Mail, permission: 'messages:manage' },
  { id: 'questions', label: 'Questions', icon: MessageCircleQuestion, permission: 'messages:manage' },
  { id: 'workers', label: 'Workers', icon: HandHeart, permission: 'workshop:read' },
  { id: 'production', label: 'Production', icon: Shirt, permission: 'workshop:read' },
  { id: 'my-work', label: 'My work', icon: Scissors, permission: 'workshop:own', firstWithout: 'workshop:read' },
  { id: 'logistics', label: 'Logistics', icon: Truck, permission: 'panel:enter' },
  { id: 'users', label: 'Users', icon: Shield, permission: 'users:manage' },
  { id: 'settings', label: 'Shop settings', icon: SlidersHorizontal, permission: 'settings:manage' },
  { id: 'profile', label: 'Profile', icon: User, permission: 'panel:enter' },
];

export function sectionsFor(role: Role): AdminSection[] {
  const mine = ADMIN_SECTIONS.filter((s) => roleCan(role, s.permission));
  const leads = (s: AdminSection) => s.firstWithout !== undefined && !roleCan(role, s.firstWithout);
  return [...mine.filter(leads), ...mine.filter((s) => !leads(s))];
}

/** The address of a section: /admin?tab=orders (the first section is plain /admin). */
export const sectionHref = (id: SectionId) => `/admin?tab=${id}`;

/** The section /admin shows for ?tab=: the role's first when the tab is missing or not theirs. */
export function openSection(sections: AdminSection[], tab: string | null): AdminSection | undefined {
  return sections.find((s) => s.id === tab) ?? sections[0];
}

/** The pages under /admin/ belong to the section they are opened from, which the navigation marks as current. */
const PAGE_SECTIONS: Partial<Record<string, SectionId>> = {
  'create-product': 'inventory',
  'edit-product': 'inventory',
  'create-order': 'orders',
  'create-preorder': 'preorders',
};

/** The section the navigation marks at this address (/admin?tab=..., or a page under /admin/). */
export function currentSectionId(
  sections: AdminSection[],
  pathname: string,
  tab: string | null,
): SectionId | undefined {
  const page = pathname.split('/')[2];
  return page ? PAGE_SECTIONS[page] : openSection(sections, tab)?.id;
}
