// The contact form's attachment (issue 14): on a 390 px phone a message with a PDF goes and the thanks are on screen
// and focused; a file too big or not what its name says is explained beside the field; staff find the message in
// Messages and download the file under its own name, byte for byte. Screenshots go to .tmp/shots/i14-contact/.
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_SUCCESS } from '../domain/contact.ts';
import { samplePdf } from '../server/test/contact.ts';
import { openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { gotoInteractive } from './pages/navigation.ts';

const SHOTS = '.tmp/shots/i14-contact';
const PDF = samplePdf('Chest 38, length 42, sleeves 23');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

async function fillMessage(page: Page, message: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Ayesha Khan');
  await page.getByRole('textbox', { name: 'Email' }).fill('ayesha@example.com');
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Custom Order' });
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });

    test('a message with a PDF attachment sends, and the thanks are in view and focused', async ({ page }) => {
      await gotoInteractive(page, '/contact');
      await fillMessage(page, `Measurements for the ajrak kurta (${viewport.width})`);
      const attachment = page.getByLabel('Attachment');
      await attachment.setInputFiles({ name: 'Measurements.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText('Measurements.pdf')).toBeVisible();
      await expect(page.getByText(/^\d+ B · Attached$/)).toBeVisible();
      await shot(page, 'contact-file-chosen');

      await page.getByRole('button', { name: 'Send message' }).click();
      const thanks = page.getByRole('status').filter({ hasText: CONTACT_SUCCESS });
      await expect(thanks).toBeInViewport({ ratio: 1 });
      await expect(thanks).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
      await expect(page.getByText('Measurements.pdf')).toBeHidden();
      await expect(page.getByText('Attach a file')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/contact-sent-${viewport.width}.png` });
    });
  });
}

test('a file too big, or an HTML page named .pdf, is explained beside the field and nothing is sent', async ({
  page,
}) => {
  await gotoInteractive(page, '/contact');
  const attachment = page.getByLabel('Attachment');
  await attachment.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(11 * 1024 * 1024),
  });
  await expect(page.getByText('File size must be less than 10MB')).toBeVisible();
  await expect(attachment).toHaveAttribute('aria-invalid', 'true');

  await attachment.setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  });
  await expect(page.getByText('File type text/html is not allowed')).toBeVisible();
  await expect(page.getByText('File size must be less than 10MB')).toBeHidden();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('File type text/html is not allowed')).toBeHidden();
});

test('staff find the message in Messages and download its attachment under its own name', async ({ page, request }) => {
  // The shopper's message, sent as the contact page sends it: upload, then the form.
  const asked = await request.post('/api/images/public-upload', {
    data: { fileName: 'Size chart.pdf', fileType: 'application/pdf', bucketName: 'contact-attachments' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { signedUrl, fileUrl } = (await asked.json()) as { signedUrl: string; fileUrl: string };
  const put = await request.put(signedUrl, { headers: { 'Content-Type': 'application/pdf' }, data: PDF });
  expect(put.ok(), await put.text()).toBe(true);
  const text = `Please see the size chart for my daughter (${Date.now()})`;
  const sent = await request.post('/api/email/contact-form', {
    data: { name: 'Sana Malik', email: 'sana@example.com', subject: 'order', message: text, attachment: fileUrl },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await signInAsAdmin(page);
  await openAdminSection(page, 'Messages');
  const card = page.getByRole('region', { name: 'Contact messages' });
  const item = card.getByRole('listitem').filter({ hasText: text });
  await expect(item.getByRole('heading', { name: 'Sana Malik' })).toBeVisible();
  await expect(item.getByRole('link', { name: 'sana@example.com' })).toHaveAttribute('href', 'mailto:sana@example.com');
  await expect(item.getByText('Order Support')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await item.getByRole('link', { name: /Download Size chart\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Size chart.pdf');
  const saved = await fs.readFile(await download.path());
  expect(saved.length).toBe(PDF.length);
  expect(saved.equals(PDF)).toBe(true);

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await item.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/admin-contact-messages-${width}.png` });
  }
});
