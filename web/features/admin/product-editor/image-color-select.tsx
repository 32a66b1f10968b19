// The colour an image shows, chosen per image in the editor: 'All colours' or one of the product's colours, so the
// product page can show a shopper's chosen colour first and the bag, orders and emails picture it.
import { ADMIN_CONTROL } from '../../../ui/input-classes.ts';

interface ImageColorSelectProps {
  id: string;
  /** 1-based, to name the select for screen readers ('Colour of image 2'). */
  position: number;
  colors: readonly string[];
  value: string | null;
  onChange(color: string | null): void;
  disabled?: boolean;
}

export function ImageColorSelect({ id, position, colors, value, onChange, disabled }: ImageColorSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Colour<span className="sr-only"> of image {position}</span>
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value || null)}
        className={`${ADMIN_CONTROL} mt-1`}
      >
        <option value="">All colours</option>
        {colors.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
