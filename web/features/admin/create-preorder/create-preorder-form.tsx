// The create-preorder form (issue 13): customer (email optional), delivery address in Pakistan, products in any size
// (made to order), the deposit's method, status and screenshot on the left; the lines with Subtotal, Pay Now (50%) and
// the final payment 'to be confirmed' on the right. Checked with the API's own schema, then sent to
// POST /api/preorders/staff with an Idempotency-Key; a refusal shows the server's reason and keeps everything typed.
import { useId, useState } from 'react';
import { sameLine, type CartLine } from '../../../../domain/cart.ts';
import { formatPkr } from '../../../../domain/money.ts';
import { PREORDER_COUNTRY, preorderAmounts } from '../../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../../domain/preorder-messages.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { staffPreorderSchema } from '../../../../domain/schemas/preorders.ts';
import { MAX_LINE_QUANTITY } from '../../../../domain/limits.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { LoaderCircle } from '../../../ui/icons/loader-circle.ts';
import type { PriceChange } from '../../checkout/index.ts';
import { orderSender } from '../../orders/index.ts';
import type { UploadedFile } from '../../uploads/index.ts';
import {
  AddressFields,
  CustomerFields,
  emptyDetails,
  linesAtNewPrices,
  OrderSummary,
  type PaymentChoice,
  PaymentFields,
  ProductPicker,
  useStaffEntrySubmit,
} from '../create-order/index.ts';
import { preorderDetailsSchema, staffPreorderPayload } from './preorder-details.ts';

const NO_STOCK_LIMIT = {};

const sender = orderSender<PreorderView>({
  offline:
    'We could not reach the shop, so the preorder was not placed yet. Please check the connection and press Place preorder again.',
  fallback: () => PREORDER_MESSAGES.createFailed,
  idField: 'preorderId',
});

function PreorderTotals({ lines }: { lines: readonly CartLine[] }) {
  if (lines.length === 0) return <p className="text-sm text-muted">No items yet. Add a product to see the deposit.</p>;
  const amounts = preorderAmounts(
    lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    null,
  );
  const rows: [string, string][] = [
    ['Subtotal', formatPkr(amounts.originalAmount)],
    ['Pay Now (50%)', formatPkr(amounts.payNow)],
    ['Final Payment (50% + delivery)', 'To be confirmed'],
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-muted">{label}</dt>
          <dd className="shrink-0 tabular-nums">{value}</dd>
        </div>
      ))}
      <p className="pt-1 text-xs text-muted">
        The shop prices the preorder when it is placed; the final amount is set with the delivery charge when the piece
        is ready.
      </p>
    </dl>
  );
}

export function CreatePreorderForm({ onPlaced }: { onPlaced: (preorder: PreorderView) => void }) {
  const uid = useId();
  const searchId = `${uid}-product-search`;
  const form = useFormFields({ ...emptyDetails(), country: PREORDER_COUNTRY });
  const [lines, setLines] = useState<CartLine[]>([]);
  const [payment, setPayment] = useState<PaymentChoice>({ method: 'bank', status: 'pending' });
  const [screenshot, setScreenshot] = useState<UploadedFile | null>(null);
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  const { submit, placing, placeError, linesError, linesChanged, setUploading } = useStaffEntrySubmit({
    form,
    detailsSchema: preorderDetailsSchema,
    payloadSchema: staffPreorderSchema,
    payload: () => staffPreorderPayload(form.values, payment, lines, screenshot?.fileUrl ?? null),
    searchId,
    screenshot,
    send: (payload) => sender.send('/api/preorders/staff', payload),
    onPlaced,
    // The new amounts show before staff place again.
    onPriceChanges: (changes) => {
      setLines((current) => linesAtNewPrices(current, changes));
      setPriceChanges(changes);
    },
  });

  function changeLines(next: CartLine[]) {
    setLines(next);
    linesChanged(next.length);
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Create a preorder"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8 xl:grid-cols-[minmax(0,1fr)_25rem]"
    >
      <div className="min-w-0 space-y-6">
        <CustomerFields form={form} />
        <AddressFields form={form} fixedCountry={PREORDER_COUNTRY} />
        <ProductPicker
          searchId={searchId}
          lines={lines}
          onLinesChange={(next) => changeLines(next)}
          stockNow={NO_STOCK_LIMIT}
          error={linesError}
          madeToOrder
        />
        <PaymentFields
          payment={payment}
          onPayment={setPayment}
          screenshot={screenshot}
          onScreenshot={setScreenshot}
          onUploadingChange={setUploading}
          deposit
        />
      </div>
      <OrderSummary
        title="Preorder summary"
        lines={lines}
        totals={<PreorderTotals lines={lines} />}
        priceChanges={priceChanges}
        flagged={null}
        maxQuantity={() => MAX_LINE_QUANTITY}
        onQuantity={(line, quantity) => changeLines(lines.map((l) => (sameLine(l, line) ? { ...l, quantity } : l)))}
        onRemove={(line) => changeLines(lines.filter((l) => !sameLine(l, line)))}
      >
        <FormAlert message={placeError} />
        <Button type="submit" disabled={placing} aria-busy={placing} className="min-h-12 w-full">
          {placing && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
          {placing ? 'Placing preorder…' : 'Place preorder'}
        </Button>
        <p className="text-center text-xs text-muted">
          No stock is taken: the piece is made to order. The customer is emailed the confirmation if an email is given.
        </p>
      </OrderSummary>
    </form>
  );
}
