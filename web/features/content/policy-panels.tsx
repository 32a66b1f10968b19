// The shop's delivery, payment and returns terms as shown in the product page tabs (SPEC §9, DECISIONS D5 and X12).
import { type Icon } from '../../ui/icons/icon.ts';
import { Clock } from '../../ui/icons/clock.ts';
import { CreditCard } from '../../ui/icons/credit-card.ts';
import { Globe } from '../../ui/icons/globe.ts';
import { Landmark } from '../../ui/icons/landmark.ts';
import { PackageCheck } from '../../ui/icons/package-check.ts';
import { RefreshCcw } from '../../ui/icons/refresh-ccw.ts';
import { Tag } from '../../ui/icons/tag.ts';
import { Truck } from '../../ui/icons/truck.ts';
import { Wallet } from '../../ui/icons/wallet.ts';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_DELIVERY_RATES } from '../../../domain/pricing.ts';
import { formatPkr } from '../../../domain/money.ts';
import type { loader as rootLoader } from '../../root.tsx';

function Term({ icon: Icon, title, children }: { icon: Icon; title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-linen bg-white/60 p-5">
      <h3 className="flex items-center gap-2.5 font-sans text-sm font-semibold">
        <Icon className="h-4 w-4 shrink-0 text-gold" aria-hidden />
        {title}
      </h3>
      <div className="mt-2 space-y-1.5 text-sm leading-relaxed text-ink/80">{children}</div>
    </div>
  );
}

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function DeliveryPanel() {
  const rates = useRouteLoaderData<typeof rootLoader>('root')?.deliveryRates ?? DEFAULT_DELIVERY_RATES;
  return (
    <div className={GRID}>
      <Term icon={Truck} title="Within Pakistan">
        <p>Delivery in 5-7 working days; express delivery in 2-3 working days.</p>
        <p>{formatPkr(rates.domesticFlat)} per order, however many pieces it holds.</p>
      </Term>
      <Term icon={Globe} title="Outside Pakistan">
        <p>Delivery in up to 10 working days.</p>
        <p>
          {formatPkr(rates.internationalBase)} for the first piece and {formatPkr(rates.internationalPerExtraItem)} for
          each further piece.
        </p>
      </Term>
      <Term icon={Clock} title="Processing">
        <p>Orders are processed within 24 hours of payment confirmation.</p>
      </Term>
    </div>
  );
}

export function PaymentPanel() {
  return (
    <div className={GRID}>
      <Term icon={Landmark} title="Bank transfer or Easypaisa transfer">
        <p>
          Transfer the order total and upload a screenshot of the payment as proof. We confirm payments within 24 hours.
        </p>
      </Term>
      <Term icon={CreditCard} title="Cards">
        <p>Card payments are coming soon.</p>
      </Term>
      <Term icon={Wallet} title="Currency">
        <p>Prices are charged in Pakistani rupees (PKR).</p>
      </Term>
    </div>
  );
}

export function ReturnsPanel() {
  return (
    <div className={GRID}>
      <Term icon={RefreshCcw} title="Exchanges">
        <p>Exchange within 30 days of delivery.</p>
        <p>Tell us within 48 hours of delivery about any problem with your order.</p>
      </Term>
      <Term icon={Tag} title="Sale items">
        <p>Sale items cannot be returned or exchanged.</p>
      </Term>
      <Term icon={PackageCheck} title="Delivery charges">
        <p>Delivery charges are non-refundable.</p>
      </Term>
    </div>
  );
}
