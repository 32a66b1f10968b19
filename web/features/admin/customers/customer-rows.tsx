// The customer list in two shapes: a table on md+ screens and stacked cards on phones (both in the page, one hidden),
// each row with View (the detail modal), the role select and Activate/Deactivate from ../user-actions.tsx; a guest
// buyer (no account) has the Guest badge and View only.
import type { Role } from '../../../../domain/accounts.ts';
import { formatPkr } from '../../../../domain/money.ts';
import { orderDate } from '../../../lib/order-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { AccountCardHead, RoleSelect, StatusBadge, StatusToggle } from '../users/index.ts';
import type { CustomerRow } from './customer-types.ts';
import { GuestBadge } from './guest-badge.tsx';
import { type AdminColumn, AdminTable } from '../kit/index.ts';

export interface CustomerRowsProps {
  customers: CustomerRow[];
  pendingId: string | null;
  onView(customer: CustomerRow): void;
  onRole(customer: CustomerRow, role: Role): void;
  onToggle(customer: CustomerRow): void;
}

const lastOrder = (c: CustomerRow) => (c.lastOrderDate ? orderDate(c.lastOrderDate) : 'No orders yet');
const orderCount = (n: number) => (n === 1 ? '1 order' : `${n} orders`);

function ViewButton({ customer, onView }: { customer: CustomerRow; onView(c: CustomerRow): void }) {
  return (
    <Button
      variant="ghost"
      className="min-h-10 px-3! py-2! whitespace-nowrap"
      aria-label={`View ${customer.name}`}
      onClick={() => onView(customer)}
    >
      View
    </Button>
  );
}

const CUSTOMER_COLUMNS: AdminColumn[] = [
  { label: 'Customer' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Orders', className: 'text-right' },
  // Below xl the last order date moves under the order figures, so the table fits beside the sidebar.
  { label: 'Last order', className: 'hidden xl:table-cell' },
  { label: 'Actions', hidden: true },
];

export function CustomerTable({ customers, pendingId, onView, onRole, onToggle }: CustomerRowsProps) {
  return (
    <AdminTable caption="Customers" columns={CUSTOMER_COLUMNS} from="md">
      {customers.map((customer) => {
        const busy = pendingId === customer._id;
        return (
          <tr key={customer._id} className="align-middle">
            <td className="min-w-52 px-4 py-3">
              <p className="font-medium text-ink">{customer.name}</p>
              <p className="text-muted [overflow-wrap:anywhere]">{customer.email}</p>
              <p className="text-muted">{customer.phoneNumber}</p>
            </td>
            <td className="px-4 py-3">
              {customer.guest ? (
                <span className="text-muted">No account</span>
              ) : (
                <RoleSelect
                  user={customer}
                  isSelf={false}
                  busy={busy}
                  idPrefix="table"
                  onRole={(r) => onRole(customer, r)}
                />
              )}
            </td>
            <td className="px-4 py-3">
              {customer.guest ? <GuestBadge /> : <StatusBadge active={customer.isActive} />}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
              <p className="font-medium text-ink">{orderCount(customer.totalOrders)}</p>
              <p className="text-muted">{formatPkr(customer.totalSpent)}</p>
              <p className="text-xs text-muted xl:hidden">{lastOrder(customer)}</p>
            </td>
            <td className="hidden whitespace-nowrap px-4 py-3 text-muted xl:table-cell">{lastOrder(customer)}</td>
            <td className="px-4 py-3">
              <div className="flex flex-col items-end gap-1 xl:flex-row xl:items-center xl:justify-end">
                <ViewButton customer={customer} onView={onView} />
                {!customer.guest && (
                  <StatusToggle user={customer} isSelf={false} busy={busy} onToggle={() => onToggle(customer)} />
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

export function CustomerCards({ customers, pendingId, onView, onRole, onToggle }: CustomerRowsProps) {
  return (
    <ul aria-label="Customers" className="mt-4 space-y-3 md:hidden">
      {customers.map((customer) => {
        const busy = pendingId === customer._id;
        return (
          <li key={customer._id} className="rounded-xl border border-linen bg-white p-4">
            <AccountCardHead account={customer} badge={customer.guest ? <GuestBadge /> : undefined} />
            <dl className="mt-3 grid grid-cols-3 gap-2 rounded-lg bg-sand/50 px-3 py-2 text-sm">
              <div>
                <dt className="text-xs text-muted">Orders</dt>
                <dd className="font-medium tabular-nums">{customer.totalOrders}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Spent</dt>
                <dd className="font-medium tabular-nums">{formatPkr(customer.totalSpent)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Last order</dt>
                <dd className="font-medium">{customer.lastOrderDate ? orderDate(customer.lastOrderDate) : '—'}</dd>
              </div>
            </dl>
            {!customer.guest && (
              <div className="mt-3">
                <RoleSelect
                  user={customer}
                  isSelf={false}
                  busy={busy}
                  idPrefix="card"
                  onRole={(r) => onRole(customer, r)}
                />
              </div>
            )}
            <div className="mt-3 flex items-center justify-between gap-3">
              <ViewButton customer={customer} onView={onView} />
              {!customer.guest && (
                <StatusToggle user={customer} isSelf={false} busy={busy} onToggle={() => onToggle(customer)} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
