// The pool's lanes without a database: a lane holds at most its share, a freed place passes to the next waiter, a wait
// ends in LaneFullError, and each route falls in the lane of its part of the shop.
import { describe, expect, it } from 'vitest';
import { createLaneGate, inLane, laneNow, laneShare, LaneFullError } from './connection-lanes.ts';
import { laneOfRoute } from '../plugins/request-lanes.ts';

describe('connection lanes', () => {
  it('leaves about a third of the pool to the other lanes', () => {
    expect(laneShare(10)).toBe(7);
    expect(laneShare(5)).toBe(3);
    expect(laneShare(1)).toBe(1);
  });

  it('holds a lane to its share, passes a freed place to the next waiter, and never counts a place twice', async () => {
    const gate = createLaneGate(2);
    const first = await gate.enter('orders', 1_000);
    await gate.enter('orders', 1_000);
    // Another lane is not held up by a full one.
    const other = await gate.enter('users', 1_000);
    let thirdIn = false;
    const third = gate.enter('orders', 1_000).then((leave) => ((thirdIn = true), leave));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(thirdIn).toBe(false);
    first();
    first(); // a second call gives nothing back twice
    (await third)();
    expect(gate.held('orders')).toBe(1);
    other();
    expect(gate.held('users')).toBe(0);
  });

  it('ends a wait in a full lane with LaneFullError, and the lane is whole afterwards', async () => {
    const gate = createLaneGate(1);
    const only = await gate.enter('orders', 1_000);
    await expect(gate.enter('orders', 30)).rejects.toBeInstanceOf(LaneFullError);
    only();
    expect(gate.held('orders')).toBe(0);
    (await gate.enter('orders', 30))();
  });

  it('knows the lane of the code running, across awaits, and none outside', async () => {
    expect(laneNow()).toBeUndefined();
    await inLane('orders', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(laneNow()).toBe('orders');
    });
  });

  it('puts each route in the lane of its part of the shop', () => {
    expect(laneOfRoute('/api/orders/track/:trackingId')).toBe('orders');
    expect(laneOfRoute('/api/users/orders')).toBe('orders');
    expect(laneOfRoute('/api/users/wishlist/:prodId')).toBe('wishlist');
    expect(laneOfRoute('/api/users/login')).toBe('users');
    expect(laneOfRoute('/api/health')).toBe('health');
    expect(laneOfRoute('/files/*')).toBe('files');
    expect(laneOfRoute('/shop')).toBe('pages');
    expect(laneOfRoute('/*')).toBe('pages');
  });
});
