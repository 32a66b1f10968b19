// Each of SPEC §5's refusals is shown beside the control the shopper must change.
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../domain/cart.ts';
import { problemPlace } from './problem-place.ts';

describe('problemPlace', () => {
  it.each([
    [CART_MESSAGES.selectSize, 'size'],
    [CART_MESSAGES.sizeUnavailable, 'size'],
    [CART_MESSAGES.selectColor, 'color'],
    [CART_MESSAGES.quantityAtLeastOne, 'quantity'],
    [CART_MESSAGES.onlyAvailable(2, 'L'), 'quantity'],
    [CART_MESSAGES.quantityLimit, 'quantity'],
    [CART_MESSAGES.lineLimit, 'action'],
  ])('%s is shown beside the %s', (message, place) => {
    expect(problemPlace(message)).toBe(place);
  });
});
