// The timeline form's dates: Pakistan's calendar day of an instant, and a PUT body holding only what staff changed.
import { describe, expect, it } from 'vitest';
import { dayOf, timelineChanges, timelineDraft } from './timeline-dates.ts';

const preorder = {
  estimatedTimeline: {
    productionStart: '2026-03-10T20:30:00.000Z', // 11 March, 1:30 am in Karachi
    productionEnd: '2026-04-21T07:00:00.000Z',
    readyForDelivery: '2026-04-21T07:00:00.000Z',
    estimatedDelivery: '2026-05-05T07:00:00.000Z',
  },
  timeline: { productionStart: '2026-03-09T07:00:00.000Z', readyForDelivery: null, estimatedDelivery: null },
};

describe('timeline dates', () => {
  it('reads an instant as its day in Pakistan, and none as empty', () => {
    expect(dayOf(preorder.estimatedTimeline.productionStart)).toBe('2026-03-11');
    expect(dayOf(null)).toBe('');
  });

  it('sends nothing when nothing changed', () => {
    const saved = timelineDraft(preorder);
    expect(timelineChanges(saved, timelineDraft(preorder))).toBeNull();
  });

  it('sends only the changed fields, clears an emptied actual date, and never empties a promised one', () => {
    const saved = timelineDraft(preorder);
    const draft = {
      estimated: { ...saved.estimated, productionEnd: '2026-04-14', estimatedDelivery: '' },
      actual: { ...saved.actual, productionStart: '', readyForDelivery: '2026-04-15' },
    };
    expect(timelineChanges(saved, draft)).toEqual({
      estimatedTimeline: { productionEnd: '2026-04-14' },
      timeline: { productionStart: null, readyForDelivery: '2026-04-15' },
    });
  });
});
