// The shop's numbered pages (SPEC §2 pagination): the first, the last and the current page with its neighbours, with
// a gap wherever pages are folded away.
import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination.tsx';

describe('pageNumbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 5, [1, 'gap', 3, 4, 5]],
  ])('page %i of %i shows %j', (current, total, pages) => {
    expect(pageNumbers(current, total)).toEqual(pages);
  });
});
