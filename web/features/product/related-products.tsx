// 'You may also like': a few of the newest pieces, shown as product cards.
import type { ProductCardView } from '../catalog/card-view.ts';
import { ProductCard } from '../catalog/product-card.tsx';

export function RelatedProducts({ products }: { products: readonly ProductCardView[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16 border-t border-linen pt-12 lg:mt-20">
      <h2 id="related-heading" className="text-3xl">
        You may also like
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-4 lg:gap-x-6">
        {products.map((p) => (
          <li key={p._id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
