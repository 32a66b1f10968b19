// The products with piece rates of their own (they win over the category's default): each product's stages and
// rates, and the form that sets one, finding the product by name or SKU as the stock run does.
import { useState, type FormEvent } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import { plainName } from '../../../../domain/product-names.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';
import { pieceRateSchema, type PieceRateView } from '../../../../domain/schemas/workshop.ts';
import { MAX_PIECE_RATE, SKILL_STAGES, WORK_STAGE_LABELS } from '../../../../domain/workshop.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { Search } from '../../../ui/icons/search.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';
import { SearchResults, useProductSearch } from '../create-order/index.ts';
import { ListEmptyNote } from '../kit/index.ts';
import { PAY_TEXTS } from './pay-texts.ts';
import { productRateRows, rateNumber } from './rate-grid.ts';

interface ProductRatesProps {
  rates: PieceRateView[];
  onSaved(rates: PieceRateView[]): void;
}

export function ProductRates({ rates, onSaved }: ProductRatesProps) {
  const rows = productRateRows(rates);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="product-rates-heading" className="space-y-3">
      <div>
        <h3 id="product-rates-heading" className="font-display text-lg text-ink">
          Product rates
        </h3>
        <p className="text-sm text-muted">A product’s own rate for a stage wins over its category’s default.</p>
      </div>
      {rows.length === 0 ? (
        <ListEmptyNote>No product has a rate of its own yet.</ListEmptyNote>
      ) : (
        <ul aria-label="Product rates" className="divide-y divide-linen rounded-xl border border-linen bg-white">
          {rows.map((row) => (
            <li key={row.prodId} className="px-4 py-3" data-testid="product-rate">
              <p className="text-sm font-medium text-ink">
                {plainName(row.name)} <span className="font-normal text-muted">· {row.prodId}</span>
              </p>
              <ul aria-label={`Rates for ${plainName(row.name)}`} className="mt-1.5 flex flex-wrap gap-1.5">
                {row.rates.map((r) => (
                  <li key={r.stage} className="rounded-full bg-sand px-2.5 py-0.5 text-xs text-ink">
                    {WORK_STAGE_LABELS[r.stage]} <span className="font-semibold tabular-nums">{formatPkr(r.rate)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <FormNotice message={notice} />
      <ProductRateForm
        onSaved={(list, text) => {
          setNotice(text);
          onSaved(list);
        }}
      />
    </section>
  );
}

function ProductRateForm({ onSaved }: { onSaved(rates: PieceRateView[], notice: string): void }) {
  const [product, setProduct] = useState<ProductView | null>(null);
  const [text, setText] = useState('');
  const { search, retry } = useProductSearch(product ? '' : text);
  const form = useFormFields<'stage' | 'rate'>({ stage: SKILL_STAGES[0], rate: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!product || busy) return;
    setFailure(null);
    const body = form.validate(pieceRateSchema, {
      prodId: product.prodId,
      stage: form.values.stage,
      rate: rateNumber(form.values.rate),
    });
    if (!body) return;
    setBusy(true);
    try {
      const list = await apiRequest<PieceRateView[]>('/workshop/rates', { method: 'PUT', body });
      onSaved(list, PAY_TEXTS.productRateSaved(plainName(product.name), body.stage, body.rate));
      form.change('rate', '');
    } catch (err) {
      setFailure(failureMessage(err, PAY_TEXTS.rateFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Set a product rate"
      className="space-y-4 rounded-xl border border-linen bg-white p-4"
    >
      <h4 className="text-sm font-semibold text-ink">Set a product rate</h4>
      {product ? (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-sand/50 px-3 py-2">
          <p className="min-w-0 text-sm">
            <span className="font-medium">{plainName(product.name)}</span>{' '}
            <span className="text-muted">· {product.prodId}</span>
          </p>
          <button
            type="button"
            onClick={() => setProduct(null)}
            className="min-h-10 px-1 text-sm font-semibold underline underline-offset-4"
          >
            Change
          </button>
        </div>
      ) : (
        <div>
          <label htmlFor="rate-product-search" className="text-sm font-medium">
            Which product?
          </label>
          <div className="relative mt-1.5">
            <Search
              className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              id="rate-product-search"
              type="search"
              value={text}
              autoComplete="off"
              placeholder="Name or SKU, e.g. ajrak or WMN-AJK-001"
              onChange={(e) => setText(e.target.value)}
              className={`${INPUT_LOOK} ${INPUT_BORDER} block w-full py-3 pl-10 pr-4 text-base placeholder:text-muted sm:text-sm`}
            />
          </div>
          <SearchResults search={search} onRetry={retry} onChoose={setProduct} />
        </div>
      )}
      <FormAlert message={failure} />
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <FormField id={form.idOf('stage')} label="Stage" error={form.errors.stage}>
          {(p) => (
            <select
              {...p}
              name="stage"
              value={form.values.stage}
              onChange={(e) => form.change('stage', e.target.value)}
            >
              {SKILL_STAGES.map((s) => (
                <option key={s} value={s}>
                  {WORK_STAGE_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={form.idOf('rate')} label="Rate per piece (Rs)" error={form.errors.rate}>
          {(p) => (
            <input
              {...p}
              name="rate"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_PIECE_RATE}
              value={form.values.rate}
              onChange={(e) => form.change('rate', e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" className="min-h-12 w-full px-5! py-2! sm:mt-6.5 sm:w-auto" disabled={!product || busy}>
          {busy ? 'Saving…' : 'Set rate'}
        </Button>
      </div>
    </form>
  );
}
