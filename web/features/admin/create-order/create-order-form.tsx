// The create-order form (issue 5): customer, delivery address, products and payment on the left, the priced summary
// and Place order on the right. Checked in the browser with the shared zod schemas (the spec's words), then placed
// through POST /api/orders/staff, the same order service and stock rules as checkout; a refusal shows the server's
// own reason, marks the line it concerns, and keeps everything typed.
import { useCallback, useEffect, useId, useState } from 'react';
import { sameLine, type CartLine } from '../../../../domain/cart.ts';
import { ORDER_MESSAGES } from '../../../../domain/order-messages.ts';
import { staffOrderSchema } from '../../../../domain/schemas/orders.ts';
import { Button } from '../../../ui/button.tsx';
import { LoaderCircle } from '../../../ui/icons/loader-circle.ts';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { type PriceChange, useQuote } from '../../checkout/index.ts';
import type { FullOrder } from '../../orders/index.ts';
import type { UploadedFile } from '../../uploads/index.ts';
import { AddressFields, CustomerFields } from './customer-fields.tsx';
import {
  emptyDetails,
  knownStock,
  lineMaxQuantity,
  linesAtNewPrices,
  orderDetailsSchema,
  samePiece,
  type PaymentChoice,
} from './order-details.ts';
import { OrderSummary, QuoteTotals } from './order-summary.tsx';
import { PaymentFields } from './payment-fields.tsx';
import { placeStaffOrder, staffOrderPayload } from './place-staff-order.ts';
import { ProductPicker } from './product-picker.tsx';
import { STILL_UPLOADING, useStaffEntrySubmit } from './use-staff-entry-submit.ts';

export function CreateOrderForm({ onPlaced }: { onPlaced: (order: FullOrder) => void }) {
  const uid = useId();
  const searchId = `${uid}-product-search`;
  const form = useFormFields(emptyDetails());
  const [lines, setLines] = useState<CartLine[]>([]);
  const [payment, setPayment] = useState<PaymentChoice>({ method: 'bank', status: 'pending' });
  const [screenshot, setScreenshot] = useState<UploadedFile | null>(null);
  const { quote, retry } = useQuote(lines, form.values.country, lines.length > 0);
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  const [flagged, setFlagged] = useState<{ prodId: string; size: string } | null>(null);
  // What the server said is left when it refused a line, so the picker stops offering pieces that have gone.
  const [stockNow, setStockNow] = useState<Record<string, number>>({});
  // What the catalog said of each size when it was added ('prodId|size' -> pieces), so the summary's + stops there.
  const [stockSeen, setStockSeen] = useState<Record<string, number>>({});

  /** The lines take the catalog's current prices, so the next quote and the order agree with the server. */
  const takeNewPrices = useCallback((changes: readonly PriceChange[]) => {
    setLines((current) => linesAtNewPrices(current, changes));
    setPriceChanges((before) => [...before.filter((b) => !changes.some((c) => samePiece(c, b))), ...changes]);
  }, []);

  // The quote found prices that changed since the lines were added: show them, and take them into the lines.
  useEffect(() => {
    if (quote.state === 'ready' && quote.quote.priceChanges.length > 0) takeNewPrices(quote.quote.priceChanges);
  }, [quote, takeNewPrices]);

  const { submit, placing, placeError, setPlaceError, linesError, linesChanged, setUploading } = useStaffEntrySubmit({
    form,
    detailsSchema: orderDetailsSchema,
    payloadSchema: staffOrderSchema,
    payload: () => staffOrderPayload(form.values, payment, lines, screenshot?.fileUrl ?? null),
    searchId,
    screenshot,
    send: placeStaffOrder,
    onPlaced,
    onPriceChanges: takeNewPrices,
    onSending: () => setFlagged(null),
    onRefused: ({ prodId, size, available, message }) => {
      if (prodId && size) {
        setFlagged({ prodId, size });
        if (available !== undefined) setStockNow((known) => ({ ...known, [`${prodId}|${size}`]: available }));
      }
      // The upload expired or was removed: the uploader is empty again, ready for it.
      if (message === ORDER_MESSAGES.screenshotNotFound) setScreenshot(null);
    },
  });

  function changeLines(next: CartLine[], stock: Record<string, number> = {}) {
    setLines(next);
    setStockSeen((known) => ({ ...known, ...stock }));
    setFlagged(null);
    linesChanged(next.length);
  }

  function changeScreenshot(file: UploadedFile | null) {
    setScreenshot(file);
    if (placeError === ORDER_MESSAGES.screenshotNotFound || placeError === STILL_UPLOADING) setPlaceError(null);
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Create an order"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8 xl:grid-cols-[minmax(0,1fr)_25rem]"
    >
      <div className="min-w-0 space-y-6">
        <CustomerFields form={form} />
        <AddressFields form={form} />
        <ProductPicker
          searchId={searchId}
          lines={lines}
          onLinesChange={changeLines}
          stockNow={stockNow}
          error={linesError}
        />
        <PaymentFields
          payment={payment}
          onPayment={setPayment}
          screenshot={screenshot}
          onScreenshot={changeScreenshot}
          onUploadingChange={setUploading}
        />
      </div>
      <OrderSummary
        lines={lines}
        totals={<QuoteTotals lines={lines} quote={quote} onRetryQuote={retry} />}
        priceChanges={priceChanges}
        flagged={flagged}
        maxQuantity={(line) => lineMaxQuantity(line, lines, knownStock(stockSeen, stockNow))}
        onQuantity={(line, quantity) => changeLines(lines.map((l) => (sameLine(l, line) ? { ...l, quantity } : l)))}
        onRemove={(line) => changeLines(lines.filter((l) => !sameLine(l, line)))}
      >
        <FormAlert message={placeError} />
        <Button type="submit" disabled={placing} aria-busy={placing} className="min-h-12 w-full">
          {placing && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
          {placing ? 'Placing order…' : 'Place order'}
        </Button>
        <p className="text-center text-xs text-muted">
          Stock is taken when the order is placed; the customer is emailed the confirmation.
        </p>
      </OrderSummary>
    </form>
  );
}
