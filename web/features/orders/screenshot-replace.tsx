// Adding or replacing an order's payment screenshot after placing it (SPEC §2 /order-confirmation, §4, §8): upload,
// then PUT /api/orders/{trackingId}/screenshot; 'Screenshot uploaded successfully!' for 3 s, else what went wrong.
import { useEffect, useState } from 'react';
import { UPLOAD_MESSAGES } from '../../../domain/uploads.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { uploadTokenHeader } from '../../lib/upload-token.ts';
import { CheckCircle2 } from '../../ui/icons/check-circle-2.ts';
import { ScreenshotUploader, type UploadedFile } from '../uploads/screenshot-uploader.tsx';
import type { ScreenshotView } from '../../../domain/schemas/order-views.ts';

/** SPEC §4: order screenshot success messages last 3 s. */
const SUCCESS_MS = 3000;

interface ScreenshotReplaceProps {
  trackingId: string;
  hasScreenshot: boolean;
  /** The fresh signed link of the screenshot now attached to the order. */
  onReplaced: (url: string) => void;
}

export function ScreenshotReplace({ trackingId, hasScreenshot, onReplaced }: ScreenshotReplaceProps) {
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [done]);

  async function attach(uploaded: UploadedFile | null) {
    setFile(uploaded);
    setError(null);
    if (!uploaded) return;
    setSaving(true);
    setDone(false);
    try {
      const answer = await apiRequest<ScreenshotView>(`/orders/${encodeURIComponent(trackingId)}/screenshot`, {
        method: 'PUT',
        body: { screenshot: uploaded.fileUrl },
        headers: uploadTokenHeader(),
      });
      if (!answer.screenshot) throw new Error(UPLOAD_MESSAGES.screenshotFailed);
      onReplaced(answer.screenshot);
      setDone(true);
      // The order holds the file now: the uploader is ready for another, without deleting this one.
      URL.revokeObjectURL(uploaded.previewUrl);
      setFile(null);
    } catch (err) {
      // Back to choosing a file, with the reason under it.
      URL.revokeObjectURL(uploaded.previewUrl);
      setFile(null);
      setError(
        err instanceof ApiError && err.status > 0 && !/^Request failed/.test(err.message)
          ? err.message
          : UPLOAD_MESSAGES.screenshotFailed,
      );
    } finally {
      setSaving(false);
    }
  }

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
        {done && (
          <p className="flex items-center gap-2 rounded-lg border border-leaf/30 bg-leaf/10 px-4 py-3 text-sm font-medium text-leaf">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
            {UPLOAD_MESSAGES.screenshotUploaded}
          </p>
        )}
      </div>
    </div>
  );
}
