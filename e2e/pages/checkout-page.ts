// Page objects of checkout and what follows it: /checkout's three steps, /order-confirmation, /track-order, plus the
// small real PNG a shopper uploads as the payment screenshot.
import { expect, type Page } from '@playwright/test';
import { gotoInteractive } from './navigation.ts';
import { ProductPage } from './product-page.ts';

/** A real 16x16 PNG (the server decodes and re-encodes every upload, so it must be a genuine image). */
export const SCREENSHOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWPo0ZcmCTGMatAfDaWe4Zo0ADdI1gHyfpxjAAAAAElFTkSuQmCC',
  'base64',
);

export const screenshotFile = (name = 'transfer.png') => ({ name, mimeType: 'image/png', buffer: SCREENSHOT_PNG });

export interface ShippingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  postalCode: string;
  country?: string;
}

/** Puts one piece in the bag through its product page, as a shopper does. */
export async function addToBag(page: Page, prodId: string, size: string, colour: string) {
  const product = new ProductPage(page);
  await product.open(prodId);
  await product.choose(product.size(size));
  await product.choose(product.colour(colour));
  await product.addToCart();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await product.continueShopping();
}

export class CheckoutPage {
  constructor(readonly page: Page) {}

  open() {
    return gotoInteractive(this.page, '/checkout');
  }

  get progress() {
    return this.page.getByRole('list', { name: 'Checkout progress' });
  }

  get stepHeading() {
    return this.page.locator('#step-heading');
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  get screenshotInput() {
    return this.page.getByLabel('Payment screenshot');
  }

  paymentMethod(name: RegExp) {
    return this.page.getByRole('radio', { name });
  }

  /** The radios are visually hidden inside their cards: shoppers tap the card. */
  async choosePayment(name: RegExp) {
    await this.paymentMethod(name).locator('xpath=ancestor::label[1]').click();
    await expect(this.paymentMethod(name)).toBeChecked();
  }

  async continueToPayment() {
    await this.page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(this.stepHeading).toHaveText('Payment and shipping');
  }

  async fillShipping(details: ShippingDetails) {
    await this.field('First name').fill(details.firstName);
    await this.field('Last name').fill(details.lastName);
    await this.field('Email').fill(details.email);
    await this.field('Phone number').fill(details.phoneNumber);
    await this.field('Address').fill(details.address);
    await this.field('City').fill(details.city);
    await this.field('Postal code').fill(details.postalCode);
    if (details.country) await this.field('Country').selectOption(details.country);
  }

  async uploadScreenshot(name = 'transfer.png') {
    await this.screenshotInput.setInputFiles(screenshotFile(name));
    await expect(this.page.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
    await expect(this.page.getByText('Uploaded', { exact: true })).toBeVisible();
  }

  async continueToReview() {
    await this.page.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(this.stepHeading).toHaveText('Review and place your order');
  }

  get placeOrderButton() {
    return this.page.getByRole('button', { name: /PLACE ORDER|PLACING ORDER/ });
  }

  get total() {
    return this.page.getByTestId('order-total');
  }
}

export class ConfirmationPage {
  constructor(readonly page: Page) {}

  get trackingId() {
    return this.page.getByTestId('tracking-id');
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(
      /\/order-confirmation\/HC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/,
    );
    await expect(this.page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    return (await this.trackingId.textContent())!.trim();
  }
}

export class TrackOrderPage {
  constructor(readonly page: Page) {}

  open(id?: string) {
    return gotoInteractive(this.page, id ? `/track-order?id=${encodeURIComponent(id)}` : '/track-order');
  }

  async track(id: string) {
    await this.page.getByLabel('Tracking ID').fill(id);
    await this.page.getByRole('button', { name: 'Track order' }).click();
  }

  get status() {
    return this.page.getByTestId('order-status');
  }

  get history() {
    return this.page.getByTestId('tracking-history');
  }
}
