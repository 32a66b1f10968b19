// The home page as a shopper meets it: the hero slide show, category banners, New Arrivals, Featured and the newsletter box.
import { expect, test, type Page } from '@playwright/test';
import { HERO_ROTATION_MS } from '../domain/limits.ts';
import { gotoInteractive } from './pages/navigation.ts';

/** The slide a shopper can see and use: the others are inert while off screen. */
function activeSlide(page: Page) {
  return page.locator('[aria-roledescription="slide"]:not([inert])');
}

test('the hero slide show moves with its arrows and dots and leads into the shop', async ({ page }) => {
  await gotoInteractive(page, '/');
  const carousel = page.getByRole('region', { name: 'Collections' });
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  await expect(activeSlide(page).getByRole('heading')).toHaveText('Handmade in Pakistan, worn everywhere');

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');

  await activeSlide(page).getByRole('link', { name: 'Shop Boys' }).click();
  await expect(page).toHaveURL(/\/shop\?category=boy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/boy/i);
});

test('the slide show advances on its own until the shopper stops it', async ({ page }) => {
  await page.clock.install();
  await gotoInteractive(page, '/');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');

  await page.clock.runFor(HERO_ROTATION_MS + 100);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');

  await page.getByRole('button', { name: 'Stop automatic slide show' }).click();
  await page.mouse.move(0, 0); // off the carousel, so hovering is not what holds it still
  await page.clock.runFor(HERO_ROTATION_MS * 3);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');

  await page.getByRole('button', { name: 'Start automatic slide show' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(HERO_ROTATION_MS + 100);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
});

test('the four category banners open the shop on their category', async ({ page }) => {
  await gotoInteractive(page, '/');
  const banners = page.getByRole('region', { name: 'Made for the whole family' }).getByRole('link');
  await expect(banners).toHaveCount(4);
  await expect(banners.nth(0)).toHaveAttribute('href', '/shop?category=women');
  await expect(banners.nth(3)).toHaveAttribute('href', '/shop');

  await banners.filter({ hasText: 'Shop Girl' }).click();
  await expect(page).toHaveURL(/\/shop\?category=girl$/);
  await expect(page.getByRole('radio', { name: 'Girl' })).toBeChecked();
});

test('New Arrivals shows the four newest pieces and Featured eight, each opening its product page', async ({
  page,
  request,
}) => {
  const newest = await (await request.get('/api/products?sortBy=createdAt&sortOrder=desc')).json();
  await gotoInteractive(page, '/');

  const arrivals = page.getByRole('region', { name: 'New Arrivals' });
  await expect(arrivals.getByRole('listitem')).toHaveCount(4);
  const firstName = arrivals.getByRole('listitem').first().getByRole('link').first();
  await expect(firstName).toHaveAttribute('href', `/product/${newest.products[0].prodId}`);

  const featured = page.getByRole('region', { name: 'Featured' });
  await expect(featured.getByRole('listitem')).toHaveCount(8);

  await featured.getByRole('listitem').nth(2).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[A-Z0-9-]+$/);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('the newsletter box refuses a bad address and thanks a subscriber', async ({ page }) => {
  await gotoInteractive(page, '/');
  const box = page.getByRole('region', { name: 'Be the first to know' });
  const email = box.getByRole('textbox');

  await email.fill('not-an-email');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText('Please enter a valid email address');

  await email.fill(`home-${Date.now()}@example.com`);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText(
    'Thank you for subscribing! Look out for new collections in your inbox.',
  );
  await expect(email).toHaveValue('');
});
