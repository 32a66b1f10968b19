// The chatbot API: the status says the built-in assistant answers; messages are checked against the contract (empty,
// over 1,000 characters, more than 10 earlier messages); answers are plain text with in-shop cards; calls are limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../domain/schemas/chatbot.ts';
import { randomIp } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { placePreorder } from '../../test/preorders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const chat = (payload: object, remoteAddress = randomIp()) =>
  t.app.inject({ method: 'POST', url: '/api/chatbot/chat', payload, remoteAddress });

describe('/api/chatbot', () => {
  it('says the built-in assistant is online and what it answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/chatbot/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'online', model: 'built-in' });
    expect(response.json().capabilities).toContain('order_tracking');
  });

  it('refuses an empty message, one over 1,000 characters, and more than 10 earlier messages', async () => {
    expect((await chat({ message: '   ' })).json()).toMatchObject({ error: CHAT_MESSAGES.empty });
    const long = await chat({ message: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: CHAT_MESSAGES.tooLong });
    const turns = Array.from({ length: 11 }, () => ({ role: 'user', content: 'hi' }));
    expect((await chat({ message: 'hi', conversationHistory: turns })).statusCode).toBe(400);
  });

  it('answers a product question with cards of the shop’s own products and a timestamp', async () => {
    const { prodId } = await createProduct(t.database.db, t.app.services, {
      name: 'Saffron Chiffon Dupatta',
      price: 3350,
      colors: ['Saffron'],
    });
    const response = await chat({ message: 'saffron dupatta chahiye', conversationHistory: [] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response).toContain('Rs 3,350');
    expect(body.products).toEqual([
      expect.objectContaining({
        prodId,
        price: 3350,
        href: `/product/${prodId}`,
        imageUrl: expect.stringMatching(/^\/files\/media\/[^/]+\/320\.webp$/),
      }),
    ]);
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });

  it('reads a follow-up with the earlier question: "and in L?" after a product question', async () => {
    const { prodId } = await createProduct(t.database.db, t.app.services, {
      name: 'Turquoise Gharara Set',
      price: 7200,
      sizeStock: { M: 0, L: 3 },
    });
    const conversationHistory = [
      { role: 'user', content: 'gharara in size M' },
      { role: 'assistant', content: 'Turquoise Gharara Set: M sold out (you can preorder it)' },
    ];
    const body = (await chat({ message: 'and in L?', conversationHistory })).json();
    expect(body.response).toContain('L in stock');
    expect(body.products).toEqual([expect.objectContaining({ prodId })]);
    const alone = (await chat({ message: 'and in L?', conversationHistory: [] })).json();
    expect(alone.products).toBeUndefined();
  });

  it('tells a real preorder’s status by its ID, in the shopper’s language, without who placed it', async () => {
    const { prodId } = await createProduct(t.database.db, t.app.services, { name: 'Indigo Angrakha', price: 9000 });
    const preorder = await placePreorder(t, [{ prodId, price: 9000 }]);
    const body = (await chat({ message: `mera preorder ${preorder.preorderId} kahan hai` })).json();
    expect(body.response).toContain(`Preorder ${preorder.preorderId} ka status: Pending`);
    expect(body.response).toContain('Indigo Angrakha (M)');
    for (const detail of [preorder.contact.name, preorder.contact.email, preorder.shippingAddress.street])
      expect(JSON.stringify(body)).not.toContain(detail);
  });

  it('limits one address to 30 messages a minute', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) expect((await chat({ message: 'hello' }, ip)).statusCode).toBe(200);
    expect((await chat({ message: 'hello' }, ip)).statusCode).toBe(429);
  });
});
