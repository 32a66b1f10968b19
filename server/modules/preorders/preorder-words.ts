// Words the preorder emails and the confirmation PDF share: dates in Pakistan time, the promised stages, item names
// and payment methods.
import { PAYMENT_METHOD_LABELS } from '../../../domain/orders.ts';
import type { PreorderEstimate, PreorderPaymentMethod } from '../../../domain/preorders.ts';
import { pakistanDate } from '../../../domain/pakistan-time.ts';

/** '25 Nov 2026' as the shop's calendar reads it: a preorder placed at 1 am in Lahore is not dated the day before. */
export const preorderDate = (at: Date | string): string => pakistanDate(at);

/** The dates promised at placing (estimatedTimeline), in the order they happen. */
export const PREORDER_STAGE_DATES: readonly { key: keyof PreorderEstimate; label: string }[] = [
  { key: 'productionStart', label: 'Production starts' },
  { key: 'productionEnd', label: 'Production ends' },
  { key: 'readyForDelivery', label: 'Ready for delivery' },
  { key: 'estimatedDelivery', label: 'Delivered to you' },
];

/** An item's name as order mail writes it: a '/' in a product's name reads as a space. */
export const itemName = (name: string) => name.replaceAll('/', ' ');

export const methodLabel = (method: PreorderPaymentMethod) => PAYMENT_METHOD_LABELS[method];
