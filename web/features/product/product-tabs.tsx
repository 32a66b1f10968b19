// The information tabs under the product: details and care, delivery, payment, returns and the size guide.
import { Suspense, useEffect } from 'react';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { lazyView } from '../../lib/lazy-view.ts';
import { Tabs } from '../../ui/tabs.tsx';

// Only Details & Care shows when the page opens: the other tabs' contents download once the browser is idle.
const DeliveryPanel = lazyView(() => import('./policy-tab-panels.tsx').then((m) => m.DeliveryPanel));
const PaymentPanel = lazyView(() => import('./policy-tab-panels.tsx').then((m) => m.PaymentPanel));
const ReturnsPanel = lazyView(() => import('./policy-tab-panels.tsx').then((m) => m.ReturnsPanel));
const SizeGuideTable = lazyView(() => import('./size-guide-table.tsx').then((m) => m.SizeGuideTable));
const LATER_PANELS = [DeliveryPanel, PaymentPanel, ReturnsPanel, SizeGuideTable];

const PRODUCT_TABS = [
  { value: 'details', label: 'Details & Care' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'payment', label: 'Payment' },
  { value: 'returns', label: 'Returns & Exchanges' },
  { value: 'size-guide', label: 'Size Guide' },
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number]['value'];

interface ProductTabsProps {
  product: ProductView;
  value: ProductTab;
  onValueChange: (tab: ProductTab) => void;
}

export function ProductTabs({ product, value, onValueChange }: ProductTabsProps) {
  useEffect(() => {
    const load = () => LATER_PANELS.forEach((panel) => panel.preload());
    // (Safari has no idle callback: a moment after the page is interactive.)
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 2_000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: 5_000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return (
    <Tabs
      tabs={PRODUCT_TABS}
      value={value}
      onValueChange={onValueChange}
      label="Product information"
      listClassName="-mx-4 flex overflow-x-auto border-b border-linen px-4 sm:mx-0 sm:px-0"
      tabClassName="-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-4 py-3.5 text-sm font-medium text-muted transition first:pl-0 hover:text-ink data-[state=active]:border-madder data-[state=active]:text-ink sm:px-5"
      panelClassName="py-8 outline-none"
    >
      {(tab) => (
        <Suspense fallback={<div className="min-h-40" aria-busy="true" />}>
          {tab === 'details' ? (
            <div className="grid gap-8 md:grid-cols-[1fr_1fr] md:gap-12">
              <p className="leading-relaxed text-ink/80">{product.description}</p>
              {product.details.length > 0 && (
                <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-ink/80 marker:text-gold">
                  {product.details.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </div>
          ) : tab === 'delivery' ? (
            <DeliveryPanel />
          ) : tab === 'payment' ? (
            <PaymentPanel />
          ) : tab === 'returns' ? (
            <ReturnsPanel />
          ) : (
            <SizeGuideTable product={product} />
          )}
        </Suspense>
      )}
    </Tabs>
  );
}
