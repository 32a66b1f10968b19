// The assistant's unanswered questions through the API: a question it did not understand and a product search that
// found nothing are recorded (redacted), an answered one is not, the shopper never sees the mark, a failure to record
// still answers, staff read and dismiss them (messages:manage), and with a model configured only the built-in
// fallback's misses are recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionPageView } from '../../../domain/schemas/assistant-questions.ts';
import { bearer, randomIp, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { startModelServer, type TestModelServer } from '../../test/model-server.ts';

let t: TestApp;
let admin: string;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ logLines });
  admin = (await signedInAs(t, 'admin')).token;
  await createProduct(t.database.db, t.app.services, { name: 'Indigo Block Print Kurta', colors: ['Indigo'] });
});
afterAll(() => t.close());

const chat = (message: string) =>
  t.app.inject({ method: 'POST', url: '/api/chatbot/chat', payload: { message }, remoteAddress: randomIp() });
const listed = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/chatbot/questions${query}`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return json(response, questionPageView);
};
/** Recording does not hold up the answer: wait until the list shows what was recorded. */
const listedOnce = (length: number) =>
  expect.poll(async () => (await listed()).questions.length, { timeout: 5_000 }).toBe(length);

describe('questions the assistant could not answer', () => {
  it('records an unknown question and a search with no match, redacted, and never tells the shopper', async () => {
    const unknown = await chat('Who designed your logo? I am sana@example.pk');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).not.toHaveProperty('unanswered');
    const noMatch = await chat('do you have a purple velvet sherwani');
    expect(noMatch.statusCode).toBe(200);
    expect(noMatch.json().response).toContain("couldn't find a piece like that");
    expect(noMatch.json()).not.toHaveProperty('unanswered');
    await listedOnce(2);
    const { questions } = await listed();
    expect(questions.map((q) => [q.question, q.reason, q.timesAsked]).sort()).toEqual([
      ['Who designed your logo? I am [email]', 'unknown', 1],
      ['do you have a purple velvet sherwani', 'no-match', 1],
    ]);
  });

  it('does not record a question it answered', async () => {
    const answered = await chat('indigo kurta');
    expect(answered.statusCode).toBe(200);
    expect(answered.json().products).toHaveLength(1);
    await chat('What are your returns rules?');
    // A question recorded after these would show up behind them: ask one more unanswerable and wait for it alone.
    await chat('can you sing me a song');
    await listedOnce(3);
    expect((await listed()).questions.map((q) => q.question)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/indigo|returns/i)]),
    );
  });

  it('still answers the shopper when the question cannot be recorded, and logs a warning', async () => {
    await t.database.pool.query('alter table assistant_questions rename to assistant_questions_away');
    try {
      const response = await chat('what is the meaning of life');
      expect(response.statusCode).toBe(200);
      expect(response.json().response).toMatch(/Sorry/);
      await expect
        .poll(() => logLines.some((l) => l.includes('could not record an unanswered question')), { timeout: 5_000 })
        .toBe(true);
    } finally {
      await t.database.pool.query('alter table assistant_questions_away rename to assistant_questions');
    }
    expect((await listed()).questions.map((q) => q.question)).not.toContain('what is the meaning of life');
  });

  it('counts a repeat, searches, and marks a question answered; an unknown id is 404', async () => {
    await chat('CAN YOU SING ME A SONG?');
    await expect.poll(async () => (await listed('?search=song')).questions[0]?.timesAsked, { timeout: 5_000 }).toBe(2);
    const [song] = (await listed('?search=song')).questions;
    expect(song!.question).toBe('CAN YOU SING ME A SONG?');
    const dismiss = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/chatbot/questions/${id}`, headers: bearer(admin) });
    const answered = await dismiss(song!._id);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ message: 'Marked as answered' });
    expect((await listed('?search=song')).total).toBe(0);
    expect((await dismiss(song!._id)).json()).toEqual({ error: 'Question not found' });
    expect((await dismiss('nothing-here')).statusCode).toBe(404);
  });
});

describe('questions on a configured model', () => {
  let model: TestModelServer;
  let withModel: TestApp;
  beforeAll(async () => {
    model = await startModelServer(() => ({ status: 500 }));
    withModel = await buildTestApp({ llm: { baseUrl: model.baseUrl, apiKey: 'sk-test-key', model: 'stand-in-mini' } });
  });
  afterAll(async () => {
    await withModel.close();
    await model.close();
  });
  const ask = (message: string) =>
    withModel.app.inject({ method: 'POST', url: '/api/chatbot/chat', payload: { message }, remoteAddress: randomIp() });
  const recorded = async () =>
    (await withModel.app.services.unansweredQuestions.list({ page: 1 })).questions.map((q) => q.question);

  it('records what the built-in fallback could not answer, and nothing the model answered itself', async () => {
    model.setScript(() => ({ content: 'Our logo was drawn by the founder.' }));
    const answered = await ask('Who designed your logo?');
    expect(answered.json().response).toBe('Our logo was drawn by the founder.');
    model.setScript(() => ({ status: 500 }));
    const fellBack = await ask('Can you sing me a song?');
    expect(fellBack.statusCode).toBe(200);
    expect(fellBack.json()).not.toHaveProperty('unanswered');
    await expect.poll(recorded, { timeout: 5_000 }).toEqual(['Can you sing me a song?']);
  });

  it('records a search the model made that found nothing in the shop', async () => {
    model.setScript((request) =>
      request.messages.at(-1)!.role === 'user'
        ? { toolCalls: [{ name: 'search_products', arguments: { query: 'velvet sherwani' } }] }
        : { content: 'We have no velvet sherwani right now; ask us about a custom order on the contact page.' },
    );
    const answer = await ask('velvet sherwani for my wedding?');
    expect(answer.json().response).toContain('no velvet sherwani');
    await expect.poll(recorded, { timeout: 5_000 }).toContain('velvet sherwani for my wedding?');
  });
});
