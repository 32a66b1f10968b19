// What travels to /login and /register in history state, read defensively: anyone can put anything there.
import { describe, expect, it } from 'vitest';
import { accountState } from './navigation-state.ts';

describe('accountState', () => {
  it('reads where to come back to and the message to show', () => {
    expect(accountState({ from: '/wishlist', message: 'Password changed' })).toEqual({
      from: '/wishlist',
      message: 'Password changed',
    });
  });

  it.each([null, undefined, 'from=/admin', 42])('reads %s as nothing', (state) => {
    expect(accountState(state)).toEqual({});
  });

  it('drops fields that are not text', () => {
    expect(accountState({ from: { pathname: '/admin' }, message: 7, other: 'x' })).toEqual({
      from: undefined,
      message: undefined,
    });
  });
});
