// The shop-wide default women's size chart (SPEC §9) for the FAQ; scrolls sideways on phones with the size column kept in view.
import { SIZE_GUIDE_FIELDS, SIZE_GUIDE_LABELS, type SizeGuideRow } from '../../../domain/catalog.ts';
import { SIZES, type Size } from '../../../domain/limits.ts';

/** Inches. Chest runs XS 32-34 up to XXL 42-44 as SPEC §9 gives it; the other columns follow the same two-inch grading. */
const DEFAULT_SIZE_CHART: Record<Size, SizeGuideRow> = {
  XS: {
    length: '40',
    shoulder: '13.5',
    chest: '32-34',
    hips: '35-37',
    armhole: '7.5',
    sleeveLength: '21',
    sleeveOpening: '4.5',
  },
  S: {
    length: '41',
    shoulder: '14',
    chest: '34-36',
    hips: '37-39',
    armhole: '8',
    sleeveLength: '21.5',
    sleeveOpening: '4.75',
  },
  M: {
    length: '42',
    shoulder: '14.5',
    chest: '36-38',
    hips: '39-41',
    armhole: '8.5',
    sleeveLength: '22',
    sleeveOpening: '5',
  },
  L: {
    length: '42.5',
    shoulder: '15',
    chest: '38-40',
    hips: '41-43',
    armhole: '9',
    sleeveLength: '22.5',
    sleeveOpening: '5.25',
  },
  XL: {
    length: '43',
    shoulder: '15.5',
    chest: '40-42',
    hips: '43-45',
    armhole: '9.5',
    sleeveLength: '23',
    sleeveOpening: '5.5',
  },
  XXL: {
    length: '44',
    shoulder: '16',
    chest: '42-44',
    hips: '45-47',
    armhole: '10',
    sleeveLength: '23',
    sleeveOpening: '6',
  },
};

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
