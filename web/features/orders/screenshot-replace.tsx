// Adding or replacing an order's payment screenshot after placing it (SPEC §2 /order-confirmation, §4, §8): upload,
// then PUT /api/orders/{trackingId}/screenshot; 'Screenshot uploaded successfully!' for 3 s, else what went wrong.
import { UPLOAD_MESSAGES } from '../../../domain/uploads.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { uploadTokenHeader } from '../../lib/upload-token.ts';
import { AttachedNote, ScreenshotUploader, useAttachScreenshot } from '../uploads/index.ts';
import type { ScreenshotView } from '../../../domain/schemas/order-views.ts';

/** SPEC §4: order screenshot success messages last 3 s. */
const SUCCESS_MS = 3000;

interface ScreenshotReplaceProps {
  trackingId: string;
  hasScreenshot: boolean;
  /** The fresh signed link of the screenshot now attached to the order. */
  onReplaced: (url: string) => void;
}

/** The server's words for a refusal; no connection or a bare status code gets the spec's default. */
const failure = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && !/^Request failed/.test(err.message)
    ? err.message
    : UPLOAD_MESSAGES.screenshotFailed;

export function ScreenshotReplace({ trackingId, hasScreenshot, onReplaced }: ScreenshotReplaceProps) {
  const { file, saving, done, error, attach } = useAttachScreenshot(
    async (uploaded) => {
      const answer = await apiRequest<ScreenshotView>(`/orders/${encodeURIComponent(trackingId)}/screenshot`, {
        method: 'PUT',
        body: { screenshot: uploaded.fileUrl },
        headers: uploadTokenHeader(),
      });
      if (!answer.screenshot) throw new Error(UPLOAD_MESSAGES.screenshotFailed);
      onReplaced(answer.screenshot);
    },
    SUCCESS_MS,
    failure,
  );

  return (
    <div>
      <ScreenshotUploader
        id="order-screenshot"
        label={hasScreenshot ? 'Replace your payment screenshot' : 'Upload your payment screenshot'}
        hint={
          saving
            ? 'Saving it to your order…'
            : hasScreenshot
              ? 'A new screenshot takes the place of the one we have; we keep both, so nothing you sent is lost.'
              : 'A screenshot of your completed transfer, showing the amount and the date.'
        }
        value={file}
        onChange={(f) => void attach(f)}
        error={error ?? undefined}
        deleteOnRemove={false}
      />
      <div role="status" aria-live="polite" className="mt-3">
        <AttachedNote done={done} message={UPLOAD_MESSAGES.screenshotUploaded} />
      </div>
    </div>
  );
}
