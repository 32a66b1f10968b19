// Adds payment screenshots to a preorder (PUT /api/preorders/{id}/{initial|final}-payment/screenshots): the files were
// uploaded from this browser, so a guest's upload token goes with them; the answer is the payment after the change.
import type { PreorderPayment } from '../../../domain/preorders.ts';
import type { PreorderPaymentView } from '../../../domain/schemas/preorder-views.ts';
import { apiRequest } from '../../lib/api.ts';
import { uploadTokenHeader } from '../../lib/upload-token.ts';

export function sendPreorderScreenshots(
  preorderId: string,
  payment: PreorderPayment,
  fileUrls: readonly string[],
): Promise<PreorderPaymentView> {
  return apiRequest<PreorderPaymentView>(
    `/preorders/${encodeURIComponent(preorderId)}/${payment}-payment/screenshots`,
    {
      method: 'PUT',
      body: { screenshots: fileUrls },
      headers: uploadTokenHeader(),
    },
  );
}
