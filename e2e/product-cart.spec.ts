// From a product to the bag: the spec's add-to-cart rules, and a bag that survives a reload.
import { expect, test } from '@playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { ProductPage } from './pages/product-page.ts';

test('picks a size and colour, adds to the bag, and the bag survives a reload', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Indigo Ajrak Kurta');
  await product.choose(product.size('M'));
  await product.choose(product.colour('Ajrak Red'));
  await product.increaseQuantity(1);
  await product.addToCart();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await product.continueShopping();
  await expect(product.bagBadge).toHaveAccessibleName('Shopping bag, 2 items');

  const cart = new CartPage(page);
  await cart.open();
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.lines.first()).toContainText('Size M · Ajrak Red');
  await expect(cart.total).toHaveText('Rs 12,980'); // 2 x 6,290 + 400 delivery within Pakistan
  await page.reload();
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.total).toHaveText('Rs 12,980');
});

test('a sold-out size cannot be chosen or added', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  await expect(product.size('XXL')).toBeDisabled();
  // Choosing nothing and adding says what is missing, in the spec's words.
  await product.addToCart();
  await expect(page.getByRole('alert')).toHaveText('Please select a size');
  await expect(product.bagBadge).toHaveAccessibleName('Shopping bag, 0 items');
});

test('asks for a colour when a product comes in several', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  await product.choose(product.size('S'));
  await product.addToCart();
  await expect(page.getByRole('alert')).toHaveText('Please select a color');
});

test('refuses more than the size has in stock, with the spec message', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-MRR-004'); // only 2 left, in size L
  await product.choose(product.size('L'));
  await product.choose(product.colour('Maroon'));
  await product.addToCart();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await product.continueShopping();
  await product.addToCart();
  await product.continueShopping();
  await product.addToCart();
  await expect(page.getByRole('alert')).toHaveText(
    'Only 2 items available in size L. Please reduce quantity, select a different size, or consider placing a preorder for this item.',
  );
  await expect(product.bagBadge).toHaveAccessibleName('Shopping bag, 2 items');
});

test('changes quantities and removes lines in the bag', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('GRL-FRK-001');
  await product.choose(product.size('S'));
  await product.choose(product.colour('Fuchsia'));
  await product.addToCart();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  const cart = new CartPage(page);
  await cart.open();
  await expect(cart.total).toHaveText('Rs 5,250');
  await page.getByRole('button', { name: /Increase quantity of Phulkari Eid Frock/ }).click();
  await expect(cart.total).toHaveText('Rs 10,100');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Your Shopping Bag is Empty' })).toBeVisible();
});

test('shows Product not found with a way back for an unknown product', async ({ page }) => {
  const response = await page.goto('/product/NO-SUCH-PIECE');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Product not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('saves a product to the wishlist from its card', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Add Phulkari Eid Frock to wishlist' }).click();
  await expect(page.getByText('Added to wishlist successfully!')).toBeVisible();
  await page.getByRole('link', { name: /Wishlist, 1 saved/ }).click();
  await expect(page.getByText('1 saved item')).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Phulkari Eid Frock');
  await page.getByRole('button', { name: 'Remove Phulkari Eid Frock from wishlist' }).click();
  await expect(page.getByText('Removed from wishlist!')).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});
