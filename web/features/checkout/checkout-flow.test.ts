// The one checkout flow (checkout-flow.ts) with the order checkout's own placement and stores: moving between the
// steps, one placing at a time, a changed price shown and taken into the bag before the shopper places again, an
// expired screenshot sending the shopper back to the uploader, and the form filled once from the signed-in profile.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { answerApi } from '../../test/fake-api.ts';
import { accountUser, cartLine, trackedOrder } from '../../test/fixtures.ts';
import { useSession } from '../session/index.ts';
import { useCart } from '../cart/index.ts';
import type { FullOrder } from '../orders/index.ts';
import { createCheckoutFlow, prefillOnce, unsentPlacing, type Placement } from './checkout-flow.ts';
import { checkoutPrefillForm, initialCheckout, useCheckout } from './checkout-state.ts';
import { ORDER_OFFLINE } from './offline-messages.ts';
import { orderPlacement } from './order-placement.ts';
import type { FlaggedLine } from './place-order.ts';

installBrowser();

/** The order as POST /api/orders/guest answers it (the checkout remembers it in this browser's tracking history). */
function placedOrder(): FullOrder {
  const { customer: _customer, statusHistory, ...amounts } = trackedOrder({ trackingId: 'HUN-7Q2K9' });
  return {
    ...amounts,
    _id: 'o-1',
    user: null,
    guestInfo: { name: 'Sana Malik', email: 'sana@example.pk', phoneNumber: '03001234567' },
    contact: { name: 'Sana Malik', email: 'sana@example.pk', phoneNumber: '03001234567' },
    shippingAddress: { street: 'House 12', city: 'Lahore', state: 'Lahore', zipCode: '54000', country: 'Pakistan' },
    paymentDetails: { ...amounts.paymentDetails, replacedScreenshots: [] },
    statusHistory: statusHistory.map((h) => ({ ...h, by: 'system' })),
    assignedTo: null,
    refund: null,
    updatedAt: '2026-03-12T10:05:00.000Z',
  };
}
const placed = { status: 201, body: placedOrder() };
const priceChange = { prodId: 'HK-001', size: 'M', color: 'Indigo', was: 4500, now: 4900 };
const loadPrefill = () => import('./checkout-prefill.ts');

let navigate: ReturnType<typeof vi.fn>;
let flagged: FlaggedLine;
let moves: number;

function orderFlow() {
  const flow = createCheckoutFlow({ onMove: () => void moves++ });
  const placement = orderPlacement(navigate as never, (line) => void (flagged = line));
  return { flow, placement, state: () => flow.state.getState() };
}

/** A placement whose answer the test gives when it chooses. */
function heldPlacement() {
  const answers: ((value: { ok: true; order: string }) => void)[] = [];
  const send = vi.fn(() => new Promise<{ ok: true; order: string }>((resolve) => answers.push(resolve)));
  const onPlaced = vi.fn();
  const placement: Placement<string> = { load: () => Promise.resolve({ send, onPlaced }) };
  return { placement, send, onPlaced, answer: (order: string) => answers.shift()!({ ok: true, order }) };
}

beforeEach(() => {
  storage.clear();
  useSession.setState({ token: null, user: null, isAuthenticated: false });
  useCart.setState({ lines: [cartLine({ quantity: 2 })] });
  useCheckout.setState(initialCheckout());
  navigate = vi.fn();
  flagged = null;
  moves = 0;
});

describe('checkout flow: the steps', () => {
  it('starts on the first step and moves where asked, focusing the new heading and clearing the last refusal', () => {
    const { flow, placement, state } = orderFlow();
    expect(state()).toMatchObject({ step: 1, moved: false, placing: false, placed: false, placeError: null });
    flow.goTo(2, placement);
    expect(state()).toMatchObject({ step: 2, moved: true });
    flow.setPlaceError('Refused');
    flow.goTo(3, placement);
    expect(state()).toMatchObject({ step: 3, placeError: null });
    expect(moves).toBe(2);
  });

  it('keeps the shopper where they are when the placement refuses the step', () => {
    const flow = createCheckoutFlow({ onMove: () => void moves++ });
    flow.goTo(2, { mayGoTo: (next) => next !== 2 });
    expect(flow.state.getState()).toMatchObject({ step: 1, moved: false });
    expect(moves).toBe(0);
  });

  it('forgets the changes shown when leaving the review only for a placement that quotes on the review alone', () => {
    const noticed = [{ ...priceChange, name: 'Ajrak Kurta' }];
    const order = createCheckoutFlow({ onMove: () => undefined });
    order.goTo(3, { changesOnReviewOnly: true });
    order.noticeChanges(noticed);
    order.goTo(2, { changesOnReviewOnly: true });
    expect(order.state.getState().changes).toEqual([]);

    const preorder = createCheckoutFlow({ onMove: () => undefined });
    preorder.noticeChanges(noticed);
    preorder.goTo(3, {});
    preorder.goTo(2, {});
    expect(preorder.state.getState().changes).toEqual(noticed);
  });

  it("shows a quote's changes beside those already shown, a newer change of a line replacing its older one", () => {
    const flow = createCheckoutFlow({ onMove: () => undefined });
    flow.noticeChanges([{ ...priceChange, name: 'Ajrak Kurta' }]);
    flow.noticeChanges([
      { ...priceChange, size: 'S', name: 'Ajrak Kurta' },
      { ...priceChange, now: 5000, name: 'x' },
    ]);
    expect(flow.state.getState().changes.map((c) => [c.size, c.now])).toEqual([
      ['S', 4900],
      ['M', 5000],
    ]);
  });
});

describe('checkout flow: placing', () => {
  it('places once however often it is asked while a placing is on its way', async () => {
    const flow = createCheckoutFlow({ onMove: () => undefined });
    const { placement, send, onPlaced, answer } = heldPlacement();
    const first = flow.place(placement);
    const second = flow.place(placement);
    expect(flow.busy()).toBe(true);
    expect(flow.state.getState().placing).toBe(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    answer('HUN-1');
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(onPlaced).toHaveBeenCalledWith('HUN-1');
    // Placed, it stays busy: the page is moving on, a late click must not place it again.
    await flow.place(placement);
    expect(send).toHaveBeenCalledTimes(1);
    expect(flow.state.getState()).toMatchObject({ placed: true, placing: true });
  });

  it('sends nothing while the placement is not ready', async () => {
    const flow = createCheckoutFlow({ onMove: () => undefined });
    const { placement, send } = heldPlacement();
    await flow.place({ ...placement, ready: false });
    expect(send).not.toHaveBeenCalled();
    expect(flow.busy()).toBe(false);
  });

  it('sends nothing and says so when the placing code could not be fetched, and may place again', async () => {
    const flow = createCheckoutFlow({ onMove: () => undefined });
    await flow.place({ load: () => Promise.resolve(unsentPlacing(ORDER_OFFLINE)) });
    expect(flow.state.getState()).toMatchObject({ placing: false, placed: false, placeError: ORDER_OFFLINE });
    expect(flow.busy()).toBe(false);
  });

  it('places the order, empties the bag and goes to its confirmation', async () => {
    const asked = answerApi(placed);
    const { flow, placement, state } = orderFlow();
    await flow.place(placement);
    expect(asked[0]?.url).toBe('/api/orders/guest');
    expect(state().placed).toBe(true);
    expect(useCart.getState().lines).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/order-confirmation/HUN-7Q2K9');
  });

  it('shows a changed price, takes it into the bag, and sends the new price when the shopper places again', async () => {
    const asked = answerApi(
      { status: 409, body: { error: ORDER_MESSAGES.priceChanged, priceChanges: [priceChange] } },
      placed,
    );
    const { flow, placement, state } = orderFlow();
    flow.goTo(3, placement);
    await flow.place(placement);
    // The notice speaks for the change: no error under the button, nothing placed, the shopper may place again.
    expect(state()).toMatchObject({ placing: false, placed: false, placeError: null, step: 3 });
    expect(state().changes).toEqual([{ ...priceChange, name: 'Ajrak Kurta/Indigo' }]);
    expect(useCart.getState().lines[0]?.price).toBe(4900);
    expect(navigate).not.toHaveBeenCalled();

    await flow.place(placement);
    expect((asked[1]?.body as { items: { price: number }[] }).items[0]?.price).toBe(4900);
    expect(navigate).toHaveBeenCalledWith('/order-confirmation/HUN-7Q2K9');
  });

  it('marks the line a refusal concerns and shows its message, keeping the bag and the form', async () => {
    const message = ORDER_MESSAGES.outOfStock('Ajrak Kurta', 'M', 1);
    answerApi({ status: 409, body: { error: message, prodId: 'HK-001', size: 'M', available: 1 } });
    useCheckout.setState({ values: { ...initialCheckout().values, firstName: 'Sana' } });
    const { flow, placement, state } = orderFlow();
    await flow.place(placement);
    expect(state()).toMatchObject({ placeError: message, placing: false });
    expect(flagged).toEqual({ prodId: 'HK-001', size: 'M' });
    expect(useCart.getState().lines).toHaveLength(1);
    expect(useCheckout.getState().values.firstName).toBe('Sana');
    expect(flow.busy()).toBe(false);
  });

  it('goes back to the uploader with the reason beside it when the screenshot expired', async () => {
    answerApi({ status: 400, body: { error: ORDER_MESSAGES.screenshotNotFound } });
    const screenshot = { fileUrl: '/files/p.webp', previewUrl: 'blob:p', name: 'p.webp' };
    useCheckout.setState({ screenshot: screenshot as never });
    const { flow, placement, state } = orderFlow();
    flow.goTo(3, placement);
    await flow.place(placement);
    expect(state()).toMatchObject({ step: 2, placeError: null });
    expect(useCheckout.getState().screenshot).toBeNull();
    expect(useCheckout.getState().errors.paymentScreenshot).toBe(ORDER_MESSAGES.screenshotNotFound);
  });
});

describe('checkout flow: filling the form from the profile', () => {
  const user = accountUser();

  it('fills the empty fields once, never over what the shopper typed, the email always the account’s', async () => {
    useCheckout.setState({ values: { ...initialCheckout().values, firstName: 'Sanaa', email: 'typed@example.pk' } });
    await prefillOnce(checkoutPrefillForm, user, loadPrefill);
    expect(useCheckout.getState()).toMatchObject({
      prefilledFor: user._id,
      values: { firstName: 'Sanaa', lastName: user.lastName, email: user.email },
    });
    // Cleared by the shopper afterwards: the profile does not come back for the same account.
    useCheckout.setState((s) => ({ values: { ...s.values, lastName: '' } }));
    await prefillOnce(checkoutPrefillForm, user, loadPrefill);
    expect(useCheckout.getState().values.lastName).toBe('');
  });
});
