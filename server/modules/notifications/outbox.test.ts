// The email outbox on a real PostgreSQL and a real SMTP server: a queued message arrives once with its attachment, a
// refusal is retried on the back-off schedule and given up after the last try, a server that is down leaves the
// message waiting, two instances sharing the database send each message once, a crash's claim is taken over, and
// with no SMTP server the message is an .eml file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS } from '../../../domain/mail.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { localStorage } from '../../lib/storage/local.ts';
import { freshDatabase } from '../../test/harness.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createOutboxService, fileMailTransport, retryDelayMs, smtpMailTransport, type QueuedMail } from './index.ts';

let database: DatabaseHandle;
let dir: string;
let smtp: TestSmtpServer;
const storage = () => localStorage(path.join(dir, 'uploads'));

beforeAll(async () => {
  [database, smtp] = await Promise.all([freshDatabase(), startSmtpServer()]);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
});

afterAll(async () => {
  await Promise.all([database.close(), smtp.close()]);
  await fs.rm(dir, { recursive: true, force: true });
});

const mail = (to: string): QueuedMail => ({
  kind: 'test',
  to,
  subject: 'Your order ✓ is on its way',
  text: 'Line one\nhttps://shop.test/x/abc_DEF-123',
  html: '<p>Hi</p>',
});

const outboxTo = (url: string) =>
  createOutboxService({
    db: database.db,
    transport: smtpMailTransport(url),
    storage: storage(),
    from: 'Hunar <orders@shop.test>',
    log: () => undefined,
  });

const rowOf = async (id: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

/** Moves a waiting message's next try to now, as if its back-off had passed. */
const makeDue = (id: string) =>
  database.db
    .update(notifications)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(notifications.id, id));

describe('outbox over SMTP', () => {
  it('delivers a queued message once, with its attachment and headers', async () => {
    await storage().put('contact/note.pdf', Buffer.from('%PDF-1.4 a tiny pdf'));
    const outbox = outboxTo(smtp.url);
    const before = smtp.received.length;
    const id = await outbox.queue(database.db, {
      ...mail('sana@example.pk'),
      replyTo: 'sender@example.pk',
      headers: { 'List-Unsubscribe': '<https://shop.test/u?token=x>' },
      attachments: [{ filename: 'note.pdf', contentType: 'application/pdf', storageKey: 'contact/note.pdf' }],
    });
    expect(await outbox.kick()).toBe(1);
    expect(await outbox.kick()).toBe(0);
    const [arrived] = (await smtp.waitFor(before + 1)).slice(before);
    expect(arrived!.subject).toBe('Your order ✓ is on its way');
    expect(arrived!.text).toContain('https://shop.test/x/abc_DEF-123');
    expect(arrived!.replyTo?.text).toBe('sender@example.pk');
    expect(arrived!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(
      'https://shop.test/u?token=x',
    );
    expect(arrived!.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['note.pdf', '%PDF-1.4 a tiny pdf'],
    ]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimedUntil: null });
    await outbox.stop();
  });

  it('retries a message the server refused (5xx) and delivers it once on the next try', async () => {
    const outbox = outboxTo(smtp.url);
    const before = smtp.received.length;
    smtp.refuseNext(1);
    const id = await outbox.queue(database.db, mail('bilal@example.pk'));
    await outbox.kick();
    const refused = await rowOf(id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused.lastError).toContain('554');
    // The first wait is a minute: nothing is tried before it has passed.
    expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect(await outbox.kick()).toBe(0);

    await makeDue(id);
    expect(await outbox.kick()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(
      smtp.received.slice(before).filter((m) => m.to && 'text' in m.to && m.to.text === 'bilal@example.pk'),
    ).toHaveLength(1);
    await outbox.stop();
  });

  it('keeps a message for a server that is down, backing off 1 min, 5 min, 30 min, 2 h, 12 h, then gives up', async () => {
    const down = await startSmtpServer();
    await down.close();
    const outbox = outboxTo(down.url);
    const id = await outbox.queue(database.db, mail('down@example.pk'));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const started = Date.now();
      await outbox.kick();
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      waits.push(Math.round((row.nextAttemptAt.getTime() - started) / 60_000));
      await makeDue(id);
    }
    expect(waits.slice(0, 5)).toEqual([1, 5, 30, 120, 720]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 6 });
    // Given up: no more tries.
    expect(await outbox.kick()).toBe(0);
    expect(retryDelayMs(99)).toBe(12 * 3_600_000);
    await outbox.stop();
  });

  it('two instances sharing the database send each message exactly once', async () => {
    const [first, second] = [outboxTo(smtp.url), outboxTo(smtp.url)];
    const before = smtp.received.length;
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await first.queue(database.db, mail(`twin-${i}@example.pk`)));
    const [a, b] = await Promise.all([first.kick(), second.kick()]);
    expect(a + b).toBe(25);
    await smtp.waitFor(before + 25);
    // A moment for any duplicate to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const recipients = smtp.received.slice(before).map((m) => (m.to && 'text' in m.to ? m.to.text : ''));
    expect(recipients.sort()).toEqual(ids.map((_, i) => `twin-${i}@example.pk`).sort());
    const rows = await database.db.select().from(notifications).where(inArray(notifications.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('takes over a message whose sender crashed mid-send once its claim has run out', async () => {
    const outbox = outboxTo(smtp.url);
    const id = await outbox.queue(database.db, mail('crashed@example.pk'));
    // What a crash leaves: claimed, attempt counted, never recorded.
    await database.db
      .update(notifications)
      .set({ status: 'sending', attempts: 1, claimedUntil: new Date(Date.now() + 60_000) })
      .where(eq(notifications.id, id));
    expect(await outbox.kick()).toBe(0);
    await database.db
      .update(notifications)
      .set({ claimedUntil: new Date(Date.now() - 1_000) })
      .where(eq(notifications.id, id));
    expect(await outbox.kick()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    await outbox.stop();
  });

  it('answers at once whether the server accepted a message sent now (a refusal is final), and re-sends a copy', async () => {
    const outbox = outboxTo(smtp.url);
    expect(await outbox.sendNow(mail('now@example.pk'))).toBeNull();
    smtp.refuseNext(1);
    expect(await outbox.sendNow(mail('now@example.pk'))).toContain('554');
    const both = await database.db.select().from(notifications).where(eq(notifications.recipient, 'now@example.pk'));
    // The refused one is failed at once, not retried for hours: whoever sent it now has seen why.
    expect(both.map((m) => m.status).sort()).toEqual(['failed', 'sent']);
    const sent = both.find((m) => m.status === 'sent');
    const copy = await outbox.resend(sent!.id);
    expect(copy).not.toBe(sent!.id);
    expect(await rowOf(copy!)).toMatchObject({ status: 'pending', attempts: 0, subject: sent!.subject });
    expect(await outbox.kick()).toBe(1);
    expect(await rowOf(copy!)).toMatchObject({ status: 'sent' });
    expect(await outbox.resend('00000000-0000-4000-8000-000000000000')).toBeNull();
    await outbox.stop();
  });
});

describe('outbox with no SMTP server', () => {
  it('writes the message as an .eml file a mail program reads', async () => {
    const outbox = createOutboxService({
      db: database.db,
      transport: fileMailTransport(path.join(dir, 'mail')),
      storage: storage(),
      from: 'Hunar <no-reply@shop.test>',
      log: () => undefined,
    });
    const id = await outbox.queue(database.db, mail('file@example.pk'));
    expect(await outbox.kick()).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const parsed = await simpleParser(await fs.readFile(path.join(dir, 'mail', row.deliveredAs!)));
    expect(parsed.subject).toBe('Your order ✓ is on its way');
    expect(parsed.text).toContain('https://shop.test/x/abc_DEF-123');
    expect(parsed.html).toContain('<p>Hi</p>');
  });

  it('makes the mail folder when a message finds it missing, also after someone removed it', async () => {
    const folder = path.join(dir, 'mail-made-later', 'outbox');
    const outbox = createOutboxService({
      db: database.db,
      transport: fileMailTransport(folder),
      storage: storage(),
      from: 'Hunar <no-reply@shop.test>',
      log: () => undefined,
    });
    const written = async () => (await fs.readdir(folder)).filter((f) => f.endsWith('.eml'));
    await outbox.queue(database.db, mail('first@example.pk'));
    expect(await outbox.kick()).toBe(1);
    expect(await written()).toHaveLength(1);
    await fs.rm(path.join(dir, 'mail-made-later'), { recursive: true });
    await outbox.queue(database.db, mail('second@example.pk'));
    expect(await outbox.kick()).toBe(1);
    expect(await written()).toHaveLength(1);
    expect((await fs.stat(folder)).mode & 0o777).toBe(0o700);
  });

  it('never sends mail queued in a transaction that rolled back', async () => {
    const outbox = outboxTo(smtp.url);
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.queue(tx, mail('ghost@example.pk'));
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    await outbox.kick();
    expect(
      await database.db.select().from(notifications).where(eq(notifications.recipient, 'ghost@example.pk')),
    ).toHaveLength(0);
    await outbox.stop();
  });
});
