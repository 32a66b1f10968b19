// The product's measurements per offered size, in inches; scrolls sideways on phones with the size column kept in view.
import { SIZE_GUIDE_FIELDS, SIZE_GUIDE_LABELS } from '../../../domain/catalog.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';

export function SizeGuideTable({ product }: { product: Pick<ProductView, 'sizes' | 'sizeGuide'> }) {
  const rows = product.sizes.flatMap((size) => {
    const row = product.sizeGuide[size];
    return row ? [{ size, row }] : [];
  });
  if (rows.length === 0) {
    return (
      <p className="text-sm text-muted">
        Measurements for this piece are on their way. Message us and we will help you choose a size.
      </p>
    );
  }
  return (
    <div>
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      <div
        role="region"
        aria-label="Size guide measurements"
        tabIndex={0}
        className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
      >
        <table className="w-full min-w-[640px] border-collapse text-sm">
          <caption className="sr-only">Size guide in inches</caption>
          <thead>
            <tr className="border-b border-ink/20 text-left">
              <th scope="col" className="sticky left-0 bg-ivory py-3 pr-4 font-semibold">
                Size
              </th>
              {SIZE_GUIDE_FIELDS.map((field) => (
                <th key={field} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                  {SIZE_GUIDE_LABELS[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ size, row }) => (
              <tr key={size} className="border-b border-linen">
                <th scope="row" className="sticky left-0 bg-ivory py-3 pr-4 text-left font-semibold">
                  {size}
                </th>
                {SIZE_GUIDE_FIELDS.map((field) => (
                  <td key={field} className="whitespace-nowrap px-3 py-3 tabular-nums text-ink/80">
                    {row[field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-xs text-muted">
        All measurements in inches. They are of the garment laid flat; ranges fit a range of bodies.
      </p>
    </div>
  );
}
