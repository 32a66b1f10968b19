// What the checkouts say when an order could not be sent (no connection), or the code sending it could not be fetched.

export const ORDER_OFFLINE =
  'We could not reach the shop, so your order was not placed yet. Please check your connection and press PLACE ORDER again.';

export const PREORDER_OFFLINE =
  'We could not reach the shop, so your preorder was not placed yet. Please check your connection and press Place Preorder again.';
