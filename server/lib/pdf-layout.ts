// Drawing pieces of the shop's PDFs on pdfkit (the preorder confirmation, an artisan's statement): the brand's
// colours, a cursor that starts a new page before a block would run into the footer, section headings, label/value
// rows and the footer on every page.
import PDFDocument from 'pdfkit';

/** The storefront's palette (web/app.css), so the document looks like the shop it came from. */
export const INK = '#221e1b';
export const MUTED = '#6b625a';
export const MADDER = '#8c2f1b';
export const INDIGO = '#26344d';
export const GOLD_LIGHT = '#dcbc80';
export const IVORY = '#fbf8f3';
export const SAND = '#f3ece1';
export const LINEN = '#e8dfd1';
export const LEAF = '#2f6b4a';

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_HEIGHT = 64;
const BOTTOM = PAGE.height - FOOTER_HEIGHT - 16;

export type Doc = InstanceType<typeof PDFDocument>;
export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique' | 'Times-Bold';

/** Helvetica and Times (built into every PDF reader) cover Windows-1252 only, and pdfkit writes any other character
 *  as a wrong letter: thin spaces (some dates) become spaces, and anything else the fonts lack (Urdu script, emoji)
 *  a '?', which at least reads as missing rather than as someone else's name. */
const NOT_WIN_ANSI = /[^\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu;
export const pdfText = (text: string) => text.replace(/[\u2009\u202f]/g, ' ').replace(NOT_WIN_ANSI, '?');

export function newDocument(title: string, author: string, createdAt: Date): Doc {
  // No margins for pdfkit itself: text placed in the footer would otherwise make it start a page of its own.
  return new PDFDocument({
    size: 'A4',
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    bufferPages: true,
    info: { Title: title, Author: author, CreationDate: createdAt },
  });
}

export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Writes from the top down, keeping the current height; a block that would not fit above the footer goes on a new
 *  page, so no row is ever cut in two. */
export class Cursor {
  y: number;
  constructor(
    readonly doc: Doc,
    top: number,
  ) {
    this.y = top;
  }

  need(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  height(text: string, font: FontName, size: number, width: number): number {
    return this.doc.font(font).fontSize(size).heightOfString(pdfText(text), { width });
  }

  /** Writes text at (x, y) without moving the cursor; returns its height. */
  put(
    text: string,
    x: number,
    y: number,
    o: { font?: FontName; size?: number; color?: string; width: number; align?: 'left' | 'right' | 'center' },
  ): number {
    const font = o.font ?? 'Helvetica';
    const size = o.size ?? 11;
    this.doc
      .font(font)
      .fontSize(size)
      .fillColor(o.color ?? INK)
      .text(pdfText(text), x, y, { width: o.width, align: o.align ?? 'left' });
    return this.height(text, font, size, o.width);
  }

  rule(y = this.y, color = LINEN, x = MARGIN, width = CONTENT_WIDTH): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.8)
      .strokeColor(color)
      .stroke();
  }

  /** A section's heading, kept on the same page as at least its first rows. */
  section(title: string, keepWith = 60): void {
    this.need(34 + keepWith);
    this.y += 14;
    this.put(title.toUpperCase(), MARGIN, this.y, { font: 'Helvetica-Bold', size: 10, color: MADDER, width: 300 });
    this.y += 15;
    this.rule();
    this.y += 8;
  }
}

const LABEL_WIDTH = 88;

/** Label/value rows in a column: the label muted on the left, the value beside it, wrapping within the column. */
export function detailRows(c: Cursor, rows: [string, string][], x: number, y: number, width: number): number {
  let at = y;
  for (const [label, value] of rows) {
    c.put(label, x, at + 1.5, { size: 9, color: MUTED, width: LABEL_WIDTH - 6 });
    c.put(value, x + LABEL_WIDTH, at, { font: 'Helvetica-Bold', size: 11, width: width - LABEL_WIDTH });
    at += rowHeight(c, label, value, width);
  }
  return at - y;
}

const rowHeight = (c: Cursor, label: string, value: string, width: number) =>
  Math.max(
    c.height(label, 'Helvetica', 9, LABEL_WIDTH - 6),
    c.height(value, 'Helvetica-Bold', 11, width - LABEL_WIDTH),
  ) + 5;

export function detailRowsHeight(c: Cursor, rows: [string, string][], width: number): number {
  return rows.reduce((sum, [label, value]) => sum + rowHeight(c, label, value, width), 0);
}

/** The foot of every page: how to reach the shop, where to follow the preorder, and the page number. */
export function footers(doc: Doc, contactLine: string, trackLine: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const c = new Cursor(doc, PAGE.height - FOOTER_HEIGHT);
    c.rule(c.y, GOLD_LIGHT);
    c.put(contactLine, MARGIN, c.y + 10, { size: 9, color: MUTED, width: CONTENT_WIDTH - 70 });
    c.put(trackLine, MARGIN, c.y + 24, { font: 'Helvetica-Bold', size: 10, color: INDIGO, width: CONTENT_WIDTH - 70 });
    c.put(`Page ${i - start + 1} of ${count}`, MARGIN, c.y + 24, {
      size: 9,
      color: MUTED,
      width: CONTENT_WIDTH,
      align: 'right',
    });
  }
}
