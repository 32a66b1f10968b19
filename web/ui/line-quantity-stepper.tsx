// The compact −/+ stepper of a line already in an order or the bag (1 up to the given maximum).
import { Minus } from './icons/minus.ts';
import { Plus } from './icons/plus.ts';

interface LineQuantityStepperProps {
  /** The piece's name as read aloud: 'Decrease quantity of {label}'. */
  label: string;
  quantity: number;
  max: number;
  onQuantity: (quantity: number) => void;
}

export function LineQuantityStepper({ label, quantity, max, onQuantity }: LineQuantityStepperProps) {
  const button =
    'flex h-9 w-9 items-center justify-center rounded-full transition hover:bg-sand disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-center rounded-full border border-linen bg-white">
      <button
        type="button"
        aria-label={`Decrease quantity of ${label}`}
        onClick={() => onQuantity(quantity - 1)}
        disabled={quantity <= 1}
        className={button}
      >
        <Minus className="h-4 w-4" aria-hidden />
      </button>
      <output
        aria-live="polite"
        aria-label={`Quantity of ${label}`}
        className="w-8 text-center text-sm font-medium tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${label}`}
        onClick={() => onQuantity(quantity + 1)}
        disabled={quantity >= max}
        className={button}
      >
        <Plus className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
