// The order's progress (SPEC §2 /track-order): Pending, Processing, Shipped, Delivered, completed up to the current
// status, each with the date it was recorded; a cancelled order says so after the step it reached.
import { ORDER_STATUS_LABELS, ORDER_TIMELINE, timelineReached, type OrderStatus } from '../../../domain/orders.ts';
import { StageTimeline } from '../../ui/stage-timeline.tsx';

interface StatusTimelineProps {
  status: OrderStatus;
  history: readonly { status: OrderStatus; at: string }[];
}

export function StatusTimeline({ status, history }: StatusTimelineProps) {
  return (
    <StageTimeline
      status={status}
      history={history}
      stages={ORDER_TIMELINE}
      labels={ORDER_STATUS_LABELS}
      reached={timelineReached}
      noun="order"
    />
  );
}
