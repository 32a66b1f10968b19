// Page objects and helpers of the account journeys: sign-in, registration, staff sign-up, password reset mail, and
// accounts made straight through the API when a journey only needs one to exist.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { Role } from '../../domain/accounts.ts';
import type { SessionResponse } from '../../domain/schemas/account-views.ts';
import { gotoInteractive } from './navigation.ts';

/** The shop's first administrator, signed up by e2e/admin-first-run.setup.ts on the fresh e2e server. */
export const E2E_ADMIN = {
  name: 'Sana Owner',
  email: 'owner@e2e.hunar.pk',
  password: 'Handloom-2026',
  phone: '+92 300 1234567',
} as const;

export interface TestAccount {
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  address: string;
}

/** A new customer with an address no other test (or earlier run) uses. */
export function newAccount(tag: string): TestAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: `Ayesha ${tag}`,
    email: `${tag}-${unique}@e2e.hunar.pk`,
    password: 'Chikankari-77',
    phoneNumber: '+92 301 7654321',
    address: 'House 12, Street 4, Gulberg, Lahore',
  };
}

/** A made-up shopper address in 10.0.0.0/8, as the shop's proxy would pass it on. */
const shopperAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * Registers through the API (POST /api/users/register) and answers the session with its token. Each registration comes
 * from its own shopper address (the test shop trusts 127.0.0.1 as its proxy, playwright.config.ts), as real sign-ups
 * do: the journeys' many accounts are not one address running into the 20-an-hour sign-up limit.
 */
export async function registerViaApi(request: APIRequestContext, account: TestAccount): Promise<SessionResponse> {
  const response = await request.post('/api/users/register', {
    data: account,
    headers: { 'X-Forwarded-For': shopperAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SessionResponse;
}

/**
 * An account made by the e2e admin (POST /api/users) whose owner has already chosen `password` at first sign-in, so a
 * journey can sign in with it and go straight to work (the first-sign-in step itself is in accounts.spec.ts).
 */
export async function createAccountViaApi(
  request: APIRequestContext,
  account: { name: string; email: string; password: string; phoneNumber: string; role: Role },
): Promise<void> {
  const admin = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(admin.status(), await admin.text()).toBe(200);
  const typedByAdmin = `Typed-${Math.random().toString(36).slice(2, 10)}`;
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${((await admin.json()) as SessionResponse).token}` },
    data: {
      name: account.name,
      email: account.email,
      phoneNumber: account.phoneNumber,
      role: account.role,
      password: typedByAdmin,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const first = await request.post('/api/users/login', { data: { email: account.email, password: typedByAdmin } });
  expect(first.status(), await first.text()).toBe(200);
  const chosen = await request.put('/api/users/password', {
    headers: { Authorization: `Bearer ${((await first.json()) as SessionResponse).token}` },
    data: { currentPassword: typedByAdmin, password: account.password },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
}

export class LoginPage {
  constructor(readonly page: Page) {}

  open() {
    return gotoInteractive(this.page, '/login');
  }

  get form() {
    return this.page.getByRole('form', { name: 'Sign in' });
  }

  async signIn(email: string, password: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await this.form.getByLabel('Email').fill(email);
    await this.form.getByLabel('Password', { exact: true }).fill(password);
    await this.form.getByRole('button', { name: 'Sign in' }).click();
  }
}

export class RegisterPage {
  constructor(readonly page: Page) {}

  open() {
    return gotoInteractive(this.page, '/register');
  }

  get form() {
    return this.page.getByRole('form', { name: 'Create an account' });
  }

  field(label: string) {
    return this.form.getByLabel(label, { exact: true });
  }

  async fill(account: TestAccount, confirmPassword = account.password) {
    await this.field('Full name').fill(account.name);
    await this.field('Email').fill(account.email);
    await this.field('Password').fill(account.password);
    await this.field('Confirm password').fill(confirmPassword);
    await this.field('Phone number').fill(account.phoneNumber);
    await this.field('Address').fill(account.address);
  }

  submit() {
    return this.form.getByRole('button', { name: 'Create account' }).click();
  }
}

export class AdminSignupPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await gotoInteractive(this.page, `/admin-signup${query}`);
    await expect(this.form).toBeVisible();
  }

  get form() {
    return this.page.getByRole('form', { name: 'Staff sign-up' });
  }

  field(label: string) {
    return this.form.getByLabel(label, { exact: true });
  }

  async fill(person: { name: string; email: string; password: string; phone: string }) {
    await this.field('Full name').fill(person.name);
    await this.field('Email').fill(person.email);
    await this.field('Password').fill(person.password);
    await this.field('Confirm password').fill(person.password);
    await this.field('Phone number').fill(person.phone);
    await this.field('Street').fill('14 Mall Road');
    await this.field('City').fill('Lahore');
    await this.field('Province / state').fill('Punjab');
    await this.field('Postal code').fill('54000');
  }

  submit() {
    return this.form.getByRole('button', { name: 'Create staff account' }).click();
  }
}

/** The header's account icon: 'Sign in' for guests, 'My account' once signed in. */
export function accountLink(page: Page, name: 'Sign in' | 'My account') {
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'mail');

/** The newest mail written for `to` (the server writes .eml files when no SMTP is configured), parsed: its subject and
 *  plain-text part, as a reader sees them; waits for the outbox. When the recipient already has earlier mail, pass
 *  `subjectIncludes` so the wait is for the new message, not the last one already delivered. */
export async function newestMailTo(to: string, subjectIncludes?: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
        const newestFirst = files
          .map((f) => ({ f, mtime: fs.statSync(path.join(mailDir, f)).mtimeMs }))
          .sort((a, b) => b.mtime - a.mtime);
        for (const { f } of newestFirst) {
          const mail = await simpleParser(fs.readFileSync(path.join(mailDir, f)));
          const recipient = mail.to && 'text' in mail.to ? mail.to.text : '';
          const subjectMatches = subjectIncludes === undefined || (mail.subject ?? '').includes(subjectIncludes);
          if (recipient.toLowerCase() === to.toLowerCase() && subjectMatches) {
            found = `${mail.subject ?? ''}\n${mail.text ?? ''}`;
            return true;
          }
        }
        return false;
      },
      {
        message: `a mail to ${to}${subjectIncludes ? ` about '${subjectIncludes}'` : ''} in ${mailDir}`,
        timeout: 15_000,
      },
    )
    .toBe(true);
  return found;
}
