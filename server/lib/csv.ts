// A CSV for Excel and Google Sheets (subscribers, artisans' statements): UTF-8 with a byte-order mark (or Excel
// misreads non-ASCII), CRLF rows, and no cell a spreadsheet would run as a formula (CSV injection, OWASP).
const BOM = '\uFEFF';

/** A cell that starts with = + - @, a tab or a carriage return is a formula to a spreadsheet: a leading ' keeps it text. */
function safeCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(safeCell).join(',')).join('\r\n') + '\r\n';
}
