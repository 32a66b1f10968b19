// An artisan's statement for a period (issue 30): every finished stage with its rate and amount, what is paid and what
// is still owed, and the payouts made; as an A4 PDF drawn with the same tools as the preorder confirmation, and as a
// CSV for a spreadsheet.
import { BRAND } from '../../../domain/brand.ts';
import { formatPkr } from '../../../domain/money.ts';
import { pakistanDate } from '../../../domain/pakistan-time.ts';
import type { EarningsView } from '../../../domain/schemas/workshop.ts';
import { WORK_STAGE_LABELS } from '../../../domain/workshop.ts';
import { toCsv } from '../../lib/csv.ts';
import {
  CONTENT_WIDTH,
  Cursor,
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

type Statement = EarningsView & { phone: string };

const day = (date: string) => pakistanDate(`${date}T12:00:00+05:00`);
const period = (s: Statement) => `${day(s.from)} to ${day(s.to)}`;

export function statementCsv(s: Statement): string {
  return toCsv(
    ['Date', 'Job', 'Product', 'Size', 'Stage', 'Quantity', 'Rate (PKR)', 'Amount (PKR)', 'Paid'],
    s.lines.map((l) => [
      pakistanDate(l.at),
      l.jobNumber,
      l.product,
      l.size,
      WORK_STAGE_LABELS[l.stage],
      String(l.quantity),
      String(l.rate),
      String(l.amount),
      l.paid ? 'Yes' : 'No',
    ]),
  );
}

/** Column x-offsets and widths of the lines table, left to right. */
const COLUMNS = [
  { title: 'Date', width: 72 },
  { title: 'Job', width: 50 },
  { title: 'Piece', width: 150 },
  { title: 'Stage', width: 82 },
  { title: 'Qty', width: 30, align: 'right' as const },
  { title: 'Rate', width: 54, align: 'right' as const },
  { title: 'Amount', width: 77, align: 'right' as const },
];

export async function renderStatementPdf(s: Statement, generatedAt: Date): Promise<Buffer> {
  const doc = newDocument(`${BRAND.name} statement, ${s.artisan.name}`, BRAND.name, generatedAt);
  const c = new Cursor(doc, 0);
  const band = 76;
  doc.rect(0, 0, PAGE.width, band).fill(INDIGO);
  c.put(BRAND.name, MARGIN, 18, { font: 'Times-Bold', size: 30, color: GOLD_LIGHT, width: 250 });
  c.put('Workshop statement', MARGIN, 24, {
    font: 'Helvetica-Bold',
    size: 15,
    color: IVORY,
    width: CONTENT_WIDTH,
    align: 'right',
  });
  c.put(`Generated ${pakistanDate(generatedAt)}`, MARGIN, 45, {
    size: 9,
    color: GOLD_LIGHT,
    width: CONTENT_WIDTH,
    align: 'right',
  });
  const top = band + 16;
  doc.roundedRect(MARGIN, top, CONTENT_WIDTH, 62, 6).fill(SAND);
  c.put(s.artisan.name, MARGIN + 16, top + 12, { font: 'Helvetica-Bold', size: 18, color: MADDER, width: 300 });
  c.put(s.phone, MARGIN + 16, top + 36, { size: 10, color: MUTED, width: 300 });
  c.put(period(s), MARGIN, top + 16, { font: 'Helvetica-Bold', size: 11, width: CONTENT_WIDTH - 16, align: 'right' });
  c.y = top + 66;

  c.section(`Work done (${s.lines.length})`);
  row(
    c,
    COLUMNS.map((col) => col.title),
    { font: 'Helvetica-Bold', color: MUTED, size: 9 },
  );
  if (s.lines.length === 0) {
    c.put('No piece-rate work was finished in this period.', MARGIN, c.y, { color: MUTED, width: CONTENT_WIDTH });
    c.y += 18;
  }
  for (const l of s.lines) {
    row(
      c,
      [
        pakistanDate(l.at),
        l.jobNumber,
        `${l.product} (${l.size})`,
        WORK_STAGE_LABELS[l.stage],
        String(l.quantity),
        formatPkr(l.rate),
        formatPkr(l.amount),
      ],
      { color: l.paid ? MUTED : undefined },
    );
  }

  c.section('Totals', 80);
  total(c, 'Earned in this period', formatPkr(s.total));
  total(c, 'Paid', formatPkr(s.total - s.unpaid), LEAF);
  total(c, 'Still to pay', formatPkr(s.unpaid), MADDER);
  if (s.payouts.length > 0) {
    c.section('Payouts', 40);
    for (const p of s.payouts) {
      total(c, `${day(p.paidOn)}${p.note ? ` · ${p.note}` : ''} (by ${p.by})`, formatPkr(p.amount));
    }
  }
  footers(doc, `${BRAND.name} workshop · ${s.artisan.name}`, `Statement for ${period(s)}`);
  return toBuffer(doc);
}

function row(c: Cursor, cells: string[], o: { font?: 'Helvetica-Bold'; color?: string; size?: number }): void {
  const size = o.size ?? 10;
  const height = Math.max(
    ...cells.map((text, i) => c.height(text, o.font ?? 'Helvetica', size, COLUMNS[i]!.width - 6)),
  );
  c.need(height + 8);
  let x = MARGIN;
  cells.forEach((text, i) => {
    const col = COLUMNS[i]!;
    c.put(text, x, c.y, { font: o.font, size, color: o.color, width: col.width - 6, align: col.align });
    x += col.width;
  });
  c.y += height + 4;
  c.rule(c.y);
  c.y += 4;
}

function total(c: Cursor, label: string, value: string, color?: string): void {
  c.need(22);
  c.put(label, MARGIN, c.y, { size: 11, width: 360 });
  c.put(value, MARGIN + 360, c.y, {
    font: 'Helvetica-Bold',
    size: 12,
    color,
    width: CONTENT_WIDTH - 360,
    align: 'right',
  });
  c.y += 20;
}
