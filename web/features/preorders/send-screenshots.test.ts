// Adding payment screenshots to a preorder: the right payment's path, the files, and this browser's upload token (a
// guest's proof of having uploaded them); the server's refusal reaches the caller in its words.
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_TOKEN_HEADER } from '../../../domain/uploads.ts';
import { ApiError } from '../../lib/api.ts';
import { answerApi } from '../../test/fake-api.ts';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { sendPreorderScreenshots } from './send-screenshots.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import { lookupFailure } from './use-preorder-lookup.ts';

installBrowser();
beforeEach(() => storage.clear());

describe('sendPreorderScreenshots', () => {
  it('adds the files to the final payment, with the upload token', async () => {
    const payment = { amount: 2899, status: 'pending', screenshots: [] };
    const asked = answerApi({ status: 200, body: payment });
    await expect(sendPreorderScreenshots('PO-7K3M-9QX2-PT4W', 'final', ['/files/a.png'])).resolves.toEqual(payment);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      method: 'PUT',
      url: '/api/preorders/PO-7K3M-9QX2-PT4W/final-payment/screenshots',
      body: { screenshots: ['/files/a.png'] },
    });
    expect(asked[0]!.headers[UPLOAD_TOKEN_HEADER]).toMatch(/^[\w-]{40,}$/);
  });

  it('fails with the server’s words when the payment is frozen', async () => {
    answerApi({ status: 409, body: { error: PREORDER_MESSAGES.screenshotFrozen('initial') } });
    await expect(sendPreorderScreenshots('PO-7K3M-9QX2-PT4W', 'initial', ['/files/a.png'])).rejects.toEqual(
      new ApiError(409, PREORDER_MESSAGES.screenshotFrozen('initial')),
    );
  });
});

describe('lookupFailure', () => {
  it('is not found for a 404, the server’s words for a refusal, else the spec’s default', () => {
    expect(lookupFailure(new ApiError(404, 'Preorder not found'))).toEqual({ state: 'not-found' });
    expect(lookupFailure(new ApiError(429, 'Too many lookups. Please wait a minute.'))).toEqual({
      state: 'error',
      message: 'Too many lookups. Please wait a minute.',
    });
    expect(lookupFailure(new ApiError(0, 'offline'))).toEqual({
      state: 'error',
      message: PREORDER_MESSAGES.trackFailed,
    });
    expect(lookupFailure(new ApiError(500, 'boom'))).toEqual({
      state: 'error',
      message: PREORDER_MESSAGES.trackFailed,
    });
  });
});
