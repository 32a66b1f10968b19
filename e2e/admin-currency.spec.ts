// The Currency card of Shop settings (issue 16): the admin sees where the rates came from and how old they are, with
// example conversions; a markup of 21 % is explained beside the field and not saved; 5 % is saved and the examples
// follow. The e2e server's rates service is a path of its own that answers 404, so the shop runs on the fallback rates.
// Accessible, drawn at phone and desktop widths; the markup is put back to what it was for the other journeys.
import { expect, test } from '@playwright/test';
import { FALLBACK_RATES, formatApprox, withMarkup } from '../domain/currency.ts';
import { adminToken, openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { expectAccessible, shootWidths } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/i16-rates';

test('the admin sees the rates source and age, and sets a markup (a bad one explained beside the field)', async ({
  page,
  request,
}) => {
  // The refresh waits out 3 attempts and the pauses between them (7 s) on a shared, busy machine.
  test.slow();
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const before = (await (await request.get('/api/settings', { headers })).json()) as {
    currency: { markupPercent: number };
  };
  try {
    await signInAsAdmin(page);
    await openAdminSection(page, 'Shop settings');
    const card = page.getByRole('region', { name: 'Currency' });
    const status = card.getByTestId('rates-status');
    await expect(status).toContainText('Built-in fallback rates');
    await expect(status).toContainText(/updated (just now|\d+ minutes? ago) \(\d+ \w+ \d{4}, .* PKT\)/);
    await expect(status).toContainText('Rs 10,000 = approx. £');

    const markup = card.getByLabel('Markup on converted prices (%)');
    await markup.fill('21');
    await card.getByRole('button', { name: 'Save markup' }).click();
    await expect(markup).toHaveAccessibleDescription(/Markup must be at most 20%/);
    await expect(markup).toBeFocused();
    await expectAccessible(page);
    await shootWidths(page, SHOTS, 'currency-error');

    await markup.fill('5');
    await card.getByRole('button', { name: 'Save markup' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Markup saved' })).toBeVisible();
    const marked = withMarkup(FALLBACK_RATES, 5);
    await expect(status).toContainText(`Rs 10,000 = ${formatApprox(10_000, 'GBP', marked)}`);
    const stored = (await (await request.get('/api/settings', { headers })).json()) as typeof before;
    expect(stored.currency.markupPercent).toBe(5);

    // The rates service is unreachable here: the admin is told so, and the rates stay as they were.
    await card.getByRole('button', { name: 'Refresh rates now' }).click();
    await expect(card.getByRole('alert')).toContainText('Could not fetch exchange rates after 3 attempts', {
      timeout: 20_000,
    });
    await expect(status).toContainText('Built-in fallback rates');
    await expectAccessible(page);
    await shootWidths(page, SHOTS, 'currency-saved');
  } finally {
    await request.put('/api/settings/currency', { headers, data: before.currency });
  }
});
