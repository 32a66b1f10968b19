// The email outbox on a real PostgreSQL: queued mail becomes an .eml file once, failures are retried later and given
// up after the last attempt, and a message queued in a rolled-back transaction never goes out.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { freshDatabase } from '../../test/harness.ts';
import { createOutboxService, fileMailTransport, retryDelayMs, type MailTransport } from './index.ts';

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await freshDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
});
afterAll(async () => {
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const mail = (to: string) => ({
  kind: 'test',
  to,
  subject: 'Your order ✓ is on its way',
  text: 'Line one\nhttps://shop.test/x/abc_DEF-123',
  html: '<p>Hi</p>',
});

describe('outbox', () => {
  it('delivers a queued message once, as a readable .eml file', async () => {
    const outbox = createOutboxService({
      db: database.db,
      transport: fileMailTransport(dir),
      from: 'Hunar <no-reply@shop.test>',
      log: () => undefined,
    });
    const id = await outbox.queue(database.db, mail('sana@example.pk'));
    expect(await outbox.kick()).toBe(1);
    expect(await outbox.kick()).toBe(0);
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const eml = await fs.readFile(path.join(dir, row!.deliveredAs!), 'utf8');
    expect(eml).toContain('To: sana@example.pk\r\n');
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('Your order ✓ is on its way').toString('base64')}?=`);
    expect(eml).toContain('https://shop.test/x/abc_DEF-123\r\n');
    expect(eml).toContain('Content-Type: multipart/alternative');
  });

  it('retries a failed delivery later and gives up after the last attempt', async () => {
    let calls = 0;
    const broken: MailTransport = {
      send: async () => {
        calls++;
        throw new Error('SMTP down');
      },
    };
    const outbox = createOutboxService({
      db: database.db,
      transport: broken,
      from: 'x@shop.test',
      log: () => undefined,
    });
    const id = await outbox.queue(database.db, mail('bilal@example.pk'));
    await outbox.kick();
    let [row] = await database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing is tried.
    await outbox.kick();
    expect(calls).toBe(1);
    for (let attempt = 2; attempt <= 8; attempt++) {
      await database.db
        .update(notifications)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(notifications.id, id));
      await outbox.kick();
    }
    [row] = await database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('never sends mail queued in a transaction that rolled back', async () => {
    const outbox = createOutboxService({
      db: database.db,
      transport: fileMailTransport(dir),
      from: 'x@shop.test',
      log: () => undefined,
    });
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
  });
});
