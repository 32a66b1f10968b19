// Placing what staff entered by hand, shared by the create-order and create-preorder forms: wait for the screenshot's
// upload, check the details and the body with the API's own schemas (the lines' message under the picker), send it
// once at a time through the checkout's own flow (checkout/checkout-flow.ts), and on a refusal hand back the changed
// prices and the server's own words with everything kept.
import { useState } from 'react';
import type { ZodType } from 'zod';
import type { FormFields } from '../../../lib/use-form-fields.ts';
import { usePlacingFlow } from '../../checkout/index.ts';
import type { PriceChange, SendResult } from '../../orders/index.ts';
import type { UploadedFile } from '../../uploads/index.ts';
import type { DetailField } from './order-details.ts';

export const STILL_UPLOADING = 'Please wait until the payment screenshot has finished uploading.';

export type StaffEntryRefusal = Extract<SendResult, { ok: false }>;

interface StaffEntrySubmit<P, T> {
  form: FormFields<DetailField>;
  detailsSchema: ZodType;
  payloadSchema: ZodType<P>;
  /** The body as typed now; checked with payloadSchema before it goes. */
  payload: () => unknown;
  /** The product search, where focus goes when the lines are what is wrong. */
  searchId: string;
  screenshot: UploadedFile | null;
  send: (payload: P) => Promise<SendResult<T>>;
  onPlaced: (placed: T) => void;
  /** The server priced a piece differently: the lines take the new price before staff place again. */
  onPriceChanges: (changes: PriceChange[]) => void;
  /** Just before sending: what the last refusal marked is cleared. */
  onSending?: () => void;
  /** The form's own handling of a refusal, before its message shows. */
  onRefused?: (refusal: StaffEntryRefusal) => void;
}

export function useStaffEntrySubmit<P, T>(options: StaffEntrySubmit<P, T>) {
  const [linesError, setLinesError] = useState<string | undefined>();
  // A body sent while the screenshot is still uploading would go without it.
  const [uploading, setUploading] = useState(false);
  // The checkout's own flow: one placing at a time, and a refusal's message kept under the button.
  const { flow, placing, placeError } = usePlacingFlow();
  const { setPlaceError } = flow;

  /** Staff changed the lines: the last refusal no longer applies, and lines again answer "add a product". */
  function linesChanged(count: number) {
    setPlaceError(null);
    if (count > 0) setLinesError(undefined);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (flow.busy()) return;
    if (uploading) return setPlaceError(STILL_UPLOADING);
    const { form, searchId, screenshot } = options;
    const details = form.validate(options.detailsSchema, form.values);
    const parsed = options.payloadSchema.safeParse(options.payload());
    const itemsIssue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'items');
    setLinesError(itemsIssue?.message);
    if (!details) return;
    if (itemsIssue) return document.getElementById(searchId)?.focus();
    if (!parsed.success) return setPlaceError(parsed.error.issues[0]!.message);

    await flow.place<T>({
      onSending: options.onSending,
      // The staff forms ship their placing code with them.
      load: () =>
        Promise.resolve({
          send: () => options.send(parsed.data),
          onPlaced: (placed) => {
            if (screenshot) URL.revokeObjectURL(screenshot.previewUrl);
            options.onPlaced(placed);
          },
          onRefused: (refusal) => {
            if (refusal.priceChanges?.length) options.onPriceChanges(refusal.priceChanges);
            options.onRefused?.(refusal);
            return { message: refusal.message };
          },
        }),
    });
  }

  return { submit, placing, placeError, setPlaceError, linesError, linesChanged, setUploading };
}
