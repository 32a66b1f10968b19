// Opening a page the way a shopper meets it: server-rendered, then interactive once React has hydrated.
import { expect, type Page } from '@playwright/test';

export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}
