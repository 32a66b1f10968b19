// Who carries a shipped order and how to follow it (issue 5): the courier, the consignment number and a link to the
// courier's own tracking page, on the shopper's tracking and confirmation screens and in the admin order modal.
import type { OrderStatus } from '../../../domain/orders.ts';
import { ExternalLink } from '../../ui/icons/external-link.ts';
// The header's truck: already sent with every page, so the tracking page pays nothing more for it.
import { TruckOutline } from '../../ui/icons/truck-outline.ts';
import type { OrderDisplay } from './order-types.ts';

type Shipment = Pick<OrderDisplay, 'courier' | 'consignmentNumber' | 'courierTrackingUrl'> & { status: OrderStatus };

/** A courier recorded once stays on the order; it is shown only while the parcel is out or delivered. */
function hasShipment({ status, courier }: Shipment): boolean {
  return Boolean(courier) && (status === 'shipped' || status === 'delivered');
}

export function ShipmentDetails({ order }: { order: Shipment }) {
  if (!hasShipment(order)) return null;
  const { courier, consignmentNumber, courierTrackingUrl } = order;
  return (
    <div
      data-testid="shipment"
      className="flex flex-col gap-3 rounded-xl border border-linen bg-sand/50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <TruckOutline className="mt-0.5 h-5 w-5 shrink-0 text-gold" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink">Shipped with {courier}</p>
          {consignmentNumber && (
            <p className="mt-0.5 text-muted">
              Consignment number{' '}
              <span className="inline-block font-mono font-semibold tracking-wide text-ink [overflow-wrap:anywhere]">
                {consignmentNumber}
              </span>
            </p>
          )}
        </div>
      </div>
      {courierTrackingUrl && (
        // noreferrer too: the courier's site need not learn the tracking ID from this page's address.
        <a
          href={courierTrackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-10 shrink-0 items-center justify-center gap-2 self-start rounded-full border border-ink bg-white px-4 py-2 text-sm font-semibold text-ink transition hover:bg-ink hover:text-white sm:self-auto"
        >
          Track with {courier}
          <ExternalLink className="h-4 w-4" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
