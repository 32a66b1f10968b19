// The questions the shop assistant could not answer, one row per distinct question (owned by the assistant module):
// kept redacted, counted when asked again, and deleted 30 days after they were last asked.
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { UNANSWERED_REASONS } from '../../../domain/assistant-questions.ts';
import { oneOf } from './one-of.ts';

export const assistantQuestions = pgTable(
  'assistant_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The redacted question folded (lower case, no accents or punctuation, single spaces): repeats share a row. */
    questionKey: text('question_key').notNull().unique(),
    /** The latest wording, redacted, as staff read it. */
    question: text('question').notNull(),
    reason: text('reason', { enum: UNANSWERED_REASONS }).notNull(),
    timesAsked: integer('times_asked').notNull().default(1),
    firstAskedAt: timestamp('first_asked_at', { withTimezone: true }).notNull().defaultNow(),
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_questions_last_asked_idx').on(t.lastAskedAt),
    check('assistant_questions_reason_known', oneOf(t.reason, UNANSWERED_REASONS)),
  ],
);
