// Four product cards in a row on wide screens, two on phones: the home page's rails and 'You may also like'.
import type { ProductCardView } from './card-view.ts';
import { ProductCard } from './product-card.tsx';

export function ProductRow({ products, className = '' }: { products: readonly ProductCardView[]; className?: string }) {
  return (
    <ul className={`grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-4 lg:gap-x-6 ${className}`}>
      {products.map((p) => (
        <li key={p._id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
