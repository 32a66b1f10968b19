// The questions the shop assistant could not answer, for the admin's Questions section (issue 15): recorded redacted
// and counted per distinct question, listed newest first, dismissed once the FAQ answers them, and deleted 30 days
// after they were last asked (by the hourly retention job, and before each list so staff never see an older one).
import { count, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import {
  QUESTION_MESSAGES,
  QUESTION_RETENTION_DAYS,
  QUESTIONS_PAGE_SIZE,
  type UnansweredReason,
} from '../../../domain/assistant-questions.ts';
import type { QuestionListQuery, QuestionPageView } from '../../../domain/schemas/assistant-questions.ts';
import type { Database } from '../../db/client.ts';
import { assistantQuestions as questions } from '../../db/schema/assistant.ts';
import { notFound } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { questionKey, redactQuestion } from './question-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createUnansweredQuestions({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  /** Deletes what was last asked more than 30 days ago (one indexed delete); answers how many questions went. */
  async function forgetOld(): Promise<number> {
    const cutoff = new Date(now().getTime() - QUESTION_RETENTION_DAYS * DAY_MS);
    const gone = await db.delete(questions).where(lt(questions.lastAskedAt, cutoff)).returning({ id: questions.id });
    return gone.length;
  }

  /** Counts the question once more, or starts its row; a question that is only punctuation is not kept. */
  async function record(text: string, reason: UnansweredReason): Promise<void> {
    const question = redactQuestion(text);
    const key = questionKey(question);
    if (!key) return;
    const at = now();
    await db
      .insert(questions)
      .values({ questionKey: key, question, reason, firstAskedAt: at, lastAskedAt: at })
      .onConflictDoUpdate({
        target: questions.questionKey,
        set: {
          timesAsked: sql`${questions.timesAsked} + 1`,
          lastAskedAt: at,
          question: sql`excluded.question`,
          reason: sql`excluded.reason`,
        },
      });
  }

  async function list({ page, search }: QuestionListQuery): Promise<QuestionPageView> {
    await forgetOld();
    const where: SQL | undefined = search ? ilike(questions.question, containsPattern(search)) : undefined;
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(questions)
        .where(where)
        .orderBy(desc(questions.lastAskedAt), desc(questions.id))
        .limit(QUESTIONS_PAGE_SIZE)
        .offset((page - 1) * QUESTIONS_PAGE_SIZE),
      db.select({ total: count() }).from(questions).where(where),
    ]);
    return {
      questions: rows.map((r) => ({
        _id: r.id,
        question: r.question,
        reason: r.reason,
        timesAsked: r.timesAsked,
        firstAskedAt: r.firstAskedAt.toISOString(),
        lastAskedAt: r.lastAskedAt.toISOString(),
      })),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / QUESTIONS_PAGE_SIZE)),
    };
  }

  /** "Mark as answered": the owner added the answer to the FAQ, so the question leaves the list. */
  async function dismiss(id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound(QUESTION_MESSAGES.notFound);
    const [gone] = await db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
    if (!gone) throw notFound(QUESTION_MESSAGES.notFound);
  }

  return { record, list, dismiss, forgetOld };
}

export type UnansweredQuestions = ReturnType<typeof createUnansweredQuestions>;
