// Preorders as /preorders shows them (SPEC §3 Preorder; DECISIONS D13, D14, X4): one shape from either answer (the full
// preorder for its owner and staff, the masked one for anyone holding only its ID), whether the shopper may add a
// payment's screenshots, the production diary's photos by post, and the promised and actual dates side by side.
import { formatPkr } from '../../../domain/money.ts';
import { PAYMENT_STATUS_SHOPPER_LABELS } from '../../../domain/orders.ts';
import { MAX_PREORDER_SCREENSHOTS_PER_PAYMENT, type PreorderPayment } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PreorderTrackingView, PreorderView, ProgressImageView } from '../../../domain/schemas/preorder-views.ts';

export type PreorderAnswer = PreorderView | PreorderTrackingView;

/** What both answers hold alike: status, items, amounts, both payments, the diary and the dates. */
type Diary = Omit<PreorderTrackingView, 'customer' | 'shippingAddress' | 'adminNotes' | 'statusHistory'>;

export interface PreorderDisplay extends Diary {
  customerName: string;
  email: string;
  phoneNumber: string;
  /** True when email, phone and street arrive masked (a lookup by preorder ID alone). */
  masked: boolean;
  address: { street: string; city: string; zipCode?: string; country: string };
  notes: { production: string; delivery: string; updatedAt: string | null };
  statusHistory: PreorderTrackingView['statusHistory'];
}

export function toPreorderDisplay(answer: PreorderAnswer): PreorderDisplay {
  const { preorderId, status, createdAt, items, itemCount, paymentDetails, originalAmount, totalAmount } = answer;
  const { initialPayment, finalPayment, deliveryCharges, timeline, estimatedTimeline, productImages } = answer;
  const common = {
    preorderId,
    status,
    createdAt,
    items,
    itemCount,
    paymentDetails,
    originalAmount,
    totalAmount,
    initialPayment,
    finalPayment,
    deliveryCharges,
    timeline,
    estimatedTimeline,
    productImages,
    // D14: general notes are staff-only; only the diary's two notes reach the shopper's screen.
    notes: {
      production: answer.adminNotes.production,
      delivery: answer.adminNotes.delivery,
      updatedAt: answer.adminNotes.updatedAt,
    },
    statusHistory: answer.statusHistory.map(({ status: s, note, at }) => ({ status: s, note, at })),
  };
  if ('customer' in answer) {
    return {
      ...common,
      customerName: answer.customer.firstName,
      email: answer.customer.email,
      phoneNumber: answer.customer.phoneNumber,
      masked: true,
      address: answer.shippingAddress,
    };
  }
  const { street, city, zipCode, country } = answer.shippingAddress;
  return {
    ...common,
    customerName: answer.contact.name,
    email: answer.contact.email,
    phoneNumber: answer.contact.phoneNumber,
    masked: false,
    address: { street, city, zipCode, country },
  };
}

/** Whether the shopper may add screenshots to one payment now, and if not, the short note shown instead. */
export type ScreenshotUpload = { state: 'open' } | { state: 'closed'; note: string };

/** A payment staff marked failed is settled: more proofs would go unread, so the shopper talks to the shop instead. */
const FAILED_NOTE =
  'We could not match this payment. Please contact us on WhatsApp or by phone so we can check it with you.';

export function screenshotUpload(preorder: PreorderDisplay, payment: PreorderPayment): ScreenshotUpload {
  const { status, amount, screenshots } = payment === 'initial' ? preorder.initialPayment : preorder.finalPayment;
  if (status === 'paid') return { state: 'closed', note: PREORDER_MESSAGES.screenshotFrozen(payment) };
  if (preorder.status === 'cancelled') return { state: 'closed', note: PREORDER_MESSAGES.cancelled };
  if (payment === 'final' && amount === null) return { state: 'closed', note: PREORDER_MESSAGES.finalNotDue };
  if (status === 'failed') return { state: 'closed', note: FAILED_NOTE };
  if (screenshots.length >= MAX_PREORDER_SCREENSHOTS_PER_PAYMENT)
    return { state: 'closed', note: PREORDER_MESSAGES.screenshotsFull(MAX_PREORDER_SCREENSHOTS_PER_PAYMENT) };
  return { state: 'open' };
}

/** A payment's status in the shopper's words, as the PDF and mail say it; one still due with nothing sent for it
 *  awaits the payment itself, not our confirmation. */
export function paymentStatusLabel(payment: PreorderDisplay['initialPayment']): string {
  if (payment.status === 'pending' && payment.screenshots.length === 0) return 'Awaiting payment';
  return PAYMENT_STATUS_SHOPPER_LABELS[payment.status];
}

/** One post of the production diary: the photos staff sent together, with their words and date. */
export interface DiaryPost {
  uploadedAt: string;
  description: string;
  photos: ProgressImageView[];
}

/** Photos sent in one upload share its description and time; the newest post first, its photos in the order sent. */
export function diaryPosts(images: readonly ProgressImageView[]): DiaryPost[] {
  const posts = new Map<string, DiaryPost>();
  for (const image of images) {
    const key = `${image.uploadedAt}\n${image.description}`;
    const post = posts.get(key) ?? { uploadedAt: image.uploadedAt, description: image.description, photos: [] };
    post.photos.push(image);
    posts.set(key, post);
  }
  return [...posts.values()].sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt));
}

/** A milestone of the production: the date promised at placing and, once it happened, the date it did. */
export interface MilestoneRow {
  label: string;
  estimated: string;
  actual: string | null;
}

export function milestones(preorder: Pick<PreorderDisplay, 'estimatedTimeline' | 'timeline'>): MilestoneRow[] {
  const { estimatedTimeline: promised, timeline: actual } = preorder;
  return [
    { label: 'Production starts', estimated: promised.productionStart, actual: actual.productionStart },
    // Staff record no actual end of production: the piece being ready for delivery is that moment.
    { label: 'Production ends', estimated: promised.productionEnd, actual: null },
    { label: 'Ready for delivery', estimated: promised.readyForDelivery, actual: actual.readyForDelivery },
    { label: 'Delivery', estimated: promised.estimatedDelivery, actual: actual.estimatedDelivery },
  ];
}

/** What the preorder waits for from the shopper, if anything: a payment due with no screenshot sent for it yet. */
export function awaitedPayment(preorder: PreorderDisplay): string | null {
  if (preorder.status === 'cancelled') return null;
  const { initialPayment: initial, finalPayment: final } = preorder;
  if (initial.status === 'pending' && initial.screenshots.length === 0) return 'Deposit due';
  if (final.amount !== null && final.status === 'pending' && final.screenshots.length === 0)
    return `Final payment due: ${formatPkr(final.amount)}`;
  return null;
}
