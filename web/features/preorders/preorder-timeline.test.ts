// SPEC §9's preorder times, read from the domain's weeks: starts in 1-2 weeks, takes 3-6, arrives in 5-9.
import { expect, it } from 'vitest';
import { PREORDER_TIMELINE } from './preorder-timeline.ts';

it('says the times of SPEC §9', () => {
  expect(PREORDER_TIMELINE).toBe(
    'Production starts in 1-2 weeks and takes 3-6 weeks: your piece reaches you in 5-9 weeks in all.',
  );
});
