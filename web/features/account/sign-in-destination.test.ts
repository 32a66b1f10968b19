// Where a visitor goes once signed in (SPEC §4 login redirects): first to choose a password when an admin set it, staff
// to the admin panel, shoppers back where they came from when that is a page of this shop, else home.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/accounts.ts';
import { accountUser } from '../../test/fixtures.ts';
import { destinationAfterSignIn } from './sign-in-destination.ts';

const as = (role: Role, mustChangePassword = false) => accountUser({ role, mustChangePassword });

describe('destinationAfterSignIn', () => {
  it('sends a shopper back to the page they came from, else home', () => {
    expect(destinationAfterSignIn(as('customer'), '/wishlist')).toBe('/wishlist');
    expect(destinationAfterSignIn(as('customer'), '/shop?category=girl')).toBe('/shop?category=girl');
    expect(destinationAfterSignIn(as('customer'), undefined)).toBe('/');
  });

  it('never sends a shopper off the site or back to a sign-in page', () => {
    expect(destinationAfterSignIn(as('customer'), 'https://evil.example')).toBe('/');
    expect(destinationAfterSignIn(as('customer'), '//evil.example/path')).toBe('/');
    expect(destinationAfterSignIn(as('customer'), '/login')).toBe('/');
  });

  it.each(['admin', 'coordinator', 'worker'] as const)('sends a %s to the admin panel', (role) => {
    expect(destinationAfterSignIn(as(role), '/wishlist')).toBe('/admin');
  });

  it('sends anyone on an admin-typed password to choose their own first', () => {
    expect(destinationAfterSignIn(as('admin', true), '/admin')).toBe('/change-password');
    expect(destinationAfterSignIn(as('customer', true), '/wishlist')).toBe('/change-password');
  });
});
