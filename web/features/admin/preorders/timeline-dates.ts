// The preorder timeline's dates as the modal's date inputs hold them (YYYY-MM-DD, the shop's Pakistan calendar), and
// the PUT /timeline body of what staff changed: a field left alone is not sent, an actual date emptied is cleared.
import type { PreorderTimelinePayload } from '../../../../domain/schemas/preorders.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { pakistanDay } from '../../../../domain/pakistan-time.ts';

export const ESTIMATED_FIELDS = ['productionStart', 'productionEnd', 'readyForDelivery', 'estimatedDelivery'] as const;
export const ACTUAL_FIELDS = ['productionStart', 'readyForDelivery', 'estimatedDelivery'] as const;

export const TIMELINE_LABELS: Record<(typeof ESTIMATED_FIELDS)[number], string> = {
  productionStart: 'Production starts',
  productionEnd: 'Production ends',
  readyForDelivery: 'Ready for delivery',
  estimatedDelivery: 'Delivery',
};

/** An instant as the day it falls on in Pakistan ('' for none). */
export const dayOf = (iso: string | null): string => (iso ? pakistanDay(iso) : '');

export interface TimelineDraft {
  estimated: Record<(typeof ESTIMATED_FIELDS)[number], string>;
  actual: Record<(typeof ACTUAL_FIELDS)[number], string>;
}

export function timelineDraft(preorder: Pick<PreorderView, 'estimatedTimeline' | 'timeline'>): TimelineDraft {
  return {
    estimated: Object.fromEntries(
      ESTIMATED_FIELDS.map((f) => [f, dayOf(preorder.estimatedTimeline[f])]),
    ) as TimelineDraft['estimated'],
    actual: Object.fromEntries(ACTUAL_FIELDS.map((f) => [f, dayOf(preorder.timeline[f])])) as TimelineDraft['actual'],
  };
}

/** Only what differs from the saved preorder; null when nothing does. A promised date cannot be emptied. */
export function timelineChanges(saved: TimelineDraft, draft: TimelineDraft): PreorderTimelinePayload | null {
  const estimated: Partial<Record<(typeof ESTIMATED_FIELDS)[number], string>> = {};
  for (const f of ESTIMATED_FIELDS) {
    if (draft.estimated[f] && draft.estimated[f] !== saved.estimated[f]) estimated[f] = draft.estimated[f];
  }
  const actual: Partial<Record<(typeof ACTUAL_FIELDS)[number], string | null>> = {};
  for (const f of ACTUAL_FIELDS) {
    if (draft.actual[f] !== saved.actual[f]) actual[f] = draft.actual[f] || null;
  }
  const body: PreorderTimelinePayload = {
    ...(Object.keys(estimated).length > 0 && { estimatedTimeline: estimated }),
    ...(Object.keys(actual).length > 0 && { timeline: actual }),
  };
  return Object.keys(body).length > 0 ? body : null;
}
