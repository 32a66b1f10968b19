// The create-order form (issue 5): customer, delivery address, products and payment on the left, the priced summary
// and Place order on the right. Checked in the browser with the shared zod schemas (the spec's words), then placed
// through POST /api/orders/staff, the same order service and stock rules as checkout; a refusal shows the server's
// own reason, marks the line it concerns, and keeps everything typed.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { sameLine, type CartLine } from '../../../../domain/cart.ts';
import { ORDER_MESSAGES } from '../../../../domain/orders.ts';
import { staffOrderSchema } from '../../../../domain/schemas/orders.ts';
import { Button } from '../../../ui/button.tsx';
import { LoaderCircle } from '../../../ui/icons/loader-circle.ts';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import type { PriceChange } from '../../checkout/place-order.ts';
import { useQuote } from '../../checkout/use-quote.ts';
import type { FullOrder } from '../../orders/order-types.ts';
import type { UploadedFile } from '../../uploads/screenshot-uploader.tsx';
import { AddressFields, CustomerFields } from './customer-fields.tsx';
import {
  emptyDetails,
  knownStock,
  lineMaxQuantity,
  orderDetailsSchema,
  samePiece,
  type PaymentChoice,
} from './order-details.ts';
import { OrderSummary, QuoteTotals } from './order-summary.tsx';
import { PaymentFields } from './payment-fields.tsx';
import { placeStaffOrder, staffOrderPayload } from './place-staff-order.ts';
import { ProductPicker } from './product-picker.tsx';

const STILL_UPLOADING = 'Please wait until the payment screenshot has finished uploading.';

export function CreateOrderForm({ onPlaced }: { onPlaced: (order: FullOrder) => void }) {
  const uid = useId();
  const searchId = `${uid}-product-search`;
  const form = useFormFields(emptyDetails());
  const [lines, setLines] = useState<CartLine[]>([]);
  const [linesError, setLinesError] = useState<string | undefined>();
  const [payment, setPayment] = useState<PaymentChoice>({ method: 'bank', status: 'pending' });
  const [screenshot, setScreenshot] = useState<UploadedFile | null>(null);
  // An order sent while the screenshot is still uploading would go without it.
  const [uploading, setUploading] = useState(false);
  const { quote, retry } = useQuote(lines, form.values.country, lines.length > 0);
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [flagged, setFlagged] = useState<{ prodId: string; size: string } | null>(null);
  // What the server said is left when it refused a line, so the picker stops offering pieces that have gone.
  const [stockNow, setStockNow] = useState<Record<string, number>>({});
  // What the catalog said of each size when it was added ('prodId|size' -> pieces), so the summary's + stops there.
  const [stockSeen, setStockSeen] = useState<Record<string, number>>({});
  // A second click lands before React re-renders the disabled button: this stops it at once.
  const busy = useRef(false);

  /** The lines take the catalog's current prices, so the next quote and the order agree with the server. */
  const takeNewPrices = useCallback((changes: readonly PriceChange[]) => {
    setLines((current) =>
      current.map((line) => ({ ...line, price: changes.find((c) => samePiece(c, line))?.now ?? line.price })),
    );
    setPriceChanges((before) => [...before.filter((b) => !changes.some((c) => samePiece(c, b))), ...changes]);
  }, []);

  // The quote found prices that changed since the lines were added: show them, and take them into the lines.
  useEffect(() => {
    if (quote.state === 'ready' && quote.quote.priceChanges.length > 0) takeNewPrices(quote.quote.priceChanges);
  }, [quote, takeNewPrices]);

  function changeLines(next: CartLine[], stock: Record<string, number> = {}) {
    setLines(next);
    setStockSeen((known) => ({ ...known, ...stock }));
    setFlagged(null);
    setPlaceError(null);
    if (next.length > 0) setLinesError(undefined);
  }

  function changeScreenshot(file: UploadedFile | null) {
    setScreenshot(file);
    if (placeError === ORDER_MESSAGES.screenshotNotFound || placeError === STILL_UPLOADING) setPlaceError(null);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    if (uploading) return setPlaceError(STILL_UPLOADING);
    const details = form.validate(orderDetailsSchema, form.values);
    const payload = staffOrderPayload(form.values, payment, lines, screenshot?.fileUrl ?? null);
    const parsed = staffOrderSchema.safeParse(payload);
    const itemsIssue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'items');
    setLinesError(itemsIssue?.message);
    if (!details) return;
    if (itemsIssue) return document.getElementById(searchId)?.focus();
    if (!parsed.success) return setPlaceError(parsed.error.issues[0]!.message);

    busy.current = true;
    setPlacing(true);
    setPlaceError(null);
    setFlagged(null);
    const result = await placeStaffOrder(parsed.data);
    if (result.ok) {
      if (screenshot) URL.revokeObjectURL(screenshot.previewUrl);
      onPlaced(result.order);
      return;
    }
    busy.current = false;
    setPlacing(false);
    // A price changed meanwhile: the lines take it and the new total shows before staff place again.
    if (result.priceChanges?.length) takeNewPrices(result.priceChanges);
    if (result.prodId && result.size) {
      const { prodId, size, available } = result;
      setFlagged({ prodId, size });
      if (available !== undefined) setStockNow((known) => ({ ...known, [`${prodId}|${size}`]: available }));
    }
    // The upload expired or was removed: the uploader is empty again, ready for it.
    if (result.message === ORDER_MESSAGES.screenshotNotFound) setScreenshot(null);
    setPlaceError(result.message);
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
