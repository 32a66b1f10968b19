// The colour images journey (issue 17), run by a desktop spec and a phone spec: choosing Saffron on the pistachio
// Phulkari Eid Frock shows its saffron picture first, and the bag and the checkout picture the saffron line.
import { expect, type Page } from '@playwright/test';
import { CartPage } from './cart-page.ts';
import { CheckoutPage } from './checkout-page.ts';
import { ProductPage } from './product-page.ts';

/** The media id in an image's address (/files/media/{id}/640.jpg). */
async function mediaIdOf(image: ReturnType<Page['locator']>): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  const id = /\/files\/media\/([^/]+)\//.exec(src)?.[1];
  expect(id, src).toBeTruthy();
  return id!;
}

export async function colourImagesJourney(page: Page) {
  const product = new ProductPage(page);
  await product.open('GRL-FRK-001');
  const gallery = page.getByRole('region', { name: 'Product images' });
  // Before a choice the gallery opens on the featured, pistachio front.
  await expect(gallery.getByRole('img', { name: 'Phulkari Eid Frock in Pistachio, front' })).toBeVisible();
  await expect(page.getByTestId('gallery-counter')).toContainText('1 / 6');

  await page.getByRole('button', { name: 'Show image 2' }).click();
  await expect(page.getByTestId('gallery-counter')).toContainText('2 / 6');
  await product.choose(product.colour('Saffron'));
  // The gallery jumps back to its first image, now the saffron one; the first thumbnail is it.
  const saffron = gallery.getByRole('img', { name: 'Phulkari Eid Frock in Saffron, front' });
  await expect(saffron).toBeVisible();
  await expect(page.getByTestId('gallery-counter')).toContainText('1 / 6');
  await expect(page.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-current', 'true');
  const saffronId = await mediaIdOf(saffron);

  await product.choose(product.colour('Fuchsia'));
  await expect(gallery.getByRole('img', { name: 'Phulkari Eid Frock in Fuchsia, front' })).toBeVisible();
  await product.choose(product.colour('Saffron'));
  await expect(saffron).toBeVisible();

  await product.choose(product.size('S'));
  await product.addToCart();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();

  const cart = new CartPage(page);
  await cart.open();
  await expect(cart.lines.first()).toContainText('Saffron');
  expect(await mediaIdOf(cart.lines.first().getByRole('img'))).toBe(saffronId);

  await new CheckoutPage(page).open();
  const summaryImages = page.locator(`img[src*="/files/media/${saffronId}/"]`);
  await expect(summaryImages.first()).toBeVisible();
}
