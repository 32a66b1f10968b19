// The product's measurements per offered size, every SPEC §3 column, in inches or centimetres; on narrow screens it
// scrolls sideways inside its frame with the size column kept in view, and says so.
import { SIZE_GUIDE_FIELDS, SIZE_GUIDE_LABELS } from '../../../domain/catalog.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { measurementIn, type SizeUnit } from './size-units.ts';

const UNIT_NAMES: Record<SizeUnit, string> = { in: 'inches', cm: 'centimetres' };

interface SizeGuideTableProps {
  product: Pick<ProductView, 'sizes' | 'sizeGuide'>;
  unit?: SizeUnit;
}

export function SizeGuideTable({ product, unit = 'in' }: SizeGuideTableProps) {
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
      {/* Narrow screens see about four columns: without this line the table reads as ending at Hips. */}
      <p className="mb-2 text-xs text-muted lg:hidden" aria-hidden>
        Swipe the table sideways for all {SIZE_GUIDE_FIELDS.length} measurements →
      </p>
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      <div
        role="region"
        aria-label="Size guide measurements"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-linen bg-white focus-visible:outline-2 focus-visible:outline-madder"
      >
        <table className="w-full min-w-[680px] border-collapse text-sm">
          <caption className="sr-only">Size guide in {UNIT_NAMES[unit]}</caption>
          <thead>
            <tr className="border-b border-ink/20 text-left">
              <th
                scope="col"
                className="sticky left-0 bg-white py-3 pl-4 pr-4 font-semibold shadow-[1px_0_0_var(--color-linen)]"
              >
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
              <tr key={size} className="border-b border-linen last:border-b-0">
                <th
                  scope="row"
                  className="sticky left-0 bg-white py-3 pl-4 pr-4 text-left font-semibold shadow-[1px_0_0_var(--color-linen)]"
                >
                  {size}
                </th>
                {SIZE_GUIDE_FIELDS.map((field) => (
                  <td key={field} className="whitespace-nowrap px-3 py-3 tabular-nums text-ink/80">
                    {measurementIn(row[field], unit)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-xs text-muted">
        All measurements in {UNIT_NAMES[unit]}. They are of the garment laid flat; ranges fit a range of bodies.
      </p>
    </div>
  );
}
