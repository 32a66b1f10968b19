// The colour choice as round swatches (native radios) named by their colour.
import { colorHex } from '../../../domain/colors.ts';

interface ColorPickerProps {
  colors: readonly string[];
  value: string | null;
  onChange: (color: string) => void;
}

export function ColorPicker({ colors, value, onChange }: ColorPickerProps) {
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
              style={{ backgroundColor: colorHex(color) }}
              className="block h-9 w-9 rounded-full border border-ink/15 shadow-inner ring-offset-2 ring-offset-ivory transition peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-madder"
            />
            <span className="sr-only">{color}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
