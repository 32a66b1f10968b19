// Reads the date and the receiving account of a payment confirmation out of OCR text (the amount and ID are in
// proof-text.ts). Pure functions; a figure that appears twice with different values is ambiguous and gives null.
/** Urdu/Arabic-Indic and Persian digits to ASCII, so '۱۴,۹۵۰' reads as '14,950'. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** The text as trimmed, non-empty lines with single spaces and ASCII digits. */
export function proofLines(text: string): string[] {
  return asciiDigits(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
/** An optional time after the date: '08:26 PM', 'at 8:26pm', '20:26:11'. */
const TIME = '(?:[ ,]*(?:at )?(\\d{1,2})[:.](\\d{2})(?::\\d{2})?(?: ?([ap])\\.? ?m\\.?)?)?';
const TIME_ALONE = /^(?:at )?(\d{1,2})[:.](\d{2})(?::\d{2})?(?: ?([ap])\.? ?m\.?)?\b/i;

type DateOrder = 'dmy' | 'mdy' | 'ymd';
/** Each pattern: its date parts' order, then the time's hour, minute, am/pm groups. */
const DATE_PATTERNS: [RegExp, DateOrder][] = [
  [new RegExp(`\\b(\\d{4})-(\\d{1,2})-(\\d{1,2})(?:[ T]|\\b)${TIME}`, 'i'), 'ymd'],
  [new RegExp(`\\b(\\d{1,2})[ -]${MONTH}[ ,-]+(\\d{4})${TIME}`, 'i'), 'dmy'],
  [new RegExp(`\\b${MONTH} (\\d{1,2}),? (\\d{4})${TIME}`, 'i'), 'mdy'],
  [new RegExp(`\\b(\\d{1,2})[/.-](\\d{1,2})[/.-](\\d{4})${TIME}`, 'i'), 'dmy'],
];

const pad = (n: number) => String(n).padStart(2, '0');
const monthNumber = (part: string) => (/^\d+$/.test(part) ? Number(part) : MONTHS.indexOf(part.toLowerCase()) + 1);

/** One date (and time) as 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm', or null if its parts are no real date. */
function dateOf(match: RegExpExecArray, order: DateOrder, nextLine: string | undefined): string | null {
  const [a, b, c] = [match[1]!, match[2]!, match[3]!];
  const [day, month, year] =
    order === 'ymd'
      ? [Number(c), monthNumber(b), Number(a)]
      : order === 'mdy'
        ? [Number(b), monthNumber(a), Number(c)]
        : [Number(a), monthNumber(b), Number(c)];
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  // The time is on the date's line, or alone on the next line ('27 Nov 2026' then '08:26 PM').
  let time: (string | undefined)[] = [match[4], match[5], match[6]];
  if (!time[0] && nextLine) {
    const alone = TIME_ALONE.exec(nextLine);
    if (alone) time = [alone[1], alone[2], alone[3]];
  }
  if (!time[0]) return date;
  let hour = Number(time[0]);
  const minute = Number(time[1]);
  const half = time[2]?.toLowerCase();
  // '00:35 pm' is how a 12-hour clock counting from 0 (en-GB's h11) prints 12:35 pm.
  if (half && hour > 12) return date;
  if (half === 'p' && hour === 0) hour = 12;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return date;
  return `${date}T${pad(hour)}:${pad(minute)}`;
}

/** When the transfer was made, as printed (Pakistan time): 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm', or null. */
export function paidAtIn(text: string): string | null {
  const lines = proofLines(text);
  const found = new Set<string>();
  lines.forEach((line, i) => {
    for (const [pattern, order] of DATE_PATTERNS) {
      const match = pattern.exec(line);
      const date = match && dateOf(match, order, lines[i + 1]);
      if (date) {
        found.add(date);
        break;
      }
    }
  });
  // The same day read with and without its time is one reading: keep the one with the time.
  const dates = [...found].filter((date) => date.length > 10 || ![...found].some((d) => d.startsWith(`${date}T`)));
  return dates.length === 1 ? dates[0]! : null;
}

const ACCOUNT_LABEL =
  /\b(?:sent to|paid to|transferred to|credited to|to account|beneficiary|receiver|recipient|account(?: no\.?| number)?|iban|to)\b/i;
const PAYER_LABEL = /\b(?:from|sender|debited|your account|source)\b/i;
/** A masked or full account on a line: '0345 ****567', '03XX-XXX4567', '****1234', an IBAN, '03451234567'. */
const MASKED = /(?:^|[^\w*+•●])((?:\d[\d ]*)?[*+xX•●#]{2,}[\d*+xX•● -]*?(\d{3,}))\b/;
/** OCR often reads a row of asterisks as one '+' or '*', or as marks and a letter or two: '+5705' and '**rx0234' are
 * '****5705' and '****0234' (never a phone number's '+92', which has more digits). */
const MASK_READ_AS_ONE = /(?:^|\s)[+*#•●]+[a-z]{0,2} ?(\d{4})$/;
const IBAN = /\bPK ?\d{2} ?[A-Z]{4}((?: ?\d){16})\b/i;
const FULL_NUMBER = /(?:^|[^\d,.])(0?3\d{2}[ -]?\d{7}|\d{10,20})(?![\d,.])/;

/** The visible digits of an account on a line: the trailing digits of a masked number, or all the digits of a full
 * one (an IBAN's 16-digit account part). Callers compare them with the shop's accounts by their ending. */
function accountOn(line: string): string | null {
  const iban = IBAN.exec(line);
  if (iban) return iban[1]!.replace(/ /g, '');
  const masked = MASKED.exec(line);
  if (masked) return masked[2]!;
  const oneMark = MASK_READ_AS_ONE.exec(line);
  if (oneMark) return oneMark[1]!;
  const full = FULL_NUMBER.exec(line);
  return full ? full[1]!.replace(/\D/g, '') : null;
}

/** The receiving account's visible digits, read beside or under a 'To' / 'Sent to' / 'Beneficiary' label. */
export function accountDigitsIn(text: string): string | null {
  const lines = proofLines(text);
  const found = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const label = ACCOUNT_LABEL.exec(line);
    if (!label || PAYER_LABEL.test(line)) continue;
    // Beside the label, or on one of the next two lines (the name often comes first), until another label.
    let digits = accountOn(line.slice(label.index + label[0].length));
    for (let j = i + 1; !digits && j <= i + 2 && j < lines.length; j++) {
      if (
        PAYER_LABEL.test(lines[j]!) ||
        /\b(?:amount|fee|charges|total|date|time|id|ref|reference|tid|stan|rrn)\b/i.test(lines[j]!)
      )
        break;
      digits = accountOn(lines[j]!);
    }
    if (digits) found.add(digits);
  }
  return found.size === 1 ? [...found][0]! : null;
}
