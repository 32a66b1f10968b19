// Page object of /shop: what a shopper sees and does there.
import type { Page } from '@playwright/test';
import { gotoInteractive } from './navigation.ts';

export class ShopPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await gotoInteractive(this.page, `/shop${query}`);
  }

  get resultCount() {
    return this.page.getByRole('status').filter({ hasText: /Showing|0 products/ });
  }

  get cards() {
    return this.page.getByRole('region', { name: 'Products' }).getByRole('article');
  }

  async cardPrices(): Promise<number[]> {
    const texts = await this.cards.locator('p').filter({ hasText: /^Rs / }).allInnerTexts();
    return texts.map((t) => Number(t.replace(/^Rs\s*([\d,]+).*$/s, '$1').replaceAll(',', '')));
  }

  async cardNames(): Promise<string[]> {
    return (await this.cards.getByRole('heading').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  }

  async showFilters() {
    const panel = this.page.getByRole('complementary', { name: 'Filters' });
    if (!(await panel.isVisible())) await this.page.getByRole('button', { name: 'Filters' }).click();
    return panel;
  }

  async search(term: string) {
    await this.page.getByRole('searchbox', { name: 'Search products' }).fill(term);
  }
}
