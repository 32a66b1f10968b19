// How many pieces are left in the chosen size (SPEC §4 levels: sold out at 0, low at 1-10, in stock above).
import { LOW_STOCK_MAX, type Size } from '../../../domain/limits.ts';

interface StockStatusProps {
  size: Size | null;
  stock: number;
  soldOut: boolean;
}

function describe({ size, stock, soldOut }: StockStatusProps): { dot: string; text: string } | null {
  if (soldOut) return { dot: 'bg-madder', text: 'Sold out in every size' };
  if (!size) return null;
  if (stock === 0) return { dot: 'bg-madder', text: `Sold out in size ${size}` };
  if (stock <= LOW_STOCK_MAX) return { dot: 'bg-gold', text: `Only ${stock} left in size ${size}` };
  return { dot: 'bg-leaf', text: `In stock in size ${size}` };
}

export function StockStatus(props: StockStatusProps) {
  const status = describe(props);
  // The live region stays in the page so choosing a size is announced.
  return (
    <p aria-live="polite" className="flex items-center gap-2 text-sm">
      {status && (
        <>
          <span aria-hidden className={`h-2 w-2 rounded-full ${status.dot}`} />
          {status.text}
        </>
      )}
    </p>
  );
}
