// The thank-you page of /preorder-confirmation once the preorder is read: the preorder ID, Track Preorders, Continue
// Shopping, Download PDF (the server's PDF, the full one for the owner), Print, the summary, the customer's details
// (masked unless the owner or staff, X4) and What Happens Next. Loaded beside the preorder's fetch
// (routes/preorder-confirmation.tsx).
import { useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../domain/orders.ts';
import { PREORDER_STATUS_LABELS } from '../../../domain/preorders.ts';
import { PreorderAmountsList } from './preorder-amounts.tsx';
import { PreorderNextSteps } from './preorder-next-steps.tsx';
import { PREORDER_TIMELINE } from './preorder-timeline.ts';
import { isFullPreorder, type PreorderAnswer } from './use-preorder-lookup.ts';
import {
  ConfirmationCard,
  ConfirmationId,
  OrderItems,
  ThankYouHeading,
  WhatsappScreenshotLink,
} from '../orders/index.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';

/** SPEC §2: the print window opens half a second after Print, once the page has settled. */
const PRINT_DELAY_MS = 500;

/** On paper the cards lose their frame, so the page prints as one sheet. */
const PRINT_FLAT = 'print:border-0 print:p-0 print:shadow-none';

function CustomerDetails({ preorder }: { preorder: PreorderAnswer }) {
  const rows = isFullPreorder(preorder)
    ? [
        ['Name', preorder.contact.name],
        ['Email', preorder.contact.email],
        ['Phone', preorder.contact.phoneNumber],
        [
          'Address',
          [preorder.shippingAddress.street, preorder.shippingAddress.city, preorder.shippingAddress.zipCode]
            .filter(Boolean)
            .join(', '),
        ],
      ]
    : [
        ['Name', preorder.customer.firstName],
        ['Email', preorder.customer.email],
        ['Phone', preorder.customer.phoneNumber],
        ['Address', `${preorder.shippingAddress.street}, ${preorder.shippingAddress.city}`],
      ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2" data-testid="preorder-customer">
      {[...rows, ['Country', preorder.shippingAddress.country]].map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">{label}</dt>
          <dd className="mt-1 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ preorderId }: { preorderId: string }) {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setProblem(null);
    try {
      await downloadFile(`/preorders/${encodeURIComponent(preorderId)}/confirmation.pdf`, `${preorderId}.pdf`);
    } catch (err) {
      setProblem(failureMessage(err, 'Failed to download the preorder PDF. Please try again.'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="print:hidden">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <ButtonLink to={`/preorders?id=${encodeURIComponent(preorderId)}`}>Track Preorders</ButtonLink>
        <ButtonLink to="/shop" variant="secondary">
          Continue Shopping
        </ButtonLink>
        <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing PDF…' : 'Download PDF'}
        </Button>
        <Button variant="ghost" onClick={() => window.setTimeout(() => window.print(), PRINT_DELAY_MS)}>
          Print
        </Button>
      </div>
      <p role="alert" className="mt-3 text-center text-sm text-madder empty:hidden">
        {problem}
      </p>
    </div>
  );
}

export function PreorderConfirmationView({ preorder }: { preorder: PreorderAnswer }) {
  const firstName = isFullPreorder(preorder) ? preorder.contact.name.split(' ')[0] : preorder.customer.firstName;
  const { initialPayment } = preorder;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="text-center">
        <ThankYouHeading title="Thank you for your preorder!">
          {firstName ? `${firstName}, we` : 'We'} have received your preorder, placed on {orderDate(preorder.createdAt)}
          . {PREORDER_TIMELINE}
        </ThankYouHeading>
        <ConfirmationId
          label="Preorder ID"
          id={preorder.preorderId}
          copyLabel="Copy preorder ID"
          testId="preorder-id"
          status={
            <span className="inline-flex items-center rounded-full bg-gold/15 px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em]">
              {PREORDER_STATUS_LABELS[preorder.status]}
            </span>
          }
        />
        <p className="mt-3 text-xs text-muted">Keep this ID to track your preorder and add payment screenshots.</p>
        <div className="mt-8">
          <Actions preorderId={preorder.preorderId} />
        </div>
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:items-start">
        <ConfirmationCard className={PRINT_FLAT} title="Preorder summary">
          <OrderItems items={preorder.items} />
          <div className="mt-5 border-t border-linen pt-5">
            <PreorderAmountsList
              subtotal={preorder.originalAmount}
              payNow={initialPayment.amount ?? 0}
              balance={preorder.originalAmount - (initialPayment.amount ?? 0)}
              finalPayment={preorder.finalPayment.amount}
              total={preorder.totalAmount}
            />
          </div>
          <p className="mt-5 text-sm text-muted">
            Paid by {PAYMENT_METHOD_LABELS[preorder.paymentDetails.method]}; {initialPayment.screenshots.length}{' '}
            {initialPayment.screenshots.length === 1 ? 'screenshot' : 'screenshots'} received.{' '}
            {initialPayment.status === 'paid'
              ? 'Your 50% payment is confirmed.'
              : 'We confirm your 50% payment within 24 hours.'}
          </p>
          {preorder.status !== 'cancelled' && (
            <div className="mt-4">
              <WhatsappScreenshotLink kind="preorder" id={preorder.preorderId} />
            </div>
          )}
        </ConfirmationCard>
        <div className="space-y-6">
          <ConfirmationCard className={PRINT_FLAT} title="Customer details">
            <CustomerDetails preorder={preorder} />
          </ConfirmationCard>
          <ConfirmationCard className={PRINT_FLAT} title="What happens next">
            <PreorderNextSteps preorder={preorder} />
          </ConfirmationCard>
        </div>
      </div>
    </div>
  );
}
