// Content pages as a shopper meets them: Our Story, FAQ, Contact Us and the privacy policy, reached from header and footer.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoInteractive } from './pages/navigation.ts';

test('the header links reach Our Story, Contact Us and FAQ', async ({ page }) => {
  await gotoInteractive(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
  await expect(page.getByRole('heading', { name: 'Empowerment' })).toBeVisible();

  await nav.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
});

test('the footer leads to the privacy policy and its ten sections', async ({ page }) => {
  await gotoInteractive(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
  await expect(page.getByText('Last updated 22 November 2026')).toBeVisible();
});

test('FAQ sections open and close independently', async ({ page }) => {
  await gotoInteractive(page, '/faq');
  const deliveryAnswer = page.getByRole('heading', { name: 'How much is delivery within Pakistan?' });
  const sizeChart = page.getByRole('table', { name: /size chart/ });
  await expect(deliveryAnswer).toBeHidden();
  await expect(sizeChart).toBeHidden();

  await page.getByRole('heading', { name: 'Delivery Information' }).click();
  await expect(deliveryAnswer).toBeVisible();
  await page.getByRole('heading', { name: 'Size Guide' }).click();
  await expect(sizeChart).toBeVisible();
  await expect(deliveryAnswer).toBeVisible();
  await expect(sizeChart.getByRole('row')).toHaveCount(7);

  await page.getByRole('heading', { name: 'Delivery Information' }).click();
  await expect(deliveryAnswer).toBeHidden();
  await expect(sizeChart).toBeVisible();
});

test('the contact form explains what is missing, then sends and clears', async ({ page }) => {
  await gotoInteractive(page, '/contact');
  const name = page.getByRole('textbox', { name: 'Name' });
  const email = page.getByRole('textbox', { name: 'Email' });
  const message = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send message' });

  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  await name.fill('Ayesha Khan');
  await expect(page.getByText('Name is required')).toBeHidden();
  await email.fill('ayesha@');
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Custom Order' });
  await message.fill('Could the indigo ajrak kurta be made two inches longer?');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toBeFocused();

  // The one message this test sends (the API accepts five per ten minutes from one address).
  await email.fill('ayesha@example.com');
  await send.click();
  await expect(
    page.getByText("Thank you! Your message has been sent successfully. We'll get back to you soon."),
  ).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
});

for (const path of ['/about', '/faq', '/privacy-policy', '/contact']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await gotoInteractive(page, path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}
