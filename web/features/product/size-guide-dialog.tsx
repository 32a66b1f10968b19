// 'Size guide' from the size picker: the product's full measurement table in a sheet (a bottom sheet on phones, a
// centred dialog on wider screens), inches by default with a centimetres switch, and how to measure. Loaded on first use.
import { useState } from 'react';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { Sheet } from '../../ui/sheet.tsx';
import { SizeGuideTable } from './size-guide-table.tsx';
import type { SizeUnit } from './size-units.ts';

const UNITS: { value: SizeUnit; label: string }[] = [
  { value: 'in', label: 'Inches' },
  { value: 'cm', label: 'Centimetres' },
];

const HOW_TO_MEASURE = [
  ['Chest', 'around the fullest part, under the arms, tape level'],
  ['Hips', 'around the widest part, feet together'],
  ['Length', 'from the highest point of the shoulder down to where the hem should fall'],
  ['Shoulder', 'from one shoulder point to the other, across the back'],
] as const;

interface SizeGuideDialogProps {
  product: Pick<ProductView, 'sizes' | 'sizeGuide'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The default export, for React.lazy on the product page. */
export default function SizeGuideDialog({ product, open, onOpenChange }: SizeGuideDialogProps) {
  const [unit, setUnit] = useState<SizeUnit>('in');
  return (
    <Sheet open={open} onOpenChange={onOpenChange} placement="center" title="Size guide">
      <fieldset className="mb-4 flex items-center gap-3">
        <legend className="sr-only">Units</legend>
        {UNITS.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              name="size-guide-unit"
              value={option.value}
              checked={unit === option.value}
              onChange={() => setUnit(option.value)}
              className="peer sr-only"
            />
            <span className="inline-flex h-10 items-center rounded-full border border-linen bg-white px-4 text-sm font-medium transition hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-madder">
              {option.label}
            </span>
          </label>
        ))}
      </fieldset>
      <SizeGuideTable product={product} unit={unit} />
      <section className="mt-6 rounded-lg bg-sand/60 p-4 text-sm">
        <h3 className="font-sans text-sm font-semibold">How to measure</h3>
        <p className="mt-1 text-ink/80">
          Measure yourself over light clothing with a soft tape, then compare with a size: the figures are of the
          garment, so choose the one a little above your own for an easy fit.
        </p>
        <ul className="mt-3 space-y-1.5 text-ink/80">
          {HOW_TO_MEASURE.map(([part, how]) => (
            <li key={part}>
              <span className="font-semibold text-ink">{part}:</span> {how}.
            </li>
          ))}
        </ul>
      </section>
    </Sheet>
  );
}
