// The shop-wide default women's size chart (SPEC §9) for the FAQ; scrolls sideways on phones with the size column kept in view.
import { SIZE_GUIDE_FIELDS, SIZE_GUIDE_LABELS } from '../../../domain/catalog.ts';
import { SIZES } from '../../../domain/limits.ts';
import { DEFAULT_SIZE_CHART } from '../../../domain/size-chart.ts';

export function SizeChartTable() {
  return (
    <div>
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      <div
        role="region"
        aria-label="Default size chart in inches"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-linen"
      >
        <table className="w-full min-w-[560px] border-collapse text-sm">
          <caption className="sr-only">Default women's size chart, measurements in inches</caption>
          <thead className="bg-sand">
            <tr className="text-left">
              <th scope="col" className="sticky left-0 bg-sand px-4 py-3 align-bottom font-semibold leading-tight">
                Size
              </th>
              {SIZE_GUIDE_FIELDS.map((field) => (
                <th key={field} scope="col" className="px-3 py-3 align-bottom font-semibold leading-tight">
                  {SIZE_GUIDE_LABELS[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SIZES.map((size) => (
              <tr key={size} className="border-t border-linen">
                <th scope="row" className="sticky left-0 bg-white px-4 py-3 text-left font-semibold">
                  {size}
                </th>
                {SIZE_GUIDE_FIELDS.map((field) => (
                  <td key={field} className="whitespace-nowrap px-3 py-3 tabular-nums text-ink/80">
                    {DEFAULT_SIZE_CHART[size][field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-muted">
        All measurements in inches. Each product page has its own size guide.
        <span className="sm:hidden"> Swipe the table sideways to see every column.</span>
      </p>
    </div>
  );
}
