// What /preorders shows of a preorder: masked or full details, when each payment takes screenshots, the diary's posts
// and the promised and actual dates.
import { describe, expect, it } from 'vitest';
import { formatPkr } from '../../../domain/money.ts';
import { MAX_PREORDER_SCREENSHOTS_PER_PAYMENT } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { ProgressImageView } from '../../../domain/schemas/preorder-views.ts';
import { fullPreorder, trackedPreorder } from '../../test/preorder-fixtures.ts';
import {
  awaitedPayment,
  diaryPosts,
  milestones,
  paymentStatusLabel,
  screenshotUpload,
  toPreorderDisplay,
} from './preorder-display.ts';

const screenshot = (n: number) => ({ url: `/s/${n}`, addedAt: '2026-03-12T10:05:00.000Z', addedBy: 'Customer' });

describe('toPreorderDisplay', () => {
  it('shows the masked details of a lookup by ID alone, and says they are masked', () => {
    const shown = toPreorderDisplay(trackedPreorder());
    expect(shown).toMatchObject({
      customerName: 'Ayesha',
      email: 'a***@example.pk',
      phoneNumber: '*******4567',
      masked: true,
      address: { street: '***', city: 'Lahore', country: 'Pakistan' },
    });
  });

  it('shows the owner their full details', () => {
    const shown = toPreorderDisplay(fullPreorder());
    expect(shown).toMatchObject({
      customerName: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      phoneNumber: '03001234567',
      masked: false,
      address: { street: '5 Canal Road', city: 'Lahore', zipCode: '54000', country: 'Pakistan' },
    });
  });

  it('keeps the staff-only general note and who changed the status off the screen (D14)', () => {
    const answer = fullPreorder({
      adminNotes: { production: 'Cutting', delivery: 'TCS', general: 'Called twice', updatedAt: null },
    });
    const shown = toPreorderDisplay(answer);
    expect(shown.notes).toEqual({ production: 'Cutting', delivery: 'TCS', updatedAt: null });
    expect(JSON.stringify(shown)).not.toContain('Called twice');
    expect(JSON.stringify(shown)).not.toContain('Sana Owner');
  });
});

describe('screenshotUpload', () => {
  const pending = { amount: 2500, status: 'pending' as const, screenshots: [] };

  it('takes initial-payment screenshots while that payment is pending', () => {
    const preorder = toPreorderDisplay(trackedPreorder({ status: 'pending', initialPayment: pending }));
    expect(screenshotUpload(preorder, 'initial')).toEqual({ state: 'open' });
  });

  it('freezes a paid payment with a note', () => {
    const preorder = toPreorderDisplay(trackedPreorder());
    expect(screenshotUpload(preorder, 'initial')).toEqual({
      state: 'closed',
      note: PREORDER_MESSAGES.screenshotFrozen('initial'),
    });
  });

  it('takes no final-payment screenshot before the delivery charge sets its amount', () => {
    const preorder = toPreorderDisplay(trackedPreorder());
    expect(screenshotUpload(preorder, 'final')).toEqual({ state: 'closed', note: PREORDER_MESSAGES.finalNotDue });
  });

  it('takes final-payment screenshots once its amount is set and while it is pending', () => {
    const preorder = toPreorderDisplay(trackedPreorder({ finalPayment: { ...pending, amount: 2899 } }));
    expect(screenshotUpload(preorder, 'final')).toEqual({ state: 'open' });
  });

  it('takes none for a cancelled preorder, nor for a payment staff marked failed', () => {
    const cancelled = toPreorderDisplay(trackedPreorder({ status: 'cancelled', initialPayment: pending }));
    expect(screenshotUpload(cancelled, 'initial')).toEqual({ state: 'closed', note: PREORDER_MESSAGES.cancelled });
    const failed = toPreorderDisplay(trackedPreorder({ initialPayment: { ...pending, status: 'failed' } }));
    expect(screenshotUpload(failed, 'initial').state).toBe('closed');
  });

  it('stops at the most screenshots a payment may hold', () => {
    const shots = Array.from({ length: MAX_PREORDER_SCREENSHOTS_PER_PAYMENT }, (_, i) => screenshot(i));
    const full = toPreorderDisplay(trackedPreorder({ initialPayment: { ...pending, screenshots: shots } }));
    expect(screenshotUpload(full, 'initial')).toEqual({
      state: 'closed',
      note: PREORDER_MESSAGES.screenshotsFull(MAX_PREORDER_SCREENSHOTS_PER_PAYMENT),
    });
    const oneLess = toPreorderDisplay(trackedPreorder({ initialPayment: { ...pending, screenshots: shots.slice(1) } }));
    expect(screenshotUpload(oneLess, 'initial')).toEqual({ state: 'open' });
  });
});

describe('diaryPosts', () => {
  const photo = (id: string, uploadedAt: string, description = ''): ProgressImageView => ({
    _id: id,
    url: `/p/${id}`,
    description,
    uploadedAt,
  });

  it('groups the photos sent together, newest post first, photos in the order sent', () => {
    const posts = diaryPosts([
      photo('a', '2026-03-20T09:00:00.000Z', 'Cutting'),
      photo('b', '2026-03-20T09:00:00.000Z', 'Cutting'),
      photo('c', '2026-03-28T09:00:00.000Z', 'Embroidery'),
    ]);
    expect(posts.map((p) => [p.description, p.photos.map((x) => x._id)])).toEqual([
      ['Embroidery', ['c']],
      ['Cutting', ['a', 'b']],
    ]);
  });

  it('keeps apart two posts of the same moment with different words', () => {
    const at = '2026-03-20T09:00:00.000Z';
    expect(diaryPosts([photo('a', at, 'Front'), photo('b', at, 'Back')])).toHaveLength(2);
  });

  it('has no post without photos', () => {
    expect(diaryPosts([])).toEqual([]);
  });
});

describe('milestones', () => {
  it('puts each promised date beside what happened, and nothing where nothing has yet', () => {
    const rows = milestones(toPreorderDisplay(trackedPreorder()));
    expect(rows).toEqual([
      { label: 'Production starts', estimated: '2026-03-26T10:05:00.000Z', actual: '2026-03-20T09:00:00.000Z' },
      { label: 'Production ends', estimated: '2026-05-07T10:05:00.000Z', actual: null },
      { label: 'Ready for delivery', estimated: '2026-05-07T10:05:00.000Z', actual: null },
      { label: 'Delivery', estimated: '2026-05-14T10:05:00.000Z', actual: null },
    ]);
  });
});

describe('awaitedPayment', () => {
  const pending = { amount: 2500, status: 'pending' as const, screenshots: [] };

  it('names the deposit while it is due and no screenshot was sent', () => {
    expect(awaitedPayment(toPreorderDisplay(trackedPreorder({ initialPayment: pending })))).toBe('Deposit due');
    const sent = trackedPreorder({ initialPayment: { ...pending, screenshots: [screenshot(1)] } });
    expect(awaitedPayment(toPreorderDisplay(sent))).toBeNull();
  });

  it('names the final payment with its amount once the delivery charge is set', () => {
    expect(awaitedPayment(toPreorderDisplay(trackedPreorder()))).toBeNull();
    const due = trackedPreorder({ finalPayment: { ...pending, amount: 2899 } });
    expect(awaitedPayment(toPreorderDisplay(due))).toBe(`Final payment due: ${formatPkr(2899)}`);
  });

  it('asks nothing of a cancelled preorder', () => {
    const cancelled = trackedPreorder({ status: 'cancelled', initialPayment: pending });
    expect(awaitedPayment(toPreorderDisplay(cancelled))).toBeNull();
  });
});

describe('paymentStatusLabel', () => {
  it('awaits the payment until a screenshot is sent, then our confirmation', () => {
    expect(paymentStatusLabel({ amount: 2500, status: 'pending', screenshots: [] })).toBe('Awaiting payment');
    expect(paymentStatusLabel({ amount: 2500, status: 'pending', screenshots: [screenshot(1)] })).toBe(
      'Awaiting confirmation',
    );
    expect(paymentStatusLabel({ amount: 2500, status: 'paid', screenshots: [] })).toBe('Paid');
    expect(paymentStatusLabel({ amount: 2500, status: 'failed', screenshots: [screenshot(1)] })).toBe('Not received');
  });
});
