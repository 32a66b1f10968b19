// A guest order placed through the API, for journeys that need one to exist (the dashboard, the email log).
import { expect, type APIRequestContext } from '@playwright/test';
import { SCREENSHOT_PNG } from './checkout-page.ts';

interface ListedProduct {
  prodId: string;
  price: number;
  sizes: string[];
  sizeStock: Record<string, number>;
  colors: string[];
}

/** A payment screenshot uploaded the way checkout uploads it: ask for a signed link, then PUT the picture. `headers`
 *  is a guest browser's upload token, or a signed-in shopper's Authorization. Answers the screenshot's URL. */
export async function uploadPaymentScreenshot(
  request: APIRequestContext,
  headers: Record<string, string>,
  /** The picture: checkout's sample unless given (a rendered transfer confirmation, for the proof checks). */
  png: Buffer = SCREENSHOT_PNG,
): Promise<string> {
  const signedIn = 'Authorization' in headers;
  const asked = await request.post(signedIn ? '/api/images/guest-upload' : '/api/images/public-upload', {
    headers,
    data: {
      fileName: 'transfer.png',
      fileType: 'image/png',
      bucketName: 'payment-screenshots',
      fileSize: png.length,
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { signedUrl, fileUrl } = (await asked.json()) as { signedUrl: string; fileUrl: string };
  const sent = await request.put(signedUrl, { headers: { 'content-type': 'image/png' }, data: png });
  expect(sent.status(), await sent.text()).toBe(200);
  return fileUrl;
}

type PlacedOrder = { _id: string; trackingId: string; totalAmount: number };

/** An order by bank transfer, placed the way checkout places it: the two-step screenshot upload, then the order. */
async function placeOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  guestInfo: { name: string; email: string; phoneNumber: string } | null,
): Promise<PlacedOrder> {
  const { products } = (await (await request.get('/api/products?limit=12')).json()) as { products: ListedProduct[] };
  const product = products.find((p) => p.sizes.some((s) => (p.sizeStock[s] ?? 0) > 0))!;
  const size = product.sizes.find((s) => (product.sizeStock[s] ?? 0) > 0)!;

  const fileUrl = await uploadPaymentScreenshot(request, headers);

  const placed = await request.post(guestInfo ? '/api/orders/guest' : '/api/orders', {
    headers: { ...headers, 'idempotency-key': `dash-${Date.now()}-${Math.random().toString(36).slice(2, 8)}` },
    data: {
      items: [{ prodId: product.prodId, price: product.price, size, quantity: 1, color: product.colors[0] ?? '' }],
      shippingAddress: {
        street: '9 Liberty Market',
        city: 'Lahore',
        state: 'Lahore',
        zipCode: '54000',
        country: 'Pakistan',
      },
      paymentDetails: { method: 'bank', screenshot: fileUrl },
      ...(guestInfo ? { guestInfo } : {}),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as PlacedOrder;
}

/** A guest's order, with this guest browser's upload token. Guest uploads are limited to 20 per 10 minutes per
 *  address, and every journey runs from 127.0.0.1: a journey that only needs some order uses placeSignedInOrder. */
export const placeGuestOrder = (
  request: APIRequestContext,
  email = `mahnoor-${Date.now()}@e2e.hunar.pk`,
  { name = 'Mahnoor Dashboard', phoneNumber = '0300 1112223' } = {},
) =>
  placeOrder(
    request,
    { 'x-upload-token': `dashboard-guest-${Date.now()}-upload-token-0123456789` },
    { name, email, phoneNumber },
  );

/** A signed-in shopper's order (`token` from their sign-in). */
export const placeSignedInOrder = (request: APIRequestContext, token: string) =>
  placeOrder(request, { Authorization: `Bearer ${token}` }, null);
