// A titled row of product cards with a 'View all' link into the shop (New Arrivals, Featured).
import { type ProductCardView, ProductRow } from '../catalog/index.ts';
import { SectionHeading } from './section-heading.tsx';

interface ProductRailProps {
  id: string;
  eyebrow: string;
  title: string;
  viewAllTo: string;
  products: ProductCardView[];
}

export function ProductRail({ id, eyebrow, title, viewAllTo, products }: ProductRailProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8 lg:pt-24">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} link={{ to: viewAllTo, label: 'View all' }} />
      <ProductRow products={products} className="mt-7 lg:mt-9" />
    </section>
  );
}
