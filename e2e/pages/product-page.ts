// Page object of /product/{prodId}: choosing a size, colour and quantity and adding to the bag.
import { expect, type Page } from '@playwright/test';
import { gotoInteractive } from './navigation.ts';

export class ProductPage {
  constructor(readonly page: Page) {}

  async open(prodId: string) {
    await gotoInteractive(this.page, `/product/${prodId}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  size(size: string) {
    return this.page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  }

  colour(name: string) {
    return this.page.getByRole('group', { name: /Colour/ }).getByRole('radio', { name });
  }

  /** Shoppers tap the visible swatch or size box: the label that holds the (visually hidden) radio. */
  async choose(radio: ReturnType<ProductPage['size']>) {
    await radio.locator('xpath=ancestor::label[1]').click();
    await expect(radio).toBeChecked();
  }

  async increaseQuantity(times: number) {
    for (let i = 0; i < times; i++) await this.page.getByRole('button', { name: 'Increase quantity' }).click();
  }

  addToCart() {
    return this.page.getByRole('button', { name: 'Add to Cart' }).click();
  }

  /** The drawer adding opens: the line just added, the subtotal, View bag and Checkout. */
  get miniBag() {
    return this.page.getByRole('dialog', { name: 'Added to cart successfully!' });
  }

  async continueShopping() {
    await this.miniBag.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(this.miniBag).toBeHidden();
  }

  get bagBadge() {
    return this.page.getByTestId('cart-link');
  }
}
