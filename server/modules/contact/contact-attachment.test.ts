// The contact form's attachment on a real PostgreSQL and disk: a PDF and a DOCX are kept with the message, listed to
// staff and downloaded byte for byte under their own name; an HTML page renamed .pdf, an 11 MB file and a reference
// to a file that is not a contact attachment are refused with the spec's words, and nothing is stored for them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_ATTACHMENT_MISSING } from '../../../domain/contact.ts';
import { contactMessagePageView } from '../../../domain/schemas/contact-views.ts';
import { signedUploadView } from '../../../domain/schemas/uploads.ts';
import { DOCX_TYPE, PDF_TYPE } from '../../../domain/uploads.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { bearer, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import {
  askContactUpload,
  CONTACT_FORM,
  putFile,
  sampleDocx,
  samplePdf,
  sendContactForm,
  uploadContactAttachment,
  zipOf,
} from '../../test/contact.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { uploadScreenshot } from '../../test/orders.ts';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  staffToken = (await signedInAs(t, 'coordinator')).token;
});
afterAll(() => t.close());

const ELEVEN_MB = 11 * 1024 * 1024;

async function listed(page = 1, token = staffToken) {
  return t.app.inject({ method: 'GET', url: `/api/contact-messages?page=${page}`, headers: bearer(token) });
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads', 'private', 'contact-attachments');
  return (await fs.readdir(root).catch(() => [])).sort();
}

const messageCount = async () => (await t.database.db.select().from(contactMessages)).length;

describe('a contact message with an attachment', () => {
  it.each([
    ['a PDF', 'Measurements (final).pdf', samplePdf(), PDF_TYPE],
    ['a DOCX', 'size chart.docx', sampleDocx(), DOCX_TYPE],
  ])('keeps %s, lists it to staff, and downloads it byte for byte under its name', async (_, name, file, type) => {
    const fileUrl = await uploadContactAttachment(t, file, name);
    const sent = await sendContactForm(t, { ...CONTACT_FORM, message: `About ${name}`, attachment: fileUrl });
    expect(sent.statusCode, sent.body).toBe(200);

    const page = await json(await listed(), contactMessagePageView);
    const mine = page.messages.find((m) => m.message === `About ${name}`)!;
    expect(mine).toMatchObject({
      name: CONTACT_FORM.name,
      email: CONTACT_FORM.email,
      attachment: { fileName: name, contentType: type, size: file.length },
    });
    // The view carries a signed link, never where the file is kept.
    expect(JSON.stringify(page)).not.toContain('private/');

    const download = await t.app.inject({ method: 'GET', url: mine.attachment!.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file)).toBe(true);
    expect(download.headers['content-type']).toBe(type);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a signed-in shopper’s attachment, and they can no longer delete it once sent', async () => {
    const shopper = await registerCustomer(t);
    const asked = await askContactUpload(t, { fileName: 'proof.pdf', fileType: PDF_TYPE }, shopper.token);
    const { signedUrl, fileUrl } = await json(asked, signedUploadView);
    expect((await putFile(t, signedUrl, samplePdf(), PDF_TYPE)).statusCode).toBe(200);
    expect((await sendContactForm(t, { ...CONTACT_FORM, attachment: fileUrl })).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/images/delete-file',
      headers: bearer(shopper.token),
      payload: { fileName: fileUrl, bucketName: 'contact-attachments' },
    });
    expect(removed.statusCode).toBe(409);
  });

  it('refuses an HTML page renamed .pdf by what its bytes are, and stores nothing', async () => {
    const before = await storedFiles();
    const asked = await askContactUpload(t, { fileName: 'invoice.pdf', fileType: PDF_TYPE });
    const { signedUrl, uploadId } = await json(asked, signedUploadView);
    const html = '<!DOCTYPE html><html><body><script>fetch("/api/admin")</script></body></html>';
    const sent = await putFile(t, signedUrl, html, PDF_TYPE);
    expect(sent.statusCode).toBe(415);
    expect(sent.json()).toEqual({ error: 'File type text/html is not allowed' });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(row!.status).toBe('pending');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a ZIP that is not a Word document, and a type that is not allowed when asked', async () => {
    const asked = await askContactUpload(t, { fileName: 'notes.docx', fileType: DOCX_TYPE });
    const { signedUrl } = await json(asked, signedUploadView);
    const sent = await putFile(t, signedUrl, zipOf({ 'notes.txt': 'hello' }), DOCX_TYPE);
    expect(sent.json()).toEqual({ error: 'File type application/zip is not allowed' });
    const exe = await askContactUpload(t, { fileName: 'setup.exe', fileType: 'application/x-msdownload' });
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toEqual({ error: 'File type application/x-msdownload is not allowed' });
  });

  it('refuses 11 MB when asked, when the length is announced and when the body runs over, storing nothing', async () => {
    const before = await storedFiles();
    const asked = await askContactUpload(t, { fileName: 'big.pdf', fileType: PDF_TYPE, fileSize: ELEVEN_MB });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error).toBe('File size must be less than 10MB');

    const ticket = await json(await askContactUpload(t, { fileName: 'big.pdf', fileType: PDF_TYPE }), signedUploadView);
    const big = Buffer.concat([samplePdf(), Buffer.alloc(ELEVEN_MB)]);
    const sent = await putFile(t, ticket.signedUrl, big, PDF_TYPE);
    expect(sent.statusCode).toBe(413);
    expect(sent.json()).toEqual({ error: 'File size must be less than 10MB' });
    expect(await storedFiles()).toEqual(before);
  });

  it('takes a 9 MB PDF, more than a picture may be', async () => {
    const nine = Buffer.concat([samplePdf(), Buffer.alloc(9 * 1024 * 1024)]);
    const fileUrl = await uploadContactAttachment(t, nine, 'catalogue.pdf');
    expect((await sendContactForm(t, { ...CONTACT_FORM, attachment: fileUrl })).statusCode).toBe(200);
  });

  it.each([
    ['a payment screenshot', async () => uploadScreenshot(t)],
    ['an address from elsewhere', async () => 'https://files.example.com/uploads/report.pdf'],
    [
      'an upload never sent',
      async () => (await askContactUpload(t, { fileName: 'a.pdf', fileType: PDF_TYPE })).json().fileUrl as string,
    ],
  ])('refuses %s as the attachment with 400, storing no message', async (_, reference) => {
    const before = await messageCount();
    const sent = await sendContactForm(t, { ...CONTACT_FORM, attachment: await reference() });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toEqual({ error: CONTACT_ATTACHMENT_MISSING });
    expect(await messageCount()).toBe(before);
  });

  it('refuses one file attached to a second message', async () => {
    const fileUrl = await uploadContactAttachment(t);
    expect((await sendContactForm(t, { ...CONTACT_FORM, attachment: fileUrl })).statusCode).toBe(200);
    const again = await sendContactForm(t, { ...CONTACT_FORM, attachment: fileUrl });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: CONTACT_ATTACHMENT_MISSING });
  });
});

describe('staff reading the messages', () => {
  it('lists them newest first, 20 a page, a message without a file with none', async () => {
    const base = Date.now() + 60_000;
    await t.database.db.insert(contactMessages).values(
      Array.from({ length: 21 }, (_, n) => ({
        ...CONTACT_FORM,
        message: `Paged message ${n}`,
        createdAt: new Date(base + n * 1000),
      })),
    );
    const first = await json(await listed(1), contactMessagePageView);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]).toMatchObject({ message: 'Paged message 20', attachment: null });
    expect(first.messages[19]!.message).toBe('Paged message 1');
    expect(first.total).toBe(await messageCount());
    expect(first.totalPages).toBe(Math.ceil(first.total / 20));
    const second = await json(await listed(2), contactMessagePageView);
    expect(second.page).toBe(2);
    expect(second.messages[0]!.message).toBe('Paged message 0');
  });

  it('keeps guests and customers out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages' })).statusCode).toBe(401);
    const shopper = await registerCustomer(t);
    expect((await listed(1, shopper.token)).statusCode).toBe(403);
  });

  it('refuses an expired or forged download link', async () => {
    const fileUrl = await uploadContactAttachment(t);
    expect((await sendContactForm(t, { ...CONTACT_FORM, attachment: fileUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(403);
    const forged = `${fileUrl}?expires=${Date.now() + 60_000}&signature=${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });
});
