// The admin's Questions section (issue 15): a shopper asks the assistant something it cannot answer, twice in
// different capitals, and once with an email address; the admin sees the question once, asked 2 times, the address
// redacted, and marks it answered; a coordinator sees the section too. Accessible, drawn at phone and desktop widths.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAdminSection, signInAsAdmin, signInAsNewCoordinator } from './pages/admin-panel.ts';
import { expectAccessible, shootWidths } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/i15-questions';

/** Letters only, so the journey finds its own questions among other journeys' (digits would be redacted). */
const token = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function ask(request: APIRequestContext, message: string) {
  const answer = await request.post('/api/chatbot/chat', { data: { message } });
  expect(answer.status(), await answer.text()).toBe(200);
  expect(await answer.json()).not.toHaveProperty('unanswered');
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search questions').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

/** The rows on wide screens (the phone cards are hidden beside them). */
const rows = (page: Page) => page.getByRole('table', { name: 'Unanswered questions' }).locator('tbody tr');

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test('the admin sees an unanswered question once with its count, the email redacted, and marks it answered', async ({
  page,
  request,
}) => {
  const word = token();
  await ask(request, `Who designed your logo, ${word}?`);
  await ask(request, `WHO DESIGNED YOUR LOGO ${word.toUpperCase()}`);
  await ask(request, `Who painted your sign ${word}? I am sana.khan@example.pk`);

  await signInAsAdmin(page);
  await openAdminSection(page, 'Questions');
  await expect(page.getByText('Questions the shop assistant could not answer, newest first.')).toBeVisible();
  await search(page, word);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: /^2 questions$/ })).toBeVisible();
  const logo = rows(page).filter({ hasText: /who designed your logo/i });
  await expect(logo).toContainText('2 times');
  await expect(logo).toContainText('Not understood');
  const sign = rows(page).filter({ hasText: 'Who painted your sign' });
  await expect(sign).toContainText(`Who painted your sign ${word}? I am [email]`);
  await expect(sign).toContainText('Once');
  await expect(page.getByText('sana.khan@example.pk')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'questions-admin');

  await logo.getByRole('button', { name: /^Mark as answered/ }).click();
  await expect(page.getByText(/^Marked as answered: /)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Who painted your sign');

  await search(page, `${word}none`);
  await expect(page.getByText('No questions match')).toBeVisible();
});

test('a coordinator sees the Questions section; its phone cards show the question and its count', async ({
  page,
  request,
}) => {
  const word = token();
  await ask(request, `Who designed your logo, ${word}?`);
  await signInAsNewCoordinator(page, request, 'questions-coord');
  await openAdminSection(page, 'Questions');
  await search(page, word);
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Unanswered questions' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Who designed your logo, ${word}?`);
  await expect(card).toContainText('Once');
  await expectAccessible(page);
  await shoot(page, 'questions-coordinator');
});
