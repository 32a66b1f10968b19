// What is kept of a question the assistant could not answer: personal details replaced before anything is stored
// (emails, phone numbers, order and preorder IDs, CNIC, card and account numbers), and the folded key repeats share.
import { QUESTION_MAX } from '../../../domain/assistant-questions.ts';

/** In this order: an email or an ID may hold digits that the number rules below would otherwise take. */
const REDACTIONS: [RegExp, string][] = [
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu, '[email]'],
  // Tracking and preorder IDs (domain/orders.ts, domain/preorders.ts), however the shopper cased them.
  [/\b(?:HC|PO)-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/gi, '[order id]'],
  // International: +92 300 1234567, +44 7700 900123, 0044 7700 900123.
  [/(?:\+|\b00)\d(?:[\s().-]{0,2}\d){7,14}/g, '[phone]'],
  // Pakistani numbers written from 0: 0300-1234567, 03001234567, 0300 123 4567, 042-35761234.
  [/\b0\d(?:[\s-]?\d){8,10}\b/g, '[phone]'],
  // Anything else with 7 or more digits: CNIC 35202-1234567-1, card and account numbers, spaced or not.
  [/\d(?:[\s-]?\d){6,}/g, '[number]'],
];

/** The question with personal details replaced and spaces collapsed, cut to 300 characters. */
export function redactQuestion(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of REDACTIONS) redacted = redacted.replace(pattern, replacement);
  return redacted.replace(/\s+/g, ' ').trim().slice(0, QUESTION_MAX);
}

/** The redacted question folded so "Do you ship to Dubai?" and "do you ship to  dubai" count as one. */
export function questionKey(redacted: string): string {
  return redacted
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, QUESTION_MAX);
}
