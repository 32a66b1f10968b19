// POST /api/email/contact-form: stores a valid message, explains bad input with the spec's texts, stores nothing then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS } from '../../../domain/contact.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300-1234567',
  location: 'Lahore',
  subject: 'custom',
  message: 'Can you make the ajrak kurta in size XXL?',
};
const send = (payload: object, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/email/contact-form', payload, remoteAddress: ip });
const stored = () => t.database.db.select().from(contactMessages);

describe('contact form', () => {
  it('stores a valid message and answers success with the spec text', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_SUCCESS });
    expect(await stored()).toMatchObject([
      { name: 'Ayesha Khan', email: 'ayesha@example.pk', subject: 'custom', location: 'Lahore' },
    ]);
  });

  it('accepts a message without the optional phone and location', async () => {
    const { phone: _p, location: _l, ...required } = valid;
    expect((await send(required, '10.1.0.2')).statusCode).toBe(200);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'ayesha' }, 'Please enter a valid email address'],
    [{ subject: 'complaint' }, 'Subject is required'],
    [{ message: '   ' }, 'Message is required'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %j with "%s" and stores nothing', async (change, error) => {
    const before = (await stored()).length;
    const res = await send({ ...valid, ...change }, '10.1.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
    expect((await stored()).length).toBe(before);
  });

  it('stores script-like text as plain text (rendering escapes it)', async () => {
    const res = await send({ ...valid, name: '<script>alert(1)</script>' }, '10.1.0.4');
    expect(res.statusCode).toBe(200);
    expect((await stored()).some((m) => m.name === '<script>alert(1)</script>')).toBe(true);
  });

  it('limits one address to 5 messages in 10 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid, '10.1.0.9')).statusCode).toBe(200);
    expect((await send(valid, '10.1.0.9')).statusCode).toBe(429);
  });
});
