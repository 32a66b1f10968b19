// The XS-XXL size choice as native radios: sizes the product lacks or has sold out of are shown struck through and
// disabled, except in preorder mode, where the workshop makes any size.
import { Ruler } from '../../ui/icons/ruler.ts';
import { useId } from 'react';
import { SIZES, type Size } from '../../../domain/limits.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { isSizeAvailable } from './product-options.ts';

interface SizePickerProps {
  product: Pick<ProductView, 'sizes' | 'sizeStock'>;
  value: Size | null;
  onChange: (size: Size) => void;
  onShowSizeGuide: () => void;
  /** Preorder mode (SPEC §4): every size XS-XXL can be chosen, sold out or not offered, since it is made to order. */
  anySize?: boolean;
}

export function SizePicker({ product, value, onChange, onShowSizeGuide, anySize = false }: SizePickerProps) {
  const labelId = useId();
  return (
    <div>
      {/* The label and the Size guide link share a row; the link stays out of the group's accessible name. */}
      <div className="flex items-baseline justify-between">
        <p id={labelId} className="text-sm font-semibold">
          Size{value && <span className="font-normal text-muted">: {value}</span>}
        </p>
        <button
          type="button"
          onClick={onShowSizeGuide}
          className="inline-flex items-center gap-1.5 text-sm text-muted underline decoration-linen underline-offset-4 transition hover:text-ink hover:decoration-ink"
        >
          <Ruler className="h-4 w-4" aria-hidden /> Size guide
        </button>
      </div>
      <div role="radiogroup" aria-labelledby={labelId} className="mt-3 grid grid-cols-6 gap-2">
        {SIZES.map((size) => {
          const available = anySize || isSizeAvailable(product, size);
          return (
            <label key={size} className={`relative ${available ? 'cursor-pointer' : 'cursor-not-allowed'}`}>
              <input
                type="radio"
                name="size"
                value={size}
                checked={value === size}
                disabled={!available}
                onChange={() => onChange(size)}
                className="peer sr-only"
              />
              <span className="flex h-11 items-center justify-center rounded-md border border-linen bg-white text-sm font-medium transition hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-madder peer-disabled:border-linen/70 peer-disabled:bg-sand/40 peer-disabled:text-muted/60 peer-disabled:line-through">
                {size}
              </span>
              {/* The diagonal stroke that marks a size you cannot choose. */}
              <span
                aria-hidden
                className="pointer-events-none absolute inset-x-2 top-1/2 hidden h-px -rotate-[24deg] bg-muted/50 peer-disabled:block"
              />
              {!available && (
                <span className="sr-only">{product.sizes.includes(size) ? ', sold out' : ', not offered'}</span>
              )}
            </label>
          );
        })}
      </div>
    </div>
  );
}
