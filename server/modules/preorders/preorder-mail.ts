// The words of preorder emails (confirmation, status updates, the final payment due once the piece is ready, and a new
// progress photo), queued through the outbox.
import { BRAND } from '../../../domain/brand.ts';
import type { MailKind } from '../../../domain/mail.ts';
import { formatPkr } from '../../../domain/money.ts';
import {
  PREORDER_MESSAGES,
  PREORDER_STATUS_LABELS,
  type PreorderEstimate,
  type PreorderPaymentMethod,
  type PreorderStatus,
} from '../../../domain/preorders.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import { escapeHtml, greeting, signature, type QueuedMail } from '../notifications/index.ts';
import { itemName, methodLabel, payIntoRows, preorderDate, PREORDER_STAGE_DATES } from './preorder-words.ts';

export interface MailPreorder {
  preorderId: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: PreorderPaymentMethod;
  /** The server-priced subtotal. */
  originalAmount: number;
  /** The first half, paid at placing. */
  initialAmount: number;
  items: { name: string; size: string; color: string; quantity: number; price: number }[];
  estimatedTimeline: PreorderEstimate;
}

type MailRecipient = Pick<MailPreorder, 'preorderId' | 'customerName' | 'customerEmail'>;

/** The shopper's diary of the preorder on /preorders, where they also upload their screenshots. */
const trackLink = (p: MailRecipient, linkBase: string) => `${linkBase}/preorders?id=${p.preorderId}`;

/** One message in both forms: the text lines, and the HTML paragraphs built from already escaped pieces. */
function mail(kind: MailKind, p: MailRecipient, subject: string, text: string[], html: string[]): QueuedMail {
  return {
    kind,
    to: p.customerEmail,
    subject,
    text: [greeting(p.customerName), '', ...text, '', signature].join('\n'),
    html: [`<p>${escapeHtml(greeting(p.customerName))}</p>`, ...html, `<p>${escapeHtml(signature)}</p>`].join('\n'),
  };
}

/** How to pay into the shop's account for this method, or whom to ask when the shop has not set one up. */
function payInto(payment: PaymentSettingsView, method: PreorderPaymentMethod): string[] {
  const rows = payIntoRows(payment, method);
  if (!rows) return [`${methodLabel(method)}: please contact us for the account details.`];
  return [`${methodLabel(method)}:`, ...rows.map(([label, value]) => `${label}: ${value}`)];
}

const htmlLines = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;

export function preorderConfirmationMail(p: MailPreorder, payment: PaymentSettingsView, linkBase: string): QueuedMail {
  const link = trackLink(p, linkBase);
  const items = p.items.map(
    (i) => `${itemName(i.name)} (${i.size}, ${i.color}) x ${i.quantity}: ${formatPkr(i.price * i.quantity)}`,
  );
  const amounts = [
    `Subtotal: ${formatPkr(p.originalAmount)}`,
    `Paid now (50%): ${formatPkr(p.initialAmount)} by ${methodLabel(p.paymentMethod)}. We check your screenshot within 24 hours.`,
    'Final payment: the other 50% plus delivery, when your piece is ready; we will email you the amount.',
  ];
  const dates = PREORDER_STAGE_DATES.map((s) => `${s.label}: by ${preorderDate(p.estimatedTimeline[s.key])}`);
  const account = ['Our account, for your records:', ...payInto(payment, p.paymentMethod)];
  return mail(
    'preorder-confirmation',
    p,
    `Your ${BRAND.name} preorder ${p.preorderId}`,
    [
      `Thank you for your preorder. Your preorder ID is ${p.preorderId}.`,
      'Our artisans make your piece by hand; here is what you ordered and what happens next.',
      '',
      ...items.map((line) => `- ${line}`),
      '',
      ...amounts,
      '',
      'Expected dates:',
      ...dates.map((line) => `- ${line}`),
      '',
      ...account,
      '',
      `Follow your preorder and its progress photos at any time: ${link}`,
    ],
    [
      `<p>Thank you for your preorder. Your preorder ID is <strong>${escapeHtml(p.preorderId)}</strong>.</p>`,
      `<ul>${items.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      htmlLines(amounts),
      `<p><strong>Expected dates</strong></p>`,
      `<ul>${dates.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      htmlLines(account),
      `<p><a href="${escapeHtml(link)}">Follow your preorder</a></p>`,
    ],
  );
}

export function preorderStatusMail(
  p: MailRecipient,
  status: PreorderStatus,
  message: string,
  linkBase: string,
): QueuedMail {
  const label = PREORDER_STATUS_LABELS[status];
  const link = trackLink(p, linkBase);
  const words = message.trim() || PREORDER_MESSAGES.statusEmail(label);
  const heading = `Preorder ${p.preorderId}: ${label}`;
  return mail(
    'preorder-status',
    p,
    heading,
    [words, '', heading, `Follow it: ${link}`],
    [
      `<p>${escapeHtml(words)}</p>`,
      `<p><strong>${escapeHtml(heading)}</strong></p>`,
      `<p><a href="${escapeHtml(link)}">Follow your preorder</a></p>`,
    ],
  );
}

/** Staff set the delivery charge: the piece is ready and the final payment (the other half plus delivery) is due. */
export function deliveryChargeMail(
  p: Pick<MailPreorder, 'preorderId' | 'customerName' | 'customerEmail' | 'paymentMethod'>,
  amounts: { deliveryCharge: number; finalPayment: number },
  notes: string | null,
  payment: PaymentSettingsView,
  linkBase: string,
): QueuedMail {
  const link = trackLink(p, linkBase);
  const dueLine = `Final payment due: ${formatPkr(amounts.finalPayment)}`;
  const breakdown = [
    `- The other 50%: ${formatPkr(amounts.finalPayment - amounts.deliveryCharge)}`,
    `- Delivery: ${formatPkr(amounts.deliveryCharge)}`,
  ];
  const note = notes?.trim() ? [`Note from us: ${notes.trim()}`] : [];
  const howToPay = ['How to pay:', ...payInto(payment, p.paymentMethod)];
  const upload = `Once you have paid, upload your screenshot at ${link}`;
  return mail(
    'preorder-delivery-charge',
    p,
    `Your piece is ready: final payment for preorder ${p.preorderId}`,
    [
      `Your piece is ready. Your preorder ${p.preorderId} is waiting for its final payment before we send it.`,
      '',
      dueLine,
      ...breakdown,
      ...note,
      '',
      ...howToPay,
      '',
      upload,
    ],
    [
      `<p>Your piece is ready. Your preorder <strong>${escapeHtml(p.preorderId)}</strong> is waiting for its final payment before we send it.</p>`,
      `<p><strong>${escapeHtml(dueLine)}</strong><br>${breakdown.map(escapeHtml).join('<br>')}</p>`,
      ...note.map((line) => `<p>${escapeHtml(line)}</p>`),
      htmlLines(howToPay),
      `<p>Once you have paid, <a href="${escapeHtml(link)}">upload your screenshot</a>.</p>`,
    ],
  );
}

/** Staff posted a progress photo to the production diary. */
export function progressPhotoMail(
  p: MailRecipient,
  photo: { url: string; description: string },
  linkBase: string,
): QueuedMail {
  const link = trackLink(p, linkBase);
  // Stored photos may be addressed from the site's root; an email is read away from it.
  const photoUrl = photo.url.startsWith('/') ? `${linkBase}${photo.url}` : photo.url;
  const description = photo.description.trim();
  return mail(
    'preorder-progress-photo',
    p,
    'Your piece is taking shape',
    [
      `Your piece is taking shape: here is a new photo of preorder ${p.preorderId} from our workshop.`,
      ...(description ? ['', description] : []),
      '',
      `See the photo: ${photoUrl}`,
      `Follow the whole diary of your piece: ${link}`,
    ],
    [
      `<p>Your piece is taking shape: here is a new photo of preorder <strong>${escapeHtml(p.preorderId)}</strong> from our workshop.</p>`,
      ...(description ? [`<p>${escapeHtml(description)}</p>`] : []),
      `<p><img src="${escapeHtml(photoUrl)}" alt="${escapeHtml(description || `Preorder ${p.preorderId} in progress`)}" width="480" style="max-width:100%;height:auto"></p>`,
      `<p><a href="${escapeHtml(link)}">Follow the diary of your piece</a></p>`,
    ],
  );
}
