// 'New stock run': a batch made for the shop's stock rather than for a preorder (POST /api/workshop/jobs). Staff
// find the product as in the phone-order entry, then choose the size, colour, how many (1-500), when it is due and
// any notes; the same zod contract as the API checks it first. The card opens at the product's first stage.
import { useState, type FormEvent } from 'react';
import { pakistanDay } from '../../../../domain/pakistan-time.ts';
import { SIZES } from '../../../../domain/limits.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';
import { stockJobSchema, type JobView } from '../../../../domain/schemas/workshop.ts';
import { DEFAULT_JOB_WEEKS, MAX_JOB_QUANTITY, MIN_JOB_QUANTITY } from '../../../../domain/workshop.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { Search } from '../../../ui/icons/search.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';
import { ItemThumbnail } from '../../../ui/item-thumbnail.tsx';
import { featuredImage } from '../../catalog/index.ts';
import { offeredColors } from '../../product/index.ts';
import { SearchResults, useProductSearch } from '../create-order/index.ts';
import { WORKSHOP_TEXTS } from './workshop-texts.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function StockRunForm({ onOpened, onCancel }: { onOpened(job: JobView): void; onCancel(): void }) {
  const [product, setProduct] = useState<ProductView | null>(null);
  return product ? (
    <StockRunFields product={product} onChange={() => setProduct(null)} onOpened={onOpened} onCancel={onCancel} />
  ) : (
    <ProductFinder onChoose={setProduct} />
  );
}

function ProductFinder({ onChoose }: { onChoose(product: ProductView): void }) {
  const [text, setText] = useState('');
  const { search, retry } = useProductSearch(text);
  return (
    <div>
      <label htmlFor="stock-run-search" className="text-sm font-medium">
        Which product?
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id="stock-run-search"
          type="search"
          value={text}
          autoComplete="off"
          placeholder="Name or SKU, e.g. ajrak or WMN-AJK-001"
          onChange={(e) => setText(e.target.value)}
          className={`${INPUT_LOOK} ${INPUT_BORDER} block w-full py-3 pl-10 pr-4 text-base placeholder:text-muted sm:text-sm`}
        />
      </div>
      <SearchResults search={search} onRetry={retry} onChoose={onChoose} />
    </div>
  );
}

interface FieldsProps {
  product: ProductView;
  onChange(): void;
  onOpened(job: JobView): void;
  onCancel(): void;
}

function StockRunFields({ product, onChange, onOpened, onCancel }: FieldsProps) {
  const colors = offeredColors(product);
  const sizes = product.sizes.length ? product.sizes : SIZES;
  const today = pakistanDay(new Date());
  const form = useFormFields({
    size: sizes.length === 1 ? sizes[0]! : '',
    color: colors.length === 1 ? colors[0]! : '',
    quantity: '1',
    dueDate: pakistanDay(new Date(Date.now() + DEFAULT_JOB_WEEKS * WEEK_MS)),
    notes: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = product.name.replaceAll('/', ' ');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const { quantity, notes, ...rest } = form.values;
    const payload = form.validate(stockJobSchema, {
      prodId: product.prodId,
      ...rest,
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      ...(notes.trim() && { notes }),
    });
    if (!payload) return;
    setBusy(true);
    setError(null);
    try {
      onOpened(await apiRequest<JobView>('/workshop/jobs', { body: payload }));
    } catch (err) {
      setError(failureMessage(err, WORKSHOP_TEXTS.stockRunFailed));
      setBusy(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="New stock run"
      className="space-y-5"
    >
      <div className="flex items-center gap-3 rounded-xl border border-linen bg-white p-3">
        <ItemThumbnail imageId={featuredImage(product)?.mediaId ?? null} name={product.name} className="w-12" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{name}</p>
          <p className="text-xs text-muted">{product.prodId}</p>
        </div>
        <button
          type="button"
          onClick={onChange}
          className="min-h-10 px-1 text-sm font-semibold underline underline-offset-4"
        >
          Change
        </button>
      </div>
      <FormAlert message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={form.idOf('size')} label="Size" error={form.errors.size}>
          {(p) => (
            <select {...p} name="size" value={form.values.size} onChange={(e) => form.change('size', e.target.value)}>
              <option value="">Choose a size</option>
              {sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={form.idOf('color')} label="Colour" error={form.errors.color}>
          {(p) => (
            <select
              {...p}
              name="color"
              value={form.values.color}
              onChange={(e) => form.change('color', e.target.value)}
            >
              <option value="">Choose a colour</option>
              {colors.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={form.idOf('quantity')}
          label={`How many (${MIN_JOB_QUANTITY}-${MAX_JOB_QUANTITY})`}
          error={form.errors.quantity}
        >
          {(p) => (
            <input
              {...p}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={MIN_JOB_QUANTITY}
              max={MAX_JOB_QUANTITY}
              value={form.values.quantity}
              onChange={(e) => form.change('quantity', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={form.idOf('dueDate')} label="Due" error={form.errors.dueDate}>
          {(p) => (
            <input
              {...p}
              name="dueDate"
              type="date"
              min={today}
              value={form.values.dueDate}
              onChange={(e) => form.change('dueDate', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={form.idOf('notes')} label="Notes" optional error={form.errors.notes} className="sm:col-span-2">
          {(p) => (
            <textarea
              {...p}
              name="notes"
              rows={3}
              maxLength={1000}
              placeholder="e.g. Use the indigo lawn from the March bolt"
              value={form.values.notes}
              onChange={(e) => form.change('notes', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <p className="text-sm text-muted">When the run reaches Ready, the pieces are added to this size’s stock.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
          {busy ? 'Opening…' : 'Open stock run'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel} className="w-full sm:w-auto">
          Cancel
        </Button>
      </div>
    </form>
  );
}
