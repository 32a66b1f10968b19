// What Happens Next on the preorder confirmation (SPEC §2): the four stages a preorder goes through, each with the date
// promised at placing (the preorder's estimatedTimeline, D13/§9), the current one marked.
import {
  PREORDER_STAGES,
  PREORDER_STATUS_LABELS,
  preorderStageReached,
  type PreorderStatus,
} from '../../../domain/preorders.ts';
import type { PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { Check } from '../../ui/icons/check.ts';

type Stage = Exclude<PreorderStatus, 'cancelled'>;

const STAGE_TEXT: Record<Stage, (p: Pick<PreorderView, 'createdAt' | 'estimatedTimeline'>) => string> = {
  pending: (p) => `Placed on ${orderDate(p.createdAt)}. We confirm your 50% payment within 24 hours.`,
  production: (p) => `Our artisans start making your piece by ${orderDate(p.estimatedTimeline.productionStart)}.`,
  packaging: (p) =>
    `Ready by ${orderDate(p.estimatedTimeline.readyForDelivery)}: we email you the final payment (50% + delivery).`,
  shipped_delivered: (p) =>
    `Once the final payment is confirmed, it reaches you by ${orderDate(p.estimatedTimeline.estimatedDelivery)}.`,
};

export function PreorderNextSteps({
  preorder,
}: {
  preorder: Pick<PreorderView, 'status' | 'createdAt' | 'estimatedTimeline'>;
}) {
  return (
    <ol aria-label="Preorder stages" className="space-y-5">
      {PREORDER_STAGES.map((stage, i) => {
        const reached = preorderStageReached(preorder.status, stage);
        return (
          <li key={stage} className="flex gap-4">
            <span
              aria-hidden
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                reached ? 'bg-leaf text-white' : 'border border-linen bg-white text-muted'
              }`}
            >
              {reached ? <Check className="h-4 w-4" /> : i + 1}
            </span>
            <div>
              <p className="font-semibold">
                {PREORDER_STATUS_LABELS[stage]}
                <span className="sr-only">{reached ? ', reached' : ', not yet'}</span>
              </p>
              <p className="mt-1 text-sm text-ink/80">{STAGE_TEXT[stage as Stage](preorder)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
