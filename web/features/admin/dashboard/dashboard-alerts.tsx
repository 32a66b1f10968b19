// What needs the owner first (SPEC §2 Dashboard, issue 17 item 15): active products with sizes at or under
// LOW_STOCK_MAX, counted as products, each linking to its editor (where its stock is) with its low sizes, and orders
// and preorders still pending, with links to their tabs, and the refunds of cancelled paid orders still to send (issue 28
// item 7), linking to the Orders tab filtered to them. Nothing to say is said calmly.
import { Link } from 'react-router';
import { formatPkr } from '../../../../domain/money.ts';
import { LOW_STOCK_MAX } from '../../../../domain/limits.ts';
import { plainName } from '../../../../domain/product-names.ts';
import { CheckCircle2 } from '../../../ui/icons/check-circle-2.ts';
import { Clock } from '../../../ui/icons/clock.ts';
import { TriangleAlert } from '../../../ui/icons/triangle-alert.ts';
import { ArrowRight } from '../../../ui/icons/arrow-right.ts';
import type { Icon } from '../../../ui/icons/icon.ts';
import { sectionHref } from '../kit/index.ts';
import { counted } from './dashboard-format.ts';
import type { LowStockProduct } from './dashboard-types.ts';

/** Enough to act on at a glance; the Inventory section has the rest. */
const LOW_STOCK_SHOWN = 5;

interface DashboardAlertsProps {
  pendingOrders: number;
  pendingPreorders: number;
  /** Products with a size at or under LOW_STOCK_MAX in all; `lowStock` lists the emptiest of them. */
  lowStockProducts: number;
  lowStock: LowStockProduct[];
  refundsDue: { count: number; amount: number };
}

export function DashboardAlerts({
  pendingOrders,
  pendingPreorders,
  lowStockProducts,
  lowStock,
  refundsDue,
}: DashboardAlertsProps) {
  if (pendingOrders === 0 && pendingPreorders === 0 && lowStockProducts === 0 && refundsDue.count === 0) {
    return (
      <p className="flex items-center gap-3 rounded-xl border border-leaf/25 bg-leaf/5 px-5 py-4 text-sm text-leaf">
        <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
        Nothing needs your attention: no pending orders or preorders, and every size has more than {LOW_STOCK_MAX} in
        stock.
      </p>
    );
  }
  const shown = lowStock.slice(0, LOW_STOCK_SHOWN);
  const more = lowStockProducts - shown.length;
  return (
    <ul aria-label="Alerts" className="grid grid-cols-1 gap-3 lg:grid-cols-2 lg:items-start">
      {refundsDue.count > 0 && (
        <Alert
          icon={TriangleAlert}
          tone="madder"
          title={`${counted(refundsDue.count, 'refund')} due: ${formatPkr(refundsDue.amount)}`}
          linkText="Review refunds due"
          href={`${sectionHref('orders')}&refund=due`}
        >
          Paid orders you cancelled: the money is still to be sent back. Mark each refunded once sent.
        </Alert>
      )}
      {pendingOrders > 0 && (
        <Alert
          icon={Clock}
          tone="gold"
          title={`${counted(pendingOrders, 'order')} pending`}
          linkText="Review orders"
          href={sectionHref('orders')}
        >
          {pendingOrders === 1 ? 'It is' : 'They are'} waiting for a payment check and to be moved along.
        </Alert>
      )}
      {pendingPreorders > 0 && (
        <Alert
          icon={Clock}
          tone="gold"
          title={`${counted(pendingPreorders, 'preorder')} pending`}
          linkText="Review preorders"
          href={sectionHref('preorders')}
        >
          {pendingPreorders === 1 ? 'It is' : 'They are'} waiting for the deposit check before production starts.
        </Alert>
      )}
      {lowStockProducts > 0 && (
        <Alert
          icon={TriangleAlert}
          tone="madder"
          title={`${counted(lowStockProducts, 'product')} low on stock`}
          linkText="Open inventory"
          href={sectionHref('inventory')}
        >
          <p>Sizes with {LOW_STOCK_MAX} or fewer pieces left, emptiest first:</p>
          <ul aria-label="Low stock" className="mt-2 divide-y divide-madder/10 rounded-lg bg-white/70 px-3">
            {shown.map((p) => (
              <li key={p.prodId} className="py-2">
                <Link
                  to={`/admin/edit-product/${encodeURIComponent(p.prodId)}`}
                  className="font-medium text-ink underline-offset-4 hover:text-madder hover:underline"
                >
                  {plainName(p.name)}
                </Link>
                <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5">
                  {p.sizes.map((s) => (
                    <span key={s.size} className="whitespace-nowrap">
                      <span className="sr-only">size </span>
                      <span className="font-semibold text-ink">{s.size}</span>{' '}
                      {s.stock === 0 ? <span className="font-semibold text-madder">out</span> : `${s.stock} left`}
                    </span>
                  ))}
                </p>
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mt-2">and {counted(more, 'more product')}</p>}
        </Alert>
      )}
    </ul>
  );
}

interface AlertProps {
  icon: Icon;
  tone: 'gold' | 'madder';
  title: string;
  linkText: string;
  href: string;
  children: React.ReactNode;
}

const TONES = {
  gold: { box: 'border-gold/40 bg-sand/70', icon: 'bg-gold/15 text-gold' },
  madder: { box: 'border-madder/25 bg-madder/5', icon: 'bg-madder/10 text-madder' },
};

function Alert({ icon: AlertIcon, tone, title, linkText, href, children }: AlertProps) {
  return (
    <li className={`flex min-w-0 gap-4 rounded-xl border p-4 sm:p-5 ${TONES[tone].box}`}>
      <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${TONES[tone].icon}`}>
        <AlertIcon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{title}</p>
        <div className="mt-1 text-sm text-muted">{children}</div>
        <Link
          to={href}
          className="mt-2 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-ink underline-offset-4 hover:text-madder hover:underline"
        >
          {linkText}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </li>
  );
}
