// The preorder emails (confirmation, status updates, a payment received, the final payment due once the piece is ready,
// and a new progress photo), written once as blocks and rendered by the notifications module's branded templates.
import { BRAND } from '../../../domain/brand.ts';
import type { MailKind } from '../../../domain/mail.ts';
import { formatPkr } from '../../../domain/money.ts';
import {
  PREORDER_STATUS_LABELS,
  type PreorderEstimate,
  type PreorderPayment,
  type PreorderPaymentMethod,
  type PreorderStatus,
} from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import { composeMail, greeting, mailShop, type MailContent, type QueuedMail } from '../notifications/index.ts';
import { howToPayBlocks, mailItem, type MailLine } from '../orders/index.ts';
import { methodLabel, preorderDate, PREORDER_STAGE_DATES } from './preorder-words.ts';

export interface MailPreorder {
  /** The database id the admin's email log links to. */
  id: string;
  preorderId: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: PreorderPaymentMethod;
  /** The server-priced subtotal. */
  originalAmount: number;
  /** The first half, paid at placing. */
  initialAmount: number;
  items: MailLine[];
  estimatedTimeline: PreorderEstimate;
}

type MailRecipient = Pick<MailPreorder, 'id' | 'preorderId' | 'customerName' | 'customerEmail'>;

/** The shopper's diary of the preorder on /preorders, where they also upload their screenshots. */
const trackLink = (p: MailRecipient, linkBase: string) => `${linkBase}/preorders?id=${p.preorderId}`;

/** One message to the shopper, linked to the preorder in the email log. */
function mail(
  kind: MailKind,
  p: MailRecipient,
  subject: string,
  content: Omit<MailContent, 'greeting'>,
  linkBase: string,
): QueuedMail {
  return composeMail(
    { kind, to: p.customerEmail, subject, preorderId: p.id },
    { ...content, greeting: greeting(p.customerName) },
    mailShop(linkBase),
  );
}

export function preorderConfirmationMail(p: MailPreorder, payment: PaymentSettingsView, linkBase: string): QueuedMail {
  return mail(
    'preorder-confirmation',
    p,
    `Your ${BRAND.name} preorder ${p.preorderId}`,
    {
      preview: `Preorder ${p.preorderId}: ${formatPkr(p.initialAmount)} paid now, the rest when your piece is ready.`,
      blocks: [
        { type: 'paragraph', text: `Thank you for your preorder. Your preorder ID is ${p.preorderId}.` },
        {
          type: 'paragraph',
          text: 'Our artisans make your piece by hand; here is what you ordered and what happens next.',
        },
        { type: 'items', items: p.items.map((line) => mailItem(line, linkBase)) },
        {
          type: 'rows',
          rows: [
            { label: 'Subtotal', value: formatPkr(p.originalAmount) },
            { label: 'Paid now (50%)', value: formatPkr(p.initialAmount), strong: true },
          ],
        },
        {
          type: 'paragraph',
          text: `You paid ${formatPkr(p.initialAmount)} by ${methodLabel(p.paymentMethod)}. We check your screenshot within 24 hours.`,
        },
        {
          type: 'paragraph',
          text: 'Final payment: the other 50% plus delivery, when your piece is ready; we will email you the amount.',
        },
        {
          type: 'rows',
          title: 'Expected dates',
          rows: PREORDER_STAGE_DATES.map((s) => ({
            label: s.label,
            value: `by ${preorderDate(p.estimatedTimeline[s.key])}`,
          })),
        },
        { type: 'heading', text: 'Our account, for your records' },
        ...howToPayBlocks(payment, p.paymentMethod),
        { type: 'button', label: 'Follow your preorder', href: trackLink(p, linkBase) },
      ],
      footer: { note: `You received this email because you placed preorder ${p.preorderId} with ${BRAND.name}.` },
    },
    linkBase,
  );
}

export function preorderStatusMail(
  p: MailRecipient,
  status: PreorderStatus,
  message: string,
  linkBase: string,
): QueuedMail {
  const label = PREORDER_STATUS_LABELS[status];
  const words = message.trim() || PREORDER_MESSAGES.statusEmail(label);
  const heading = `Preorder ${p.preorderId}: ${label}`;
  return mail(
    'preorder-status',
    p,
    heading,
    {
      preview: words,
      blocks: [
        { type: 'heading', text: heading },
        { type: 'paragraph', text: words },
        { type: 'button', label: 'Follow it', href: trackLink(p, linkBase) },
      ],
    },
    linkBase,
  );
}

/** Staff marked the deposit or the final payment paid: the shopper hears the money arrived and what comes next. */
export function preorderPaymentReceivedMail(
  p: MailRecipient,
  payment: PreorderPayment,
  amount: number,
  linkBase: string,
): QueuedMail {
  const which = payment === 'initial' ? 'first payment (50%)' : 'final payment';
  const next =
    payment === 'initial'
      ? 'Our artisans begin your piece on the dates we promised; we send you photos from the workshop as it takes shape.'
      : 'Your piece is paid in full; we pack it and send it to you, and email you when it is on its way.';
  return mail(
    'preorder-payment-received',
    p,
    `Payment received for preorder ${p.preorderId}`,
    {
      preview: `We have received your ${which} of ${formatPkr(amount)}.`,
      blocks: [
        {
          type: 'paragraph',
          text: `We have received your ${which} of ${formatPkr(amount)} for preorder ${p.preorderId}. Thank you.`,
        },
        { type: 'paragraph', text: next },
        { type: 'button', label: 'Follow your preorder', href: trackLink(p, linkBase) },
      ],
    },
    linkBase,
  );
}

/** Staff set the delivery charge: the piece is ready and the final payment (the other half plus delivery) is due. */
export function deliveryChargeMail(
  p: MailRecipient & Pick<MailPreorder, 'paymentMethod'>,
  amounts: { deliveryCharge: number; finalPayment: number },
  notes: string | null,
  payment: PaymentSettingsView,
  linkBase: string,
): QueuedMail {
  const note = notes?.trim();
  return mail(
    'preorder-delivery-charge',
    p,
    `Your piece is ready: final payment for preorder ${p.preorderId}`,
    {
      preview: `Final payment due: ${formatPkr(amounts.finalPayment)}.`,
      blocks: [
        {
          type: 'paragraph',
          text: `Your piece is ready. Your preorder ${p.preorderId} is waiting for its final payment before we send it.`,
        },
        {
          type: 'rows',
          rows: [
            { label: 'The other 50%', value: formatPkr(amounts.finalPayment - amounts.deliveryCharge) },
            { label: 'Delivery', value: formatPkr(amounts.deliveryCharge) },
            { label: 'Final payment due', value: formatPkr(amounts.finalPayment), strong: true },
          ],
        },
        ...(note ? [{ type: 'callout' as const, text: `Note from us: ${note}` }] : []),
        { type: 'heading', text: 'How to pay' },
        ...howToPayBlocks(payment, p.paymentMethod),
        { type: 'paragraph', text: "Once you have paid, upload your screenshot on your preorder's page:" },
        { type: 'button', label: 'Upload your screenshot', href: trackLink(p, linkBase) },
      ],
    },
    linkBase,
  );
}

/** Staff posted a progress photo to the production diary. */
export function progressPhotoMail(
  p: MailRecipient,
  photo: { url: string; description: string },
  linkBase: string,
): QueuedMail {
  // Stored photos may be addressed from the site's root; an email is read away from it.
  const photoUrl = photo.url.startsWith('/') ? `${linkBase}${photo.url}` : photo.url;
  const description = photo.description.trim();
  return mail(
    'preorder-progress-photo',
    p,
    'Your piece is taking shape',
    {
      preview: description || `A new photo of preorder ${p.preorderId} from our workshop.`,
      blocks: [
        {
          type: 'paragraph',
          text: `Your piece is taking shape: here is a new photo of preorder ${p.preorderId} from our workshop.`,
        },
        ...(description ? [{ type: 'paragraph' as const, text: description }] : []),
        {
          type: 'image',
          src: photoUrl,
          alt: description || `Preorder ${p.preorderId} in progress`,
          href: photoUrl,
        },
        { type: 'button', label: 'Follow the whole diary of your piece', href: trackLink(p, linkBase) },
      ],
    },
    linkBase,
  );
}
