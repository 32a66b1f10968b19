// The quantity stepper: 1 to the given maximum (10, or less when the chosen size has fewer pieces).
import { Minus } from './icons/minus.ts';
import { Plus } from './icons/plus.ts';
import { useId } from 'react';
import { MIN_LINE_QUANTITY } from '../../domain/limits.ts';

interface QuantityPickerProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}

export function QuantityPicker({ value, max, onChange }: QuantityPickerProps) {
  const labelId = useId();
  const button =
    'flex h-11 w-11 items-center justify-center rounded-full transition hover:bg-sand disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold">
        Quantity
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="mt-3 inline-flex items-center rounded-full border border-linen bg-white"
      >
        <button
          type="button"
          aria-label="Decrease quantity"
          onClick={() => onChange(value - 1)}
          disabled={value <= MIN_LINE_QUANTITY}
          className={button}
        >
          <Minus className="h-4 w-4" aria-hidden />
        </button>
        <output aria-live="polite" className="w-10 text-center text-sm font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          className={button}
        >
          <Plus className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
