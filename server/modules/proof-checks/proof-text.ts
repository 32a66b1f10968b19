// Reads the figures of a payment confirmation out of OCR text: the amount, the transaction ID, the date and the
// receiving account. Pure functions, so every pattern is unit-tested without an image. Never guesses: when two readings
// of the same figure disagree, or a figure has no label to tell what it is, the answer is null.
import type { ProofReading } from './proof-reading.ts';
import { accountDigitsIn, paidAtIn, proofLines } from './proof-text-fields.ts';

export { asciiDigits } from './proof-text-fields.ts';

/** Letters OCR takes for digits inside a figure: O for 0, l/I/| for 1, S for 5. */
const CONFUSABLE: Record<string, string> = { O: '0', o: '0', D: '0', l: '1', I: '1', '|': '1', S: '5', s: '5' };
const FIGURE_CHAR = '[0-9OoDlI|Ss]';
/** A figure: digits in groups of three (or lakh groups of two) separated by ',' (or '.' misread), or plain digits,
 * then optional paisa. A '.' followed by exactly three digits is a misread thousands comma: PKR has no 3-digit paisa. */
const FIGURE = new RegExp(
  `(?<![A-Za-z0-9.,])(${FIGURE_CHAR}{1,3}(?:, ?${FIGURE_CHAR}{2,3}|\\.${FIGURE_CHAR}{3})+|${FIGURE_CHAR}+)(?:\\.(${FIGURE_CHAR}{1,2}))?(?![A-Za-z0-9]|[.,]\\d)`,
  'g',
);

/** Parses one figure as printed ('14,950.00', '14.950', 'l4,95O') into whole rupees, or null if it is no figure. */
export function rupeesOf(printed: string): number | null {
  const match = new RegExp(`^${FIGURE.source}$`).exec(printed.trim());
  if (!match) return null;
  const whole = match[1]!;
  // A figure must be mostly real digits: 'SO' or 'Il' are words, not 50 or 11.
  const realDigits = whole.replace(/\D/g, '').length;
  const letters = whole.replace(/[\d,. ]/g, '').length;
  if (realDigits === 0 || letters > realDigits / 2) return null;
  const groups = whole.split(/, ?|\./);
  const last = groups.at(-1)!;
  if (groups.length > 1 && last.length !== 3) return null; // '14.95' misread from '14,950' is not guessed
  if (groups.slice(1, -1).some((g) => g.length !== 2 && g.length !== 3)) return null;
  const digits = groups.join('').replace(/[^\d]/g, (c) => CONFUSABLE[c] ?? c);
  const rupees = Number(digits);
  return Number.isSafeInteger(rupees) ? rupees : null;
}

type AmountKind = 'amount' | 'total' | 'fee' | 'plain';
const FEE_LABEL = /\b(?:fees?|charges?|tax|fed|wht|balance|bal|commission|avail(?:able)?|limit|cashback)\b/i;
const AMOUNT_LABEL = /\b(?:amount|amt|transferred|you sent|sent amount|you paid)\b/i;
const TOTAL_LABEL = /\btotal\b/i;
const CURRENCY = /\b(?:rs|pkr)\b\.? ?:? ?|(?<![A-Za-z])rs\.?(?=\d)|(?<![A-Za-z])pkr(?=\d)/gi;

function labelOf(line: string): AmountKind | null {
  if (FEE_LABEL.test(line)) return 'fee';
  if (TOTAL_LABEL.test(line)) return 'total';
  if (AMOUNT_LABEL.test(line)) return 'amount';
  return null;
}

/** Figures on a line that follow a currency mark ('Rs 14,950', 'PKR14950.00'). */
function currencyFigures(line: string): number[] {
  const found: number[] = [];
  for (const mark of line.matchAll(CURRENCY)) {
    const rest = line.slice(mark.index + mark[0].length);
    const figure = new RegExp(`^${FIGURE.source}`).exec(rest);
    const rupees = figure ? rupeesOf(figure[0]) : null;
    if (rupees !== null) found.push(rupees);
  }
  return found;
}

/** The figure after a label: after a currency mark if there is one, else a figure right after the label. */
function labelledFigure(line: string, label: RegExp): number | null {
  const at = label.exec(line);
  const after = at ? line.slice(at.index + at[0].length) : line;
  const marked = currencyFigures(after);
  if (marked.length) return marked[0]!;
  const bare = new RegExp(`^[\\s:()a-zA-Z]*?(?:\\(?(?:rs|pkr)\\)?)?[\\s:.-]*(${FIGURE.source})`, 'i').exec(after);
  return bare ? rupeesOf(bare[1]!) : null;
}

/** A line that is only a figure, with or without its currency: the value under a label printed on its own line. */
function lineFigure(line: string): number | null {
  const marked = currencyFigures(line);
  if (marked.length === 1 && line.replace(CURRENCY, '').trim().match(/^\S+$/)) return marked[0]!;
  return rupeesOf(line.replace(/^(?:rs|pkr)\.?:?/i, '').trim());
}

/**
 * The amount sent, in whole rupees. A figure labelled Amount (or Sent/Transferred) wins over one labelled Total, which
 * wins over an unlabelled 'Rs' figure; fee, charges and balance lines never count. Disagreeing figures of the winning
 * kind give null.
 */
export function amountIn(text: string): number | null {
  const lines = proofLines(text);
  const found: Record<AmountKind, Set<number>> = {
    amount: new Set(),
    total: new Set(),
    fee: new Set(),
    plain: new Set(),
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const kind = labelOf(line);
    if (!kind) {
      for (const rupees of currencyFigures(line)) found.plain.add(rupees);
      continue;
    }
    const label = kind === 'fee' ? FEE_LABEL : kind === 'total' ? TOTAL_LABEL : AMOUNT_LABEL;
    let rupees = labelledFigure(line, label);
    // 'Amount' alone on its line, the figure on the next: that next line belongs to this label.
    if (rupees === null && i + 1 < lines.length && !labelOf(lines[i + 1]!)) rupees = lineFigure(lines[++i]!);
    if (rupees !== null) found[kind].add(rupees);
  }
  for (const kind of ['amount', 'total', 'plain'] as const) {
    const values = [...found[kind]].filter((rupees) => rupees > 0);
    if (values.length === 1) return values[0]!;
    if (values.length > 1) return null;
  }
  return null;
}

/** ID labels, best first: the transaction's own ID, then the bank's retrieval reference, then the switch's trace. */
const ID_LABELS: RegExp[] = [
  /\b(?:transaction|trans|txn|trx|tran)\.? ?(?:[il1|]d|no\.?|number|#|ref(?:erence)?(?: ?no\.?)?)|\bt[il1|]d\b|\bibft ?[il1|]d\b|\bref(?:erence)?\.? ?(?:no\.?|number|#|[il1|]d)|\bref ?#|\breference\b/i,
  /\brrn\b/i,
  /\bstan\b/i,
];
const ID_TOKEN = /^[:#.\s-]*([A-Z0-9][A-Z0-9-]{5,29})\b/i;
const ID_LINE = /^[:#.\s-]*(\d{2,6}(?: \d{2,6})+)\s*$/;

/** An ID as printed, or null if the token has too few digits to be one ('Number', 'Successful'). */
function idOf(token: string): string | null {
  const id = token.toUpperCase().replace(/-+$/, '');
  const digits = id.replace(/\D/g, '').length;
  if (digits < 4 || id.length < 6) return null;
  // All digits but a letter or two that OCR confuses: the digits were printed ('3124567O901' is 31245670901).
  const letters = id.replace(/[\d-]/g, '');
  if (letters && /^[OIL|S]{1,2}$/.test(letters) && digits >= 8)
    return id.replace(/[OILS|]/g, (c) => ({ O: '0', I: '1', L: '1', '|': '1', S: '5' })[c]!);
  return id;
}

/** The ID at the start of a label's remainder; printed in spaced groups ('3124 5678 901') only when the line holds
 * nothing else. `alone`: the line must be only the ID (the value printed under its label). */
function idAt(rest: string, alone = false): string | null {
  const spaced = ID_LINE.exec(rest);
  if (spaced) return idOf(spaced[1]!.replace(/ /g, ''));
  const first = ID_TOKEN.exec(rest);
  if (!first || (alone && rest.replace(/[:#.\s-]/g, '').length > first[1]!.length)) return null;
  return idOf(first[1]!);
}

/** The transaction or reference ID printed after its label, on the same line or the next one. */
export function transactionIdIn(text: string): string | null {
  const lines = proofLines(text);
  for (const label of ID_LABELS) {
    const ids = new Set<string>();
    for (let i = 0; i < lines.length; i++) {
      const at = label.exec(lines[i]!);
      if (!at) continue;
      const after = lines[i]!.slice(at.index + at[0].length);
      let id = idAt(after);
      if (!id && !after.replace(/[:#.\s-]/g, '') && i + 1 < lines.length) id = idAt(lines[i + 1]!, true);
      if (id) ids.add(id);
    }
    if (ids.size === 1) return [...ids][0]!;
    if (ids.size > 1) return null;
  }
  return null;
}

/** A word as OCR read it, with its confidence (0-100). */
export interface OcrWord {
  text: string;
  confidence: number;
}

/** Below this confidence a word with digits in it is not trusted: on the test corpus every wrong amount, ID or date
 * OCR gave came from such a word, and no right one was lost on the clear screenshots (see the README). */
export const MIN_FIGURE_CONFIDENCE = 60;

/** The OCR lines as text, each word with digits read below `minConfidence` replaced by '?' so no parser takes it. */
export function trustedText(lines: OcrWord[][], minConfidence = MIN_FIGURE_CONFIDENCE): string {
  return lines
    .map((words) => words.map((w) => (/\d/.test(w.text) && w.confidence < minConfidence ? '?' : w.text)).join(' '))
    .join('\n');
}

/** The reading of one proof. `trusted`: the text with doubtful figures masked (trustedText), for the amount, ID and
 * date, where a wrong value would say 'match' falsely; the account is read from the raw text, since masked account
 * numbers ('****1234') always come with a low confidence and a wrong one only ever raises a flag. */
export function readProofText(text: string, confidence: number, trusted = text): ProofReading {
  const amount = amountIn(trusted);
  const transactionId = transactionIdIn(trusted);
  return {
    readable: amount !== null || transactionId !== null,
    amount,
    transactionId,
    paidAt: paidAtIn(trusted),
    accountDigits: accountDigitsIn(text),
    confidence,
    text,
  };
}
