// The admin Questions section's contract (issue 15): the page and search it asks for, and the unanswered questions
// it gets back, newest first (GET /api/chatbot/questions), and the answer to "Mark as answered".
import { z } from 'zod';
import { UNANSWERED_REASONS } from '../assistant-questions.ts';
import { pageParam, searchParam } from './list-query.ts';

/** GET /api/chatbot/questions: which page, and words the question contains. */
export const questionListQuerySchema = z.strictObject({
  search: searchParam,
  page: pageParam,
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export const unansweredQuestionView = z.object({
  _id: z.string(),
  /** The latest wording, with emails, phone numbers, order IDs and long numbers replaced by [email], [phone]... */
  question: z.string(),
  reason: z.enum(UNANSWERED_REASONS),
  timesAsked: z.number(),
  firstAskedAt: z.string(),
  lastAskedAt: z.string(),
});
export type UnansweredQuestionView = z.infer<typeof unansweredQuestionView>;

export const questionPageView = z.object({
  questions: z.array(unansweredQuestionView),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type QuestionPageView = z.infer<typeof questionPageView>;

export const questionDismissedView = z.object({ message: z.string() });
export type QuestionDismissedView = z.infer<typeof questionDismissedView>;
