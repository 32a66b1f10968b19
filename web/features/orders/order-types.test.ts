// One shape for every order screen, from either answer: the masked tracking view (first name, masked contact) or the
// full order of its owner (the checkout contact, the whole address).
import { describe, expect, it } from 'vitest';
import { trackedOrder } from '../../test/fixtures.ts';
import { toDisplay, type FullOrder } from './order-types.ts';

const full = (): FullOrder => {
  const { customer: _customer, shippingAddress: _address, statusHistory, ...amounts } = trackedOrder();
  return {
    ...amounts,
    _id: 'o-1',
    user: { _id: 'u-1', name: 'Account Name', email: 'account@example.pk' },
    guestInfo: null,
    contact: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phoneNumber: '03001234567' },
    shippingAddress: {
      street: 'House 12',
      city: 'Islamabad',
      state: 'Islamabad',
      zipCode: '44000',
      country: 'Pakistan',
    },
    paymentDetails: { ...amounts.paymentDetails, replacedScreenshots: [] },
    statusHistory: statusHistory.map((h) => ({ ...h, by: 'staff-1' })),
    assignedTo: { _id: 's-1', name: 'Worker' },
    refund: null,
    updatedAt: '2026-03-12T10:05:00.000Z',
  };
};

describe('toDisplay', () => {
  it('shows a tracking-ID lookup masked, by first name', () => {
    const shown = toDisplay(trackedOrder());
    expect(shown).toMatchObject({
      customerName: 'Ayesha',
      email: 'a***@example.pk',
      phoneNumber: '*******4567',
      masked: true,
      address: { street: '***', city: 'Islamabad', country: 'Pakistan' },
      totalAmount: 4900,
    });
  });

  it("shows the owner the order's own contact (not the account's) and address", () => {
    const shown = toDisplay(full());
    expect(shown).toMatchObject({
      customerName: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      phoneNumber: '03001234567',
      masked: false,
      address: { street: 'House 12', city: 'Islamabad', zipCode: '44000', country: 'Pakistan' },
    });
  });

  it('keeps no staff-only detail: who changed a status, who is assigned, the account', () => {
    const shown = toDisplay(full());
    expect(shown.statusHistory).toEqual([
      { status: 'pending', note: null, at: '2026-03-12T10:05:00.000Z' },
      { status: 'processing', note: 'Payment confirmed', at: '2026-03-13T09:00:00.000Z' },
    ]);
    expect(shown).not.toHaveProperty('assignedTo');
    expect(shown).not.toHaveProperty('user');
    expect(shown).not.toHaveProperty('_id');
  });
});
