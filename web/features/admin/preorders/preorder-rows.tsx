// The preorder list in the Orders tab's two shapes (record-rows.tsx: a table on md+ screens, cards on phones), with
// what is the preorders' own: the amount before or after delivery, the deposit and final payment, and the status.
import { formatPkr } from '../../../../domain/money.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { RecordCards, RecordTable } from '../records/index.ts';
import { ProofFlag } from '../proof-check/index.ts';
import { PreorderPaymentBadge, PreorderStatusBadge } from './preorder-badges.tsx';

interface PreorderRowsProps {
  preorders: PreorderView[];
  /** The preorders with a payment proof whose check needs a closer look (issue 20). */
  proofFlagged: ReadonlySet<string>;
  onOpen(preorder: PreorderView): void;
}

/** The total once delivery is set; until then the subtotal, said to be before delivery. */
function amount(preorder: PreorderView) {
  return preorder.totalAmount === null ? (
    <>
      {formatPkr(preorder.originalAmount)}
      <span className="block text-xs font-normal text-muted">+ delivery</span>
    </>
  ) : (
    formatPkr(preorder.totalAmount)
  );
}

const reference = (preorder: PreorderView) => preorder.preorderId;
const viewLabel = (preorder: PreorderView) => `View preorder ${preorder.preorderId}`;

function PaymentBadges({ preorder }: { preorder: PreorderView }) {
  return (
    <>
      <PreorderPaymentBadge label="Deposit" status={preorder.initialPayment.status} />
      <PreorderPaymentBadge label="Final" status={preorder.finalPayment.status} />
    </>
  );
}

export function PreorderRows({ preorders, proofFlagged, onOpen }: PreorderRowsProps) {
  return (
    <>
      <RecordTable
        records={preorders}
        onOpen={onOpen}
        reference={reference}
        viewLabel={viewLabel}
        amount={amount}
        testId="preorder-row"
        caption="Preorders"
        headings={{ reference: 'Preorder', amount: 'Amount', payment: 'Payments' }}
        itemCount={(preorder) => preorder.itemCount}
        payment={(preorder) => (
          <span className="flex flex-col items-start gap-1">
            <PaymentBadges preorder={preorder} />
            {proofFlagged.has(preorder._id) && <ProofFlag />}
          </span>
        )}
        status={(preorder) => <PreorderStatusBadge status={preorder.status} />}
      />
      <RecordCards
        records={preorders}
        onOpen={onOpen}
        reference={reference}
        viewLabel={viewLabel}
        amount={amount}
        testId="preorder-card"
        label="Preorders"
        badges={(preorder) => (
          <>
            <PreorderStatusBadge status={preorder.status} />
            <PaymentBadges preorder={preorder} />
            {proofFlagged.has(preorder._id) && <ProofFlag />}
          </>
        )}
      />
    </>
  );
}
