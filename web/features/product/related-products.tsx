// 'You may also like': a few of the newest pieces, shown as product cards.
import { type ProductCardView, ProductRow } from '../catalog/index.ts';

export function RelatedProducts({ products }: { products: readonly ProductCardView[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16 border-t border-linen pt-12 lg:mt-20">
      <h2 id="related-heading" className="text-3xl">
        You may also like
      </h2>
      <ProductRow products={products} className="mt-8" />
    </section>
  );
}
