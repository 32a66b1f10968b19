// Preorder rules as tables: D13's two payments for odd and even subtotals, the stages, the promised dates (SPEC §9),
// preorder IDs (D12) and the Pakistani phone rule of the preorder form (SPEC §5).
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomReference } from './references.ts';
import {
  estimatedTimeline,
  isPakistaniPhone,
  preorderAmounts,
  preorderStageReached,
  type PreorderStatus,
} from './preorders.ts';
import { PREORDER_ID_PATTERN, normalisePreorderId } from './references.ts';

describe('preorderAmounts (D13)', () => {
  it.each([
    // subtotal, delivery, pay now, final, total
    [5000, 400, 2500, 2900, 5400],
    [4999, 400, 2500, 2899, 5399],
    [1, 0, 1, 0, 1],
    [12345, 650, 6173, 6822, 12995],
  ])('a subtotal of %i with delivery %i: %i now, %i later, %i in all', (subtotal, delivery, now, later, total) => {
    expect(preorderAmounts(subtotal, delivery)).toEqual({
      originalAmount: subtotal,
      payNow: now,
      finalPayment: later,
      total,
    });
  });

  it('leaves the final payment and the total open until staff set the delivery charge', () => {
    expect(preorderAmounts(4999, null)).toEqual({
      originalAmount: 4999,
      payNow: 2500,
      finalPayment: null,
      total: null,
    });
  });

  it('never charges more or less than the subtotal plus delivery', () => {
    for (let subtotal = 1; subtotal < 500; subtotal += 7) {
      const { payNow, finalPayment } = preorderAmounts(subtotal, 300);
      expect(payNow + finalPayment!).toBe(subtotal + 300);
      expect(payNow - (subtotal - payNow)).toBeGreaterThanOrEqual(0);
      expect(payNow - (subtotal - payNow)).toBeLessThanOrEqual(1);
    }
  });
});

describe('preorderStageReached', () => {
  const stages: PreorderStatus[] = ['pending', 'production', 'packaging', 'shipped_delivered'];
  it.each([
    ['pending', [true, false, false, false]],
    ['production', [true, true, false, false]],
    ['packaging', [true, true, true, false]],
    ['shipped_delivered', [true, true, true, true]],
    ['cancelled', [true, false, false, false]],
  ] as const)('at %s the stages reached are %j', (current, reached) => {
    expect(stages.map((stage) => preorderStageReached(current, stage))).toEqual(reached);
  });
});

describe('estimatedTimeline (SPEC §9: 5-9 weeks in all)', () => {
  it('promises the late end of each range, counted from the preorder', () => {
    const placed = new Date('2026-11-24T10:00:00.000Z');
    expect(estimatedTimeline(placed)).toEqual({
      productionStart: new Date('2026-12-08T10:00:00.000Z'),
      productionEnd: new Date('2027-01-19T10:00:00.000Z'),
      readyForDelivery: new Date('2027-01-19T10:00:00.000Z'),
      estimatedDelivery: new Date('2027-01-26T10:00:00.000Z'),
    });
  });
});

describe('preorder IDs (D12)', () => {
  it('are PO- and 12 letters without 0, O, 1 or I', () => {
    for (let i = 0; i < 200; i++) expect(randomReference('PO', crypto.randomInt)).toMatch(PREORDER_ID_PATTERN);
    expect('PO-7K3M-9QX2-PT4W').toMatch(PREORDER_ID_PATTERN);
    expect('PO-7K3M-9QX2-PT4O').not.toMatch(PREORDER_ID_PATTERN);
    expect('HC-7K3M-9QX2-PT4W').not.toMatch(PREORDER_ID_PATTERN);
  });

  it.each([
    ['po 7k3m-9qx2 pt4w', 'PO-7K3M-9QX2-PT4W'],
    ['7K3M9QX2PT4W', 'PO-7K3M-9QX2-PT4W'],
    ['  PO-7K3M-9QX2-PT4W ', 'PO-7K3M-9QX2-PT4W'],
    ['po-short', 'PO-SHORT'],
    // Letters that themselves begin with the prefix, typed without it, are still the 12 letters.
    ['POXG HUYG XC72', 'PO-POXG-HUYG-XC72'],
    ['PO POXG HUYG XC72', 'PO-POXG-HUYG-XC72'],
  ])('reads %j as %j', (typed, id) => {
    expect(normalisePreorderId(typed)).toBe(id);
  });
});

describe('isPakistaniPhone (SPEC §5)', () => {
  it.each([
    ['03001234567', true],
    ['0300-1234567', true],
    ['+923001234567', true],
    ['+92 300 1234567', true],
    ['3001234567', true],
    ['042-35761234', true],
    ['0300123456', false],
    ['030012345678', false],
    ['+443001234567', false],
    ['0300-12a4567', false],
    ['', false],
  ])('%j is %s', (phone, valid) => {
    expect(isPakistaniPhone(phone)).toBe(valid);
  });
});
