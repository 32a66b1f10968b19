// What the shop reads from one payment screenshot (issue 20): the figures staff compare with the order, never shown to
// shoppers. A proof from which neither an amount nor a transaction ID could be read is 'unreadable', not guessed.

export interface ProofReading {
  /** False when neither an amount nor a transaction ID could be read. */
  readable: boolean;
  /** Whole rupees (paisa dropped), or null when no amount was found. */
  amount: number | null;
  /** The Easypaisa/JazzCash TID or the bank's reference / IBFT ID, as printed (spaces removed), or null. */
  transactionId: string | null;
  /** When the transfer was made, as read: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' (Pakistan time), or null. */
  paidAt: string | null;
  /** The receiving account's digits that are visible (e.g. the last 4 of a masked number), or null. */
  accountDigits: string | null;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
  /** The raw text, kept with the check so a surprising result can be looked into. */
  text: string;
}
