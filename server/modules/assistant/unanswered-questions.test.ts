// The unanswered-questions service on a real database: personal details never stored, repeats counted on one row
// whatever their case, punctuation or spacing, the newest first, search, dismissal, and nothing kept past 30 days
// (the retention job, and the list between its runs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { assistantQuestions } from '../../db/schema/assistant.ts';
import { freshDatabase } from '../../test/harness.ts';
import { createQuestionRetentionJob } from './question-retention.job.ts';
import { createUnansweredQuestions } from './unanswered-questions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let database: DatabaseHandle;
let clock: Date;
let questions: ReturnType<typeof createUnansweredQuestions>;

beforeAll(async () => {
  database = await freshDatabase();
  clock = new Date('2026-11-01T09:00:00Z');
  questions = createUnansweredQuestions({ db: database.db, now: () => clock });
});
afterAll(() => database.close());

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const stored = () => database.db.select().from(assistantQuestions);

describe('unanswered questions', () => {
  it.each([
    ['my email is Ayesha.Khan+shop@example.com.pk, write back', 'my email is [email], write back'],
    ['call +92 300 1234567 please', 'call [phone] please'],
    ['call 0300-1234567 please', 'call [phone] please'],
    ['call 03001234567 please', 'call [phone] please'],
    ['call 0300 123 4567 please', 'call [phone] please'],
    ['my UK number +44 7700 900123', 'my UK number [phone]'],
    ['where is HC-AB23-CD45-EF67?', 'where is [order id]?'],
    ['where is po-ab23-cd45-ef67', 'where is [order id]'],
    ['my CNIC is 35202-1234567-1', 'my CNIC is [number]'],
    ['card 4111 1111 1111 1111 failed', 'card [number] failed'],
    ['account 12345678901234 for refund', 'account [number] for refund'],
  ])('stores %j as %j, in the question and in its key', async (asked, kept) => {
    await questions.record(asked, 'unknown');
    const rows = await stored();
    expect(rows.map((r) => r.question)).toEqual([kept]);
    // The key is made from the redacted text: it holds no personal detail either.
    expect(rows[0]!.questionKey).not.toMatch(/\d{4}|@|example|ab23/i);
    await database.db.delete(assistantQuestions);
  });

  it('keeps sizes and prices readable: short numbers are not personal', async () => {
    await questions.record('Do you have size 42 under Rs 5,000?', 'no-match');
    expect((await stored())[0]!.question).toBe('Do you have size 42 under Rs 5,000?');
    await database.db.delete(assistantQuestions);
  });

  it('counts repeats on one row whatever the case, accents, punctuation or spacing; the latest wording is shown', async () => {
    await questions.record('Do you ship to Dubai?', 'unknown');
    later(60_000);
    await questions.record('  do you SHIP to dubaí!!  ', 'unknown');
    later(60_000);
    await questions.record('Do you ship, to Dubai', 'no-match');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      questionKey: 'do you ship to dubai',
      question: 'Do you ship, to Dubai',
      reason: 'no-match',
      timesAsked: 3,
      firstAskedAt: new Date(clock.getTime() - 120_000),
      lastAskedAt: clock,
    });
  });

  it('does not keep a question that is only punctuation', async () => {
    const before = (await stored()).length;
    await questions.record('?!...', 'unknown');
    expect(await stored()).toHaveLength(before);
  });

  it('lists the newest first, 20 a page, with search and a page count', async () => {
    await database.db.delete(assistantQuestions);
    for (let i = 0; i < 22; i++) {
      later(60_000);
      await questions.record(`question number ${i}`, i % 2 ? 'unknown' : 'no-match');
    }
    const first = await questions.list({ page: 1 });
    expect(first).toMatchObject({ total: 22, page: 1, totalPages: 2 });
    expect(first.questions).toHaveLength(20);
    expect(first.questions[0]).toEqual({
      _id: expect.any(String),
      question: 'question number 21',
      reason: 'unknown',
      timesAsked: 1,
      firstAskedAt: clock.toISOString(),
      lastAskedAt: clock.toISOString(),
    });
    // Asked again, an older question comes back to the top.
    later(60_000);
    await questions.record('Question number 3', 'unknown');
    expect((await questions.list({ page: 1 })).questions[0]).toMatchObject({
      question: 'Question number 3',
      timesAsked: 2,
    });
    const second = await questions.list({ page: 2 });
    expect(second.questions.map((q) => q.question)).toEqual(['question number 1', 'question number 0']);
    const found = await questions.list({ page: 1, search: 'NUMBER 1' });
    const tens = Array.from({ length: 10 }, (_, i) => `question number ${19 - i}`);
    expect(found.questions.map((q) => q.question)).toEqual([...tens, 'question number 1']);
    expect(found.total).toBe(11);
    expect((await questions.list({ page: 1, search: '%' })).total).toBe(0);
  });

  it('marks a question answered: it leaves the list; an unknown or malformed id is not found', async () => {
    const [top] = (await questions.list({ page: 1 })).questions;
    await questions.dismiss(top!._id);
    expect((await questions.list({ page: 1 })).questions.map((q) => q._id)).not.toContain(top!._id);
    await expect(questions.dismiss(top!._id)).rejects.toMatchObject({ statusCode: 404, message: 'Question not found' });
    await expect(questions.dismiss('not-an-id')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('deletes what was last asked more than 30 days ago and keeps what was asked 29 days ago', async () => {
    await database.db.delete(assistantQuestions);
    await questions.record('asked 31 days ago', 'unknown');
    later(2 * DAY_MS);
    await questions.record('asked 29 days ago', 'unknown');
    later(29 * DAY_MS);
    // The hourly job, with no one opening the list.
    const job = createQuestionRetentionJob({ questions, intervalMs: 60_000, log: () => undefined });
    expect(await job.runOnce()).toBe(1);
    expect((await stored()).map((r) => r.question)).toEqual(['asked 29 days ago']);
    // Between two runs of the job, the list itself never shows one older than 30 days.
    later(2 * DAY_MS);
    expect(await questions.list({ page: 1 })).toMatchObject({ questions: [], total: 0 });
    expect(await stored()).toEqual([]);
  });

  it('logs a failed retention run and answers 0, leaving the work for the next run', async () => {
    const lines: string[] = [];
    const failing = { forgetOld: () => Promise.reject(new Error('database restarting')) };
    const job = createQuestionRetentionJob({ questions: failing, intervalMs: 60_000, log: (l) => lines.push(l) });
    expect(await job.runOnce()).toBe(0);
    expect(lines).toEqual(['question retention run failed: database restarting']);
  });
});
