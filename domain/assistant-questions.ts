// The questions the shop assistant could not answer (issue 15, admin Questions): why it could not, the labels staff
// read, and how long a question is kept. Zod-free, so the admin panel reads it without loading zod.

export const UNANSWERED_REASONS = ['unknown', 'no-match'] as const;
/** 'unknown': the assistant did not understand; 'no-match': it understood a product search but found no piece. */
export type UnansweredReason = (typeof UNANSWERED_REASONS)[number];

export const UNANSWERED_REASON_LABELS: Record<UnansweredReason, string> = {
  unknown: 'Not understood',
  'no-match': 'No matching piece',
};

/** A question not asked again for this long is deleted: nothing a shopper typed is kept beyond 30 days. */
export const QUESTION_RETENTION_DAYS = 30;

/** The staff list shows this many questions a page. */
export const QUESTIONS_PAGE_SIZE = 20;

/** What is kept of a question: the first 300 characters (after personal details are taken out). */
export const QUESTION_MAX = 300;

export const QUESTION_MESSAGES = {
  notFound: 'Question not found',
  answered: 'Marked as answered',
  loadFailed: 'Failed to load the questions',
  dismissFailed: 'Failed to mark the question as answered. Please try again.',
} as const;
