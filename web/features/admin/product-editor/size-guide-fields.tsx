// The size guide (SPEC §3): for each size the product is made in, its measurements in inches as text (a range such as
// 38-40 or one value). Empty rows are left out; the product page shows what is filled in.
import { SIZE_GUIDE_FIELDS, SIZE_GUIDE_LABELS, type SizeGuideRow } from '../../../../domain/catalog.ts';
import type { Size } from '../../../../domain/limits.ts';
import { INPUT_LOOK } from '../../../ui/input-classes.ts';

interface SizeGuideFieldsProps {
  id: string;
  sizes: Size[];
  guide: Record<Size, SizeGuideRow>;
  onChange(size: Size, row: SizeGuideRow): void;
  errors: Record<string, string>;
}

export function SizeGuideFields({ id, sizes, guide, onChange, errors }: SizeGuideFieldsProps) {
  if (sizes.length === 0)
    return <p className="text-sm text-muted">Tick the sizes you make above; their measurements go here.</p>;
  return (
    <div className="space-y-3">
      <p className="text-xs text-muted">
        Inches, as a range (38-40) or one value. Optional: leave a size empty to skip it.
      </p>
      {sizes.map((size) => (
        <fieldset key={size} className="rounded-xl border border-linen bg-white p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold">Size {size}</legend>
          <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4 xl:grid-cols-7">
            {SIZE_GUIDE_FIELDS.map((field) => {
              const error = errors[`sizeGuide.${size}.${field}`];
              const inputId = `${id}-${size}-${field}`;
              return (
                <div key={field}>
                  <label htmlFor={inputId} className="text-xs text-muted">
                    {SIZE_GUIDE_LABELS[field]}
                    <span className="sr-only"> for size {size}</span>
                  </label>
                  <input
                    id={inputId}
                    value={guide[size][field]}
                    onChange={(e) => onChange(size, { ...guide[size], [field]: e.target.value })}
                    maxLength={20}
                    placeholder="—"
                    aria-invalid={error ? true : undefined}
                    className={`${INPUT_LOOK} mt-0.5 block w-full px-2.5 py-2 text-base sm:text-sm ${error ? 'border-madder' : 'border-linen'}`}
                  />
                  {error && <p className="mt-0.5 text-xs text-madder">{error}</p>}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
