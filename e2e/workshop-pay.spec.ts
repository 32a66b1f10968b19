// Piece-rate pay from the owner's desk (issue 30): the owner sets the women's default for cutting and a product's own
// rate in Piece rates (a bad rate is refused with the contract's words); an artisan, a stock run of that product,
// cutting assigned to the artisan and the card sent on are made through the API; the owner opens the artisan's
// earnings for this week from the Workers tab, sees the line at the product's rate and the total, downloads the PDF
// statement and marks the work paid; other periods, a monthly-paid artisan, and a coordinator who sees no pay. axe
// on both sheets; screenshots at 1440 and 390 px.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAdminSection, signInAsAdmin, signInAsNewCoordinator } from './pages/admin-panel.ts';
import { expectAccessible, shootWidths } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/i30-pay';

const notice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

interface Product {
  prodId: string;
  name: string;
  category: string;
  sizes: string[];
  colors: string[];
}

/** A women's piece other than the one the board's journey runs through the workshop. */
async function womensProduct(request: APIRequestContext): Promise<Product> {
  const { products } = (await (await request.get('/api/products?category=women&limit=24')).json()) as {
    products: Product[];
  };
  const product = products.find((p) => p.category === 'women' && p.sizes.length > 0 && p.prodId !== 'WMN-AJK-001');
  expect(product, 'a women’s product in the demo catalogue').toBeTruthy();
  return product!;
}

/** The workshop's API as the e2e administrator uses it. */
async function workshopApi(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  return async <T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> => {
    const response = await request.fetch(`/api/workshop${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

const newArtisan = (send: Awaited<ReturnType<typeof workshopApi>>, name: string, payType = 'piece') =>
  send<{ id: string }>('POST', '/artisans', {
    name,
    phone: '0301 7654321',
    skills: ['cutting', 'stitching'],
    payType,
  });

/** The artisan and their finished cutting of a stock run of two, made as the Production board and My work would. */
async function cutTwoPieces(request: APIRequestContext, product: Product, name: string) {
  const send = await workshopApi(request);
  const artisan = await newArtisan(send, name);
  const due = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const job = await send<{ id: string; number: string; stage: string; route: string[] }>('POST', '/jobs', {
    prodId: product.prodId,
    size: product.sizes[0],
    color: product.colors[0] ?? 'Indigo',
    quantity: 2,
    dueDate: due,
  });
  expect(job.stage).toBe('cutting');
  await send('PUT', `/jobs/${job.id}/assignee`, { stage: 'cutting', artisanId: artisan.id });
  await send('PUT', `/jobs/${job.id}/stage`, { stage: job.route[1], from: 'cutting' });
  return job.number;
}

const uniqueName = (first: string) => `${first} ${Date.now().toString(36).slice(-5)}`;

test('a coordinator assigns work but sees no pay: no Piece rates, no Earnings', async ({ page }) => {
  const name = uniqueName('Parveen');
  await newArtisan(await workshopApi(page.request), name);
  await signInAsNewCoordinator(page, page.request, 'pay-coordinator');
  await openAdminSection(page, 'Workers');
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Earnings of ${name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Piece rates' })).toHaveCount(0);
});

test('the owner sets piece rates, reads an artisan’s week, downloads the statement and marks it paid', async ({
  page,
}) => {
  // Two sheets, a download, a payment and four axe checks.
  test.slow();
  const product = await womensProduct(page.request);
  const firstLine = product.name.split('/')[0]!.trim();
  const name = uniqueName('Rukhsana');

  // Piece rates: the women's default for cutting, then this product's own (which wins).
  await signInAsAdmin(page);
  await openAdminSection(page, 'Workers');
  await page.getByRole('button', { name: 'Piece rates' }).click();
  const rates = page.getByRole('dialog', { name: 'Piece rates' });
  const women = rates.getByRole('form', { name: 'Women rates' });
  // A rate this run has not set before, so the row has a change to save on a reused shop too.
  const womenCutting = String(100 + (Date.now() % 90));
  await women.getByLabel('Cutting').fill(womenCutting);
  await women.getByRole('button', { name: 'Save women rates' }).click();
  await expect(women.getByRole('status')).toHaveText('Women rates are saved.');
  await expect(women.getByLabel('Cutting')).toHaveValue(womenCutting);

  const set = rates.getByRole('form', { name: 'Set a product rate' });
  await set.getByLabel('Which product?').fill(product.prodId);
  await set.getByRole('button', { name: new RegExp(`^Choose .*\\(${product.prodId}\\)$`) }).click();
  await set.getByLabel('Stage').selectOption({ label: 'Cutting' });
  await set.getByLabel('Rate per piece (Rs)').fill('-5');
  await set.getByRole('button', { name: 'Set rate' }).click();
  await expect(set.getByText('rate cannot be under 0')).toBeVisible();
  await set.getByLabel('Rate per piece (Rs)').fill('150');
  await set.getByRole('button', { name: 'Set rate' }).click();
  await expect(notice(page, /: cutting is now Rs 150 a piece\.$/)).toBeVisible();
  const own = rates.getByTestId('product-rate').filter({ hasText: product.prodId });
  await expect(own).toContainText('Cutting Rs 150');
  await expectAccessible(page);
  await rates.getByRole('heading', { name: 'Category defaults' }).scrollIntoViewIfNeeded();
  await shootWidths(page, SHOTS, 'piece-rates');
  await rates.getByRole('button', { name: 'Close piece rates' }).click();

  // The workshop's side, through the API: two pieces cut by the new artisan, the card sent on.
  const number = await cutTwoPieces(page.request, product, name);
  const salaried = uniqueName('Zainab');
  await newArtisan(await workshopApi(page.request), salaried, 'monthly');

  // Their earnings for this week, from the Workers tab.
  await page.reload();
  await openAdminSection(page, 'Workers');
  await shootWidths(page, SHOTS, 'workers');
  await page.getByRole('button', { name: `Earnings of ${name}` }).click();
  const sheet = page.getByRole('dialog', { name: `${name}’s earnings` });
  await expect(sheet.getByRole('radio', { name: 'This week' })).toBeChecked();
  const line = sheet.getByTestId('earning-row').filter({ hasText: number });
  await expect(line).toContainText('Cutting');
  await expect(line).toContainText('Rs 150');
  await expect(line).toContainText('Rs 300');
  await expect(line).toContainText('Unpaid');
  await expect(line).toContainText(firstLine);
  const figure = (label: string) =>
    sheet
      .getByTestId('pay-figures')
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await expect(figure('Earned')).toHaveText('Rs 300');
  await expect(figure('Still to pay')).toHaveText('Rs 300');
  await expectAccessible(page);
  await shootWidths(page, SHOTS, 'earnings');

  // Other periods: last week holds none of it; two dates the wrong way round are refused in the contract's words.
  await sheet.getByText('Last week', { exact: true }).click();
  await expect(sheet.getByText('No finished stages in this period.')).toBeVisible();
  await sheet.getByText('Dates…', { exact: true }).click();
  const range = sheet.getByRole('form', { name: 'Dates of the period' });
  await range.getByLabel('From').fill('2026-12-31');
  await range.getByLabel('To').fill('2026-01-01');
  await range.getByRole('button', { name: 'Show' }).click();
  await expect(range.getByRole('alert')).toHaveText('to: the end comes before the start');
  await sheet.getByText('This week', { exact: true }).click();
  await expect(line).toContainText('Unpaid');

  // The statement as PDF, saved under the server's name.
  const downloading = page.waitForEvent('download');
  await sheet.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-.+\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Mark paid: prefilled with what is still to pay, confirmed in words, then the refreshed view.
  const pay = sheet.getByRole('form', { name: 'Mark paid' });
  await expect(pay.getByLabel('Amount paid (Rs)')).toHaveValue('300');
  await pay.getByLabel('Note').fill('Cash, Friday');
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark this work paid?' });
  await expect(confirm).toContainText(/Marks Rs 300 of work from \d+ \w+ \d{4} to \d+ \w+ \d{4} as paid/);
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(notice(page, `Rs 300 paid to ${name} is recorded.`)).toBeVisible();
  await expect(figure('Still to pay')).toHaveText('Rs 0');
  await expect(figure('Paid')).toHaveText('Rs 300');
  await expect(line).toContainText('Paid');
  await expect(line).not.toContainText('Unpaid');
  await expect(sheet.getByRole('form', { name: 'Mark paid' })).toHaveCount(0);
  await expect(sheet.getByRole('region', { name: 'Payouts' })).toContainText('Cash, Friday');
  await expectAccessible(page);
  await shootWidths(page, SHOTS, 'earnings-paid');

  // An artisan on a monthly wage is told plainly they earn no piece pay.
  await sheet.getByRole('button', { name: 'Close earnings' }).click();
  await page.getByRole('button', { name: `Earnings of ${salaried}` }).click();
  await expect(page.getByRole('dialog', { name: `${salaried}’s earnings` })).toContainText(
    `${salaried} is paid a monthly wage, so they earn no piece pay`,
  );
});
