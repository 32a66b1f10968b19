// The preorder confirmation as a PDF (GET /api/preorders/{id}/confirmation.pdf): one A4 document a shopper can keep on
// a phone and share on WhatsApp, with the brand, the preorder ID, items, both payments, where to pay, the customer as
// the caller may see them (masked for anyone but the owner and staff) and the production stages with their dates.
import { BRAND } from '../../../domain/brand.ts';
import { formatPkr } from '../../../domain/money.ts';
import { PAYMENT_STATUS_SHOPPER_LABELS } from '../../../domain/orders.ts';
import { PREORDER_STATUS_LABELS, PREORDER_WEEKS } from '../../../domain/preorders.ts';
import { shopWhatsapp } from '../../../domain/whatsapp.ts';
import type { PreorderTrackingView, PreorderView } from '../../../domain/schemas/preorder-views.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import {
  CONTENT_WIDTH,
  Cursor,
  detailRows,
  detailRowsHeight,
  footers,
  GOLD_LIGHT,
  INDIGO,
  IVORY,
  LEAF,
  MADDER,
  MARGIN,
  MUTED,
  newDocument,
  PAGE,
  SAND,
  toBuffer,
} from '../../lib/pdf-layout.ts';
import { payIntoRows } from '../settings/index.ts';
import { itemName, methodLabel, preorderDate, PREORDER_STAGE_DATES } from './preorder-words.ts';

export interface PdfShop {
  payment: PaymentSettingsView;
  contact: { email: string; phone: string; whatsapp: string };
  generatedAt: Date;
  /** The shop's public address (PUBLIC_URL), so the link printed on the PDF opens from a phone. */
  linkBaseUrl: string;
}

type AnyPreorderView = PreorderView | PreorderTrackingView;

export async function renderPreorderPdf(preorder: AnyPreorderView, shop: PdfShop): Promise<Buffer> {
  const doc = newDocument(`${BRAND.name} preorder ${preorder.preorderId}`, BRAND.name, shop.generatedAt);
  const c = new Cursor(doc, 0);
  header(c, preorder, shop.generatedAt);
  items(c, preorder);
  amounts(c, preorder);
  paymentAndCustomer(c, preorder, shop.payment);
  stages(c, preorder);
  const whatsapp = shopWhatsapp(shop.contact);
  const whatsappNote = !whatsapp ? '' : whatsapp.samePhone ? ' (also on WhatsApp)' : ` · WhatsApp ${whatsapp.display}`;
  footers(
    doc,
    `Questions? ${shop.contact.email} · ${shop.contact.phone}${whatsappNote}`,
    `Follow your preorder at any time: ${shop.linkBaseUrl}/preorders?id=${preorder.preorderId}`,
  );
  return toBuffer(doc);
}

function header(c: Cursor, p: AnyPreorderView, generatedAt: Date): void {
  const band = 76;
  c.doc.rect(0, 0, PAGE.width, band).fill(INDIGO);
  c.put(BRAND.name, MARGIN, 18, { font: 'Times-Bold', size: 30, color: GOLD_LIGHT, width: 250 });
  c.put(BRAND.tagline, MARGIN, 51, { size: 10, color: IVORY, width: 250 });
  c.put('Preorder confirmation', MARGIN, 24, {
    font: 'Helvetica-Bold',
    size: 15,
    color: IVORY,
    width: CONTENT_WIDTH,
    align: 'right',
  });
  c.put(`Generated ${preorderDate(generatedAt)}`, MARGIN, 45, {
    size: 9,
    color: GOLD_LIGHT,
    width: CONTENT_WIDTH,
    align: 'right',
  });

  const top = band + 16;
  c.doc.roundedRect(MARGIN, top, CONTENT_WIDTH, 70, 6).fill(SAND);
  c.put('Preorder ID', MARGIN + 16, top + 12, { size: 10, color: MUTED, width: 200 });
  c.put(p.preorderId, MARGIN + 16, top + 27, { font: 'Helvetica-Bold', size: 24, color: MADDER, width: 330 });
  c.put(`Placed ${preorderDate(p.createdAt)}`, MARGIN, top + 13, {
    size: 10,
    color: MUTED,
    width: CONTENT_WIDTH - 16,
    align: 'right',
  });
  const label = PREORDER_STATUS_LABELS[p.status];
  const pill = c.doc.font('Helvetica-Bold').fontSize(11).widthOfString(label) + 20;
  const pillX = MARGIN + CONTENT_WIDTH - 16 - pill;
  const tone = p.status === 'cancelled' ? MADDER : p.status === 'shipped_delivered' ? LEAF : INDIGO;
  c.doc.roundedRect(pillX, top + 34, pill, 22, 11).fill(tone);
  c.put(label, pillX, top + 40, { font: 'Helvetica-Bold', size: 11, color: IVORY, width: pill, align: 'center' });
  c.y = top + 70 + 4;
}

function items(c: Cursor, p: AnyPreorderView): void {
  c.section(`Items (${p.itemCount})`);
  const nameWidth = CONTENT_WIDTH - 120;
  for (const item of p.items) {
    const details = `Size ${item.size} · ${item.color} · Qty ${item.quantity} × ${formatPkr(item.price)}`;
    const height =
      c.height(itemName(item.name), 'Helvetica-Bold', 12, nameWidth) + c.height(details, 'Helvetica', 10, nameWidth);
    c.need(height + 12);
    const nameHeight = c.put(itemName(item.name), MARGIN, c.y, { font: 'Helvetica-Bold', size: 12, width: nameWidth });
    c.put(details, MARGIN, c.y + nameHeight + 2, { size: 10, color: MUTED, width: nameWidth });
    c.put(formatPkr(item.price * item.quantity), MARGIN, c.y, {
      font: 'Helvetica-Bold',
      size: 12,
      width: CONTENT_WIDTH,
      align: 'right',
    });
    c.y += height + 8;
    c.rule(c.y - 3);
    c.y += 4;
  }
}

/** One amount row: the label (with a note under it), the value on the right. */
function amountRow(
  c: Cursor,
  label: string,
  value: string,
  note: { text: string; paid: boolean } | null,
  strong = false,
): void {
  const size = strong ? 14 : 12;
  c.need(note ? 36 : 22);
  c.put(label, MARGIN, c.y, { font: strong ? 'Helvetica-Bold' : 'Helvetica', size, width: 260 });
  const valueWidth = CONTENT_WIDTH - 270;
  const valueHeight = c.put(value, MARGIN + 270, c.y, {
    font: 'Helvetica-Bold',
    size,
    color: strong ? MADDER : undefined,
    width: valueWidth,
    align: 'right',
  });
  const noteHeight = note
    ? c.put(note.text, MARGIN, c.y + size + 3, { size: 9, color: note.paid ? LEAF : MUTED, width: 260 }) + 3
    : 0;
  c.y += Math.max(valueHeight, size + noteHeight) + 8;
}

function amounts(c: Cursor, p: AnyPreorderView): void {
  c.section('Amounts', 110);
  const status = (payment: AnyPreorderView['initialPayment']) => ({
    text: PAYMENT_STATUS_SHOPPER_LABELS[payment.status],
    paid: payment.status === 'paid',
  });
  amountRow(c, 'Subtotal', formatPkr(p.originalAmount), null);
  amountRow(c, 'Pay Now (50%)', formatPkr(p.initialPayment.amount ?? 0), status(p.initialPayment));
  const final = p.finalPayment.amount;
  const delivery = p.deliveryCharges.amount;
  const pending = p.status === 'cancelled' ? 'Not due' : 'To be confirmed when your piece is ready';
  const finalNote = status(p.finalPayment);
  if (delivery !== null) finalNote.text = `Includes delivery ${formatPkr(delivery)} · ${finalNote.text}`;
  amountRow(
    c,
    'Final Payment (50% + delivery)',
    final === null ? pending : formatPkr(final),
    final === null ? null : finalNote,
  );
  c.rule(c.y - 4, INDIGO);
  c.y += 4;
  amountRow(c, 'Total', p.totalAmount === null ? 'To be confirmed' : formatPkr(p.totalAmount), null, true);
}

/** Who the preorder is for, as far as the caller may see: the owner and staff get the full view; anyone holding only
 *  the ID gets the tracking view, whose fields are already masked by the server. */
function customerRows(p: AnyPreorderView): [string, string][] {
  if ('contact' in p) {
    const a = p.shippingAddress;
    const cityLine = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return [
      ['Name', p.contact.name],
      ...(p.contact.email ? [['Email', p.contact.email] as [string, string]] : []),
      ['Phone', p.contact.phoneNumber],
      ['Deliver to', [a.street, cityLine, a.country].filter(Boolean).join('\n')],
    ];
  }
  const a = p.shippingAddress;
  return [
    ['Name', p.customer.firstName],
    ['Email', p.customer.email],
    ['Phone', p.customer.phoneNumber],
    ['Deliver to', [a.street, a.city, a.country].filter(Boolean).join('\n')],
  ];
}

/** Where to pay, while a payment is still to be made; once both are paid (or the preorder is cancelled), how it was
 *  paid. */
function paymentColumn(p: AnyPreorderView, payment: PaymentSettingsView): { title: string; rows: [string, string][] } {
  const method = p.paymentDetails.method;
  const owing = p.status !== 'cancelled' && (p.initialPayment.status !== 'paid' || p.finalPayment.status !== 'paid');
  const rows: [string, string][] = [['Method', methodLabel(method)]];
  if (!owing) return { title: 'Payment', rows };
  const account = payIntoRows(payment, method) ?? [['Account', 'Please contact us for the account details']];
  return { title: 'How to pay', rows: [...rows, ...account] };
}

function paymentAndCustomer(c: Cursor, p: AnyPreorderView, payment: PaymentSettingsView): void {
  const column = (CONTENT_WIDTH - 24) / 2;
  const pay = paymentColumn(p, payment);
  const customer = customerRows(p);
  const height = Math.max(detailRowsHeight(c, pay.rows, column), detailRowsHeight(c, customer, column));
  c.section('Payment and delivery', 20 + height);
  const top = c.y;
  c.put(pay.title, MARGIN, top, { font: 'Helvetica-Bold', size: 12, color: INDIGO, width: column });
  c.put('Your details', MARGIN + column + 24, top, { font: 'Helvetica-Bold', size: 12, color: INDIGO, width: column });
  const left = detailRows(c, pay.rows, MARGIN, top + 20, column);
  const right = detailRows(c, customer, MARGIN + column + 24, top + 20, column);
  c.y = top + 20 + Math.max(left, right);
}

/** The stages with the dates promised at placing and, where staff recorded them, the dates they happened. */
function stages(c: Cursor, p: AnyPreorderView): void {
  const actual: Partial<Record<(typeof PREORDER_STAGE_DATES)[number]['key'], string | null>> = {
    productionStart: p.timeline.productionStart,
    readyForDelivery: p.timeline.readyForDelivery,
    estimatedDelivery: p.timeline.estimatedDelivery,
  };
  c.section('What happens next', 30 + 22 * PREORDER_STAGE_DATES.length);
  const [expectedX, actualX, dateWidth] = [MARGIN + 230, MARGIN + 370, 145];
  c.put('Stage', MARGIN, c.y, { size: 9, color: MUTED, width: 200 });
  c.put('Expected by', expectedX, c.y, { size: 9, color: MUTED, width: dateWidth });
  c.put('Done', actualX, c.y, { size: 9, color: MUTED, width: dateWidth });
  c.y += 16;
  for (const stage of PREORDER_STAGE_DATES) {
    c.need(22);
    const done = actual[stage.key];
    c.put(stage.label, MARGIN, c.y, { font: 'Helvetica-Bold', size: 12, width: 220 });
    c.put(preorderDate(p.estimatedTimeline[stage.key]), expectedX, c.y, { size: 12, width: dateWidth });
    c.put(done ? preorderDate(done) : '—', actualX, c.y, {
      font: done ? 'Helvetica-Bold' : 'Helvetica',
      size: 12,
      color: done ? LEAF : MUTED,
      width: dateWidth,
    });
    c.y += 18;
    c.rule(c.y - 2);
    c.y += 4;
  }
  if (p.status === 'cancelled') return;
  const [fromWeeks, toWeeks] = PREORDER_WEEKS.delivery;
  c.need(24);
  c.y += 6;
  c.put(
    `Handmade pieces take ${fromWeeks}-${toWeeks} weeks in all; we email you the final amount when your piece is ready.`,
    MARGIN,
    c.y,
    { size: 10, color: MUTED, width: CONTENT_WIDTH },
  );
}
