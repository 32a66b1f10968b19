// Page object of /cart: the bag's lines and its summary.
import type { Page } from '@playwright/test';
import { gotoInteractive } from './navigation.ts';

export class CartPage {
  constructor(readonly page: Page) {}

  open() {
    return gotoInteractive(this.page, '/cart');
  }

  get lines() {
    return this.page.getByTestId('cart-line');
  }

  get total() {
    return this.page.getByTestId('cart-total');
  }
}
