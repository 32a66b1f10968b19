// The colour choice as round swatches (native radios) named by their colour, and the page's chosen colour.
import { useState } from 'react';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { offeredColors } from './product-options.ts';

/** The product page's colour, shared by the gallery (its pictures first) and the add-to-cart panel. With a single
 *  colour there is nothing to choose (SPEC §5 asks for a colour only when there are several). */
export function useColorChoice(product: Pick<ProductView, 'colors'>) {
  const colors = offeredColors(product);
  return useState<string | null>(colors.length === 1 ? (colors[0] ?? null) : null);
}

interface ColorPickerProps {
  colors: readonly string[];
  /** Each colour's swatch, from the page's loader: the table of all the shop's named colours stays on the server. */
  swatches: Readonly<Record<string, string>>;
  value: string | null;
  onChange: (color: string) => void;
}

export function ColorPicker({ colors, swatches, value, onChange }: ColorPickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">
        Colour<span className="font-normal text-muted">: {value ?? 'choose one'}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {colors.map((color) => (
          <label key={color} title={color} className="relative cursor-pointer">
            <input
              type="radio"
              name="color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span
              aria-hidden
              style={{ backgroundColor: swatches[color] }}
              className="block h-9 w-9 rounded-full border border-ink/15 shadow-inner ring-offset-2 ring-offset-ivory transition peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-madder"
            />
            <span className="sr-only">{color}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
