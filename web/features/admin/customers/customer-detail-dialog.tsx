// The customer detail modal (SPEC §2 Customers tab): contact details, address, order figures and the last 5 orders
// (GET /api/admin/customers/{id}), with the same role and status actions as the list (a guest buyer has no account
// to act on). Escape or Close shuts it.
import * as Dialog from '@radix-ui/react-dialog';
import { ROLE_LABELS, type Role } from '../../../../domain/accounts.ts';
import { formatPkr } from '../../../../domain/money.ts';
import { orderDate } from '../../../lib/order-dates.ts';
import { RefundLine, StatusBadge as OrderStatusBadge } from '../../orders/index.ts';
import { Button } from '../../../ui/button.tsx';
import { AdminSheet, SheetHeader } from '../kit/index.ts';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { RoleSelect, StatusBadge, StatusToggle } from '../users/index.ts';
import type { CustomerRow } from './customer-types.ts';
import type { CustomerRecord } from './use-customers.ts';
import { GuestBadge } from './guest-badge.tsx';

interface CustomerDetailDialogProps {
  /** The row that was opened: shown at once while the full record loads. */
  customer: CustomerRow | null;
  /** Its full record (use-customers.ts useCustomerDetail), asked again by the panel after every change. */
  record: CustomerRecord;
  busy: boolean;
  /** A refused role or status change, shown beside the controls that asked for it. */
  error: string | null;
  onClose(): void;
  onRole(customer: CustomerRow, role: Role): void;
  onToggle(customer: CustomerRow): void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{label}</dt>
      <dd className="mt-1 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

export function CustomerDetailDialog({
  customer,
  record,
  busy,
  error: actionError,
  onClose,
  onRole,
  onToggle,
}: CustomerDetailDialogProps) {
  const { data: detail, error, reload: retry } = record;
  // The row's figures until the full record is in; the record's once it is (it may be newer than the row).
  const shown: CustomerRow | null = detail && detail._id === customer?._id ? detail : customer;
  const address = shown
    ? [shown.address.street, shown.address.city, shown.address.state, shown.address.zipCode, shown.address.country]
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <AdminSheet open={!!customer} onClose={onClose} widthClass="sm:w-[min(92vw,44rem)]">
      {shown && (
        <>
          <SheetHeader closeLabel="Close customer details">
            <Dialog.Title className="font-display text-2xl text-ink">{shown.name}</Dialog.Title>
            <Dialog.Description className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span>{shown.guest ? 'Guest buyer' : ROLE_LABELS[shown.role]}</span>
              <span aria-hidden>·</span>
              <span>
                {shown.guest ? 'First order' : 'Joined'} {orderDate(shown.createdAt)}
              </span>
            </Dialog.Description>
          </SheetHeader>

          <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-5 sm:px-6">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label="Email">{shown.email}</Fact>
              <Fact label="Phone">{shown.phoneNumber || '—'}</Fact>
              <Fact label="Address">{address || '—'}</Fact>
              <Fact label="Status">{shown.guest ? <GuestBadge /> : <StatusBadge active={shown.isActive} />}</Fact>
            </dl>
            {shown.guest && (
              <p className="rounded-lg bg-sand/60 px-4 py-3 text-sm text-muted">
                Orders placed without an account, grouped by phone number (or email when there was none). If this person
                signs up with the email of an order, that order is listed under their account instead.
              </p>
            )}

            <dl className="grid grid-cols-3 gap-2 rounded-xl border border-linen bg-white p-4 text-center">
              <div>
                <dt className="text-xs text-muted">Orders</dt>
                <dd className="mt-1 font-display text-xl lining-nums tabular-nums">{shown.totalOrders}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Total spent</dt>
                <dd className="mt-1 font-display text-xl lining-nums tabular-nums">{formatPkr(shown.totalSpent)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Last order</dt>
                <dd className="mt-1 font-display text-base lining-nums sm:text-xl">
                  {shown.lastOrderDate ? orderDate(shown.lastOrderDate) : '—'}
                </dd>
              </div>
            </dl>

            <section aria-labelledby="customer-orders-title">
              <h3
                id="customer-orders-title"
                className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted"
              >
                Last orders
              </h3>
              <FormAlert message={error}>
                <Button variant="secondary" className="mt-3 px-4! py-2!" onClick={retry}>
                  Retry
                </Button>
              </FormAlert>
              {!detail && !error ? (
                <div role="status" aria-busy="true" className="mt-3 space-y-2">
                  <span className="sr-only">Loading orders…</span>
                  <div className="h-12 animate-pulse rounded-lg bg-sand/70" />
                  <div className="h-12 animate-pulse rounded-lg bg-sand/50" />
                </div>
              ) : detail && detail.orders.length === 0 ? (
                <p className="mt-3 rounded-lg border border-linen bg-white px-4 py-5 text-center text-sm text-muted">
                  No orders yet.
                </p>
              ) : (
                detail && (
                  <ul
                    aria-label="Last orders"
                    className="mt-3 divide-y divide-linen rounded-xl border border-linen bg-white"
                  >
                    {detail.orders.map((order) => (
                      <li key={order._id} className="flex items-center justify-between gap-4 px-4 py-3">
                        <div className="min-w-0">
                          <p className="font-mono text-sm font-semibold tracking-wide text-ink">{order.trackingId}</p>
                          <p className="text-xs text-muted">{orderDate(order.createdAt)}</p>
                          {order.refund && <RefundLine refund={order.refund} className="mt-1 text-xs!" />}
                        </div>
                        <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-4">
                          <OrderStatusBadge status={order.status} />
                          <span className="text-sm font-medium tabular-nums sm:w-24 sm:text-right">
                            {formatPkr(order.totalAmount)}
                          </span>
                        </div>
                      </li>
                    ))}
                  </ul>
                )
              )}
            </section>
          </div>

          {!shown.guest && (
            <div className="border-t border-linen px-4 py-4 sm:px-6">
              <FormAlert message={actionError} />
              <div className="mt-0 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="sm:w-52">
                  <RoleSelect
                    user={shown}
                    isSelf={false}
                    busy={busy}
                    idPrefix="modal"
                    onRole={(r) => onRole(shown, r)}
                  />
                </div>
                <StatusToggle user={shown} isSelf={false} busy={busy} onToggle={() => onToggle(shown)} />
              </div>
            </div>
          )}
        </>
      )}
    </AdminSheet>
  );
}
