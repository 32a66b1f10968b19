// The information tabs under the product: details and care, delivery, payment, returns and the size guide.
import * as Tabs from '@radix-ui/react-tabs';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { DeliveryPanel, PaymentPanel, ReturnsPanel } from './policy-panels.tsx';
import { SizeGuideTable } from './size-guide-table.tsx';

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

const isProductTab = (value: string): value is ProductTab => PRODUCT_TABS.some((t) => t.value === value);

export function ProductTabs({ product, value, onValueChange }: ProductTabsProps) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => isProductTab(next) && onValueChange(next)}>
      <Tabs.List
        aria-label="Product information"
        className="-mx-4 flex overflow-x-auto border-b border-linen px-4 sm:mx-0 sm:px-0"
      >
        {PRODUCT_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-4 py-3.5 text-sm font-medium text-muted transition first:pl-0 hover:text-ink data-[state=active]:border-madder data-[state=active]:text-ink sm:px-5"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="details" className="py-8 outline-none">
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
      </Tabs.Content>
      <Tabs.Content value="delivery" className="py-8 outline-none">
        <DeliveryPanel />
      </Tabs.Content>
      <Tabs.Content value="payment" className="py-8 outline-none">
        <PaymentPanel />
      </Tabs.Content>
      <Tabs.Content value="returns" className="py-8 outline-none">
        <ReturnsPanel />
      </Tabs.Content>
      <Tabs.Content value="size-guide" className="py-8 outline-none">
        <SizeGuideTable product={product} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
