// Quick per-size stock edit for staff with 'stock:update' (PUT /api/products/{id}/stock/{size}): each changed size is
// sent with the figure the staff member saw (`expected`), so a sale made meanwhile is never overwritten; the server's
// words say what happened then, and the list is fetched again so a second save uses the fresh figure.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { Size } from '../../../../domain/limits.ts';
import type { ProductView, StockSetView } from '../../../../domain/schemas/product-views.ts';
import { ApiError, apiRequest } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { X } from '../../../ui/icons/x.ts';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { sizeRows, STOCK_LEVEL_BADGE, STOCK_LEVEL_LABELS, stockLevel } from './stock-levels.ts';
import { INPUT_LOOK } from '../../../ui/input-classes.ts';

interface StockDialogProps {
  product: ProductView;
  /** The product with its new stock figures, after each size the server accepted. */
  onSaved(product: ProductView): void;
  /** Asks for the list again (after a refusal, so the next save compares with the current figure). */
  onStale(): void;
  triggerClassName: string;
}

const STOCK_INPUT = `${INPUT_LOOK} w-24 px-3 py-2 text-right text-base tabular-nums sm:text-sm`;

export function StockDialog({ product, onSaved, onStale, triggerClassName }: StockDialogProps) {
  const uid = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Partial<Record<Size, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The figure a size was last known to hold: the list's, or the newer one a refusal just told us (the list reloads
  // after it, but a second Save may come first and must compare with the fresh figure).
  const [seen, setSeen] = useState<Partial<Record<Size, number>>>({});
  const rows = sizeRows(product).map((r) => ({ ...r, stock: seen[r.size] ?? r.stock }));

  function reset(next: boolean) {
    setOpen(next);
    setSeen({});
    if (next) setValues(Object.fromEntries(sizeRows(product).map((r) => [r.size, String(r.stock)])));
    setError(null);
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const changed = rows.filter((r) => values[r.size] !== String(r.stock));
    for (const row of changed) {
      const text = values[row.size]?.trim() ?? '';
      if (!/^\d+$/.test(text)) return setError(`Stock of size ${row.size} must be a whole number of 0 or more`);
    }
    setSaving(true);
    setError(null);
    let current = product;
    let sending: Size | undefined;
    try {
      for (const row of changed) {
        sending = row.size;
        const answer = await apiRequest<StockSetView>(`/products/${product._id}/stock/${row.size}`, {
          method: 'PUT',
          body: { stock: Number(values[row.size]), expected: row.stock },
        });
        current = {
          ...current,
          stock: answer.totalStock,
          sizeStock: { ...current.sizeStock, [answer.size]: answer.stock },
        };
        onSaved(current);
      }
      setOpen(false);
    } catch (err) {
      setError(failureMessage(err, 'Failed to update size stock'));
      const now = err instanceof ApiError && err.status === 409 ? err.details.stock : undefined;
      if (sending && typeof now === 'number') setSeen((s) => ({ ...s, [sending!]: now }));
      onStale();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger className={triggerClassName} aria-label={`Update stock of ${product.name}`}>
        Update stock
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={`${uid}-hint`}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-ivory p-5 shadow-xl outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl">Update stock</Dialog.Title>
              <p className="mt-1 truncate text-sm text-muted">
                {product.name} · {product.prodId}
              </p>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition hover:bg-sand"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <p id={`${uid}-hint`} className="mt-3 text-sm text-muted">
            Pieces on hand per size. To offer another size, edit the product.
          </p>
          <form onSubmit={(e) => void save(e)} className="mt-4 space-y-4" noValidate>
            <ul className="divide-y divide-linen rounded-xl border border-linen bg-white">
              {rows.map((row) => {
                const typed = values[row.size] ?? '';
                const level = /^\d+$/.test(typed) ? stockLevel(Number(typed)) : row.level;
                return (
                  <li key={row.size} className="flex items-center justify-between gap-3 px-4 py-2.5">
                    <label htmlFor={`${uid}-${row.size}`} className="flex items-center gap-3 text-sm font-medium">
                      <span className="w-10">{row.size}</span>
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STOCK_LEVEL_BADGE[level]}`}>
                        {STOCK_LEVEL_LABELS[level]}
                      </span>
                    </label>
                    <input
                      id={`${uid}-${row.size}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={typed}
                      onChange={(e) => setValues((v) => ({ ...v, [row.size]: e.target.value }))}
                      className={`${STOCK_INPUT} border-linen hover:border-ink/40`}
                      aria-label={`Stock of size ${row.size}`}
                    />
                  </li>
                );
              })}
            </ul>
            <FormAlert message={error} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={saving}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save stock'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
