// The signed-in session kept in the browser (SPEC §3, §4): signing in keeps the token and the user, signing out leaves
// nothing of the account on the device (its wishlist: wishlist/signed-out.test.ts), and a saved session that is
// incomplete or whose token ran out is no session.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { accountUser } from '../../test/fixtures.ts';
import { useSession } from './session-store.ts';

installBrowser();

const user = accountUser();

/** A JWT whose payload says `claims`, base64url-encoded as the server signs it (the browser never checks the signature). */
const jwt = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') +
  '.signature';
const inHours = (h: number) => Math.floor(Date.now() / 1000) + h * 3600;

/** A visit that finds `state` saved by an earlier one. */
async function visitWithSaved(state: object) {
  storage.setItem('shop.auth', JSON.stringify({ state, version: 1 }));
  vi.resetModules();
  const { useSession: restored } = await import('./session-store.ts');
  restored.persist.rehydrate();
  return restored.getState();
}

beforeEach(() => {
  storage.clear();
});

describe('signIn and signOut', () => {
  it('keeps the token and the user, not the expiry or the device token', () => {
    useSession.getState().signIn({ ...user, token: 'T', expiresAt: '2026-01-02T00:00:00.000Z', deviceToken: 'D' });
    expect(useSession.getState()).toMatchObject({ token: 'T', user, isAuthenticated: true });
    expect(useSession.getState().user).not.toHaveProperty('deviceToken');
    expect(useSession.getState().user).not.toHaveProperty('expiresAt');
  });

  it('signing out clears the session on this device', () => {
    useSession.getState().signIn({ ...user, token: 'T', expiresAt: '' });
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
  });
});

describe('a saved session', () => {
  it('is kept while its token is valid', async () => {
    const token = jwt({ sub: 'u-1', exp: inHours(2) });
    expect(await visitWithSaved({ token, user, isAuthenticated: true })).toMatchObject({
      token,
      user,
      isAuthenticated: true,
    });
  });

  it.each([
    ['a token that ran out', { token: jwt({ exp: inHours(-1) }), user, isAuthenticated: true }],
    ['a token without an expiry', { token: jwt({ sub: 'u-1' }), user, isAuthenticated: true }],
    ['a token that cannot be read', { token: 'not-a-jwt', user, isAuthenticated: true }],
    ['a user without a token', { token: null, user, isAuthenticated: true }],
    ['a token without a user', { token: jwt({ exp: inHours(2) }), user: null, isAuthenticated: true }],
  ])('is ended for %s', async (_case, state) => {
    expect(await visitWithSaved(state)).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(JSON.parse(storage.getItem('shop.auth')!)).toMatchObject({ state: { token: null, user: null } });
  });
});
