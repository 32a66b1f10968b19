// The words of preorder emails (confirmation, status, delivery charge set, new progress photo), queued through the
// outbox.
import { splitName } from '../../../domain/accounts.ts';
import { BRAND } from '../../../domain/brand.ts';
import { formatPkr } from '../../../domain/money.ts';
import {
  PREORDER_STATUS_LABELS,
  type PreorderEstimate,
  type PreorderPaymentMethod,
  type PreorderStatus,
} from '../../../domain/preorders.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import type { QueuedMail } from '../notifications/index.ts';

export interface MailPreorder {
  preorderId: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: PreorderPaymentMethod;
  originalAmount: number;
  initialAmount: number;
  items: { name: string; size: string; color: string; quantity: number; price: number }[];
  estimatedTimeline: PreorderEstimate;
}

type Who = Pick<MailPreorder, 'preorderId' | 'customerName' | 'customerEmail'>;

const greeting = (name: string) => `Assalam-o-alaikum ${splitName(name).firstName},`;
const signature = `${BRAND.name} · ${BRAND.tagline}`;
const diaryLink = (linkBase: string, id: string) => `${linkBase}/preorders?id=${id}`;
const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Karachi' });

function howToPay(payment: PaymentSettingsView): string[] {
  return [
    ...(payment.bank
      ? [
          `Bank transfer: ${payment.bank.bankName}, ${payment.bank.accountTitle}, account ${payment.bank.accountNumber}${payment.bank.iban ? `, IBAN ${payment.bank.iban}` : ''}`,
        ]
      : []),
    ...(payment.easypaisa ? [`Easypaisa: ${payment.easypaisa.accountTitle}, ${payment.easypaisa.accountNumber}`] : []),
  ];
}

export function preorderConfirmationMail(p: MailPreorder, payment: PaymentSettingsView, linkBase: string): QueuedMail {
  const text = [
    greeting(p.customerName),
    '',
    `Thank you for your preorder. Your preorder ID is ${p.preorderId}.`,
    '',
    ...p.items.map(
      (i) =>
        `- ${i.name.replaceAll('/', ' ')} (${i.size}, ${i.color}) x ${i.quantity}: ${formatPkr(i.price * i.quantity)}`,
    ),
    '',
    `Subtotal: ${formatPkr(p.originalAmount)}`,
    `Paid now (50%): ${formatPkr(p.initialAmount)}. We check your screenshot within 24 hours.`,
    'Final payment: the other 50% plus delivery, when your piece is ready; we will email you the amount.',
    '',
    `Production starts by ${day(p.estimatedTimeline.productionStart)}; your piece should reach you by ${day(p.estimatedTimeline.estimatedDelivery)}.`,
    ...howToPay(payment),
    `Follow your piece being made: ${diaryLink(linkBase, p.preorderId)}`,
    '',
    signature,
  ].join('\n');
  return {
    kind: 'preorder-confirmation',
    to: p.customerEmail,
    subject: `Your ${BRAND.name} preorder ${p.preorderId}`,
    text,
  };
}

export function preorderStatusMail(p: Who, status: PreorderStatus, message: string, linkBase: string): QueuedMail {
  const label = PREORDER_STATUS_LABELS[status];
  const text = [
    greeting(p.customerName),
    '',
    message,
    '',
    `Preorder ${p.preorderId}: ${label}`,
    `Follow it: ${diaryLink(linkBase, p.preorderId)}`,
    '',
    signature,
  ].join('\n');
  return { kind: 'preorder-status', to: p.customerEmail, subject: `Preorder ${p.preorderId}: ${label}`, text };
}

export function deliveryChargeMail(
  p: Who,
  amounts: { deliveryCharge: number; finalPayment: number },
  notes: string | null,
  payment: PaymentSettingsView,
  linkBase: string,
): QueuedMail {
  const text = [
    greeting(p.customerName),
    '',
    `Your piece is ready. The final payment of your preorder ${p.preorderId} is ${formatPkr(amounts.finalPayment)} (the other 50% plus delivery of ${formatPkr(amounts.deliveryCharge)}).`,
    ...(notes ? ['', notes] : []),
    '',
    ...howToPay(payment),
    `Upload your payment screenshot at ${diaryLink(linkBase, p.preorderId)}`,
    '',
    signature,
  ].join('\n');
  return {
    kind: 'preorder-delivery-charge',
    to: p.customerEmail,
    subject: `Preorder ${p.preorderId}: final payment due`,
    text,
  };
}

export function progressPhotoMail(p: Who, photo: { url: string; description: string }, linkBase: string): QueuedMail {
  const text = [
    greeting(p.customerName),
    '',
    'Your piece is taking shape.',
    ...(photo.description ? [photo.description] : []),
    `See the photo: ${photo.url}`,
    `Your production diary: ${diaryLink(linkBase, p.preorderId)}`,
    '',
    signature,
  ].join('\n');
  return { kind: 'preorder-progress-photo', to: p.customerEmail, subject: 'Your piece is taking shape', text };
}
