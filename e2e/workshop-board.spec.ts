// The workshop from the owner's desk to the artisan's phone (issue 30): the owner adds an artisan linked to a worker
// account in the Workers tab, opens a stock run on the Production board, assigns the artisan to cutting and, past the
// skill warning, to the next stage, and sends the card on with its button; the artisan, signed in on a phone, lands on
// My work, photographs the piece and sends it on; the owner drags it back, which asks why. axe on each screen;
// screenshots at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccountViaApi, newAccount } from './pages/account-pages.ts';
import { openAdminSection, signInAs, signInAsAdmin } from './pages/admin-panel.ts';
import { expectAccessible, shootWidths } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/i30-workshop';

const notice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('the owner sets a stock run going with a new artisan, who finds it in My work and sends it on', async ({
  page,
  browser,
}) => {
  // Two people, a dozen screens, an upload and five axe checks: about 20 s alone, more beside other journeys.
  test.slow();
  const worker = { ...newAccount('artisan'), password: 'Loom-Artisan-42' };
  const name = `Nasreen ${worker.email.split('@')[0]!.slice(-6)}`;
  await createAccountViaApi(page.request, {
    name,
    email: worker.email,
    password: worker.password,
    phoneNumber: '+92 345 1234567',
    role: 'worker',
  });

  // Workers: the artisan with two skills, paid by the piece, signing in with the worker account.
  await signInAsAdmin(page);
  await openAdminSection(page, 'Workers');
  await page.getByRole('button', { name: 'Add artisan' }).click();
  const form = page.getByRole('form', { name: 'Add artisan' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Phone (WhatsApp)').fill('0300 1234567');
  await form.getByLabel('Cutting', { exact: true }).check();
  await form.getByLabel('Stitching', { exact: true }).check();
  await form.getByLabel('Signs in as').selectOption({ label: `${name} · ${worker.email}` });
  await form.getByRole('button', { name: 'Add artisan' }).click();
  await expect(notice(page, `${name} is added to the workshop.`)).toBeVisible();
  const row = page.getByTestId('artisan-row').filter({ hasText: name });
  await expect(row).toContainText('Cutting');
  await expect(row).toContainText('Piece rate');
  await expect(row).toContainText(`Signs in as ${worker.email}`);
  await expect(row.getByRole('link', { name: `WhatsApp ${name} on 0300 1234567` })).toHaveAttribute(
    'href',
    'https://wa.me/923001234567',
  );
  await expectAccessible(page);
  await shootWidths(page, SHOTS, 'workers');

  // Production: a stock run of three, found as the phone-order entry finds a product.
  await openAdminSection(page, 'Production');
  await page.getByRole('button', { name: 'New stock run' }).click();
  await page.getByLabel('Which product?').fill('WMN-AJK-001');
  await page.getByRole('button', { name: /^Choose .*\(WMN-AJK-001\)$/ }).click();
  const run = page.getByRole('form', { name: 'New stock run' });
  await run.getByLabel('Size').selectOption('M');
  await run.getByLabel('Colour').selectOption({ index: 1 });
  await run.getByLabel(/How many/).fill('3');
  await run.getByRole('button', { name: 'Open stock run' }).click();
  const opened = notice(page, /Stock run J-\d+ opened at Cutting\./);
  await expect(opened).toBeVisible();
  const number = /J-\d+/.exec((await opened.textContent()) ?? '')![0];
  const card = page.getByTestId('column-cutting').getByRole('article', { name: new RegExp(`^${number},`) });
  await expect(card).toContainText('For stock');
  await expect(card).toContainText('×3');

  // The card's sheet: cutting to the artisan; the next stage too, which they lack the skill for: 'Assign anyway'.
  await card.getByRole('button', { name: new RegExp(`^Open ${number}`) }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel(`Cutting by, ${number}`).selectOption({ label: name });
  await expect(notice(page, `${name} now holds cutting.`)).toBeVisible();
  const next = sheet.getByRole('listitem').filter({ hasText: 'Printing/dyeing' });
  await next.getByLabel(`Printing/dyeing by, ${number}`).selectOption({ label: `${name} (no printing/dyeing skill)` });
  await expect(next.getByRole('alert')).toContainText(`${name} has no printing/dyeing skill`);
  await next.getByLabel('Assign anyway').check();
  await expect(notice(page, `${name} now holds printing/dyeing.`)).toBeVisible();
  await expect(next.getByLabel('Assign anyway')).toBeChecked();
  await expectAccessible(page);
  await shootWidths(page, SHOTS, 'job-sheet');
  await sheet.getByRole('button', { name: 'Close job card' }).click();

  // Sent on with the card's button: the board shows it where the server says it is.
  await expect(card.getByText(initials(name), { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Send to printing/dyeing' }).click();
  await expect(notice(page, `${number} is now at Printing/dyeing.`)).toBeVisible();
  const moved = page.getByTestId('column-printing').getByRole('article', { name: new RegExp(`^${number},`) });
  await expect(moved).toBeVisible();
  await expectAccessible(page);
  await shootWidths(page, SHOTS, 'production-board');

  // The artisan's phone: /admin opens on My work with the card they now hold.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signInAs(phone, worker.email, worker.password);
  await expect(phone.getByRole('heading', { level: 2, name: 'My work' })).toBeVisible();
  const mine = phone.getByRole('article', { name: new RegExp(`^Indigo Ajrak`) }).filter({ hasText: number });
  await expect(mine).toContainText('Printing/dyeing');
  await expectAccessible(phone);
  await shootWidths(phone, SHOTS, 'my-work');
  // A photo for the workshop (a stock run has no shopper to share it with).
  await mine.getByRole('button', { name: 'Add photo' }).click();
  await expect(mine.getByLabel('Share with the shopper')).toHaveCount(0);
  const picture = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#3b4a7a' } })
    .jpeg()
    .toBuffer();
  await mine.getByLabel(/^Photos/).setInputFiles({ name: 'first-cut.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(mine.getByRole('img', { name: 'first-cut.jpg' })).toBeVisible();
  await mine.getByLabel('What the photos show').fill('Panels cut and block-printed');
  await mine.getByRole('button', { name: 'Add photos' }).click();
  await expect(notice(phone, 'Photos added for the workshop.')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Panels cut and block-printed' })).toBeVisible();
  await mine.getByRole('button', { name: 'Done, send to embroidery' }).click();
  await expect(notice(phone, `${number} is now at Embroidery.`)).toBeVisible();
  await expect(phone.getByText('Nothing assigned to you right now')).toBeVisible();
  await phoneContext.close();

  // The owner drags it back to cutting: the board asks why, and the reason goes into the card's history.
  await page.reload();
  const atEmbroidery = page.getByTestId('column-embroidery').getByRole('article', { name: new RegExp(`^${number},`) });
  // Dropped near the column's top: with other journeys' cards in it, its middle can be below the fold.
  await atEmbroidery.dragTo(page.getByTestId('column-cutting'), { targetPosition: { x: 40, y: 24 } });
  const why = page.getByRole('dialog', { name: `Send ${number} back to Cutting?` });
  await why.getByRole('button', { name: 'Send back to Cutting' }).click();
  await expect(why.getByRole('alert')).toHaveText('reason: say why the job goes back');
  await why.getByLabel('Why it goes back').fill('The border print smudged on one panel');
  await why.getByRole('button', { name: 'Send back to Cutting' }).click();
  await expect(notice(page, `${number} is now at Cutting.`)).toBeVisible();
  const back = page.getByTestId('column-cutting').getByRole('article', { name: new RegExp(`^${number},`) });
  await back.getByRole('button', { name: new RegExp(`^Open ${number}`) }).click();
  const history = page.getByRole('list', { name: `History of ${number}` });
  await expect(history).toContainText('Embroidery → Cutting');
  await expect(history).toContainText('The border print smudged on one panel');
  await expect(page.getByRole('list', { name: `Photos of ${number}` })).toContainText('Panels cut and block-printed');
});

const initials = (full: string) => {
  const words = full.split(' ');
  return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
};
