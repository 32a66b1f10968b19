// Adding a screenshot to one payment of a preorder (SPEC §2 /preorders, §4, §8): upload to 'payment-screenshots', then
// attach it to the payment; 'Screenshots uploaded successfully!' for 5 s, else the reason under the uploader.
import { useEffect, useState } from 'react';
import { PREORDER_MESSAGES, type PreorderPayment } from '../../../domain/preorders.ts';
import { UPLOAD_MESSAGES } from '../../../domain/uploads.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { CheckCircle2 } from '../../ui/icons/check-circle-2.ts';
import { ScreenshotUploader, type UploadedFile } from '../uploads/screenshot-uploader.tsx';
import { sendPreorderScreenshots } from './send-screenshots.ts';

/** SPEC §4: preorder screenshot success messages last 5 s. */
const SUCCESS_MS = 5000;

interface PreorderScreenshotUploadProps {
  preorderId: string;
  payment: PreorderPayment;
  hasScreenshots: boolean;
  /** The payment holds the new screenshot: show the preorder again. */
  onAdded: () => void;
}

export function PreorderScreenshotUpload({
  preorderId,
  payment,
  hasScreenshots,
  onAdded,
}: PreorderScreenshotUploadProps) {
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
      await sendPreorderScreenshots(preorderId, payment, [uploaded.fileUrl]);
      setDone(true);
      onAdded();
    } catch (err) {
      setError(failureMessage(err, UPLOAD_MESSAGES.screenshotFailed));
    } finally {
      // Saved or refused, the uploader is ready for the next file; a refused one is left to expire unused.
      URL.revokeObjectURL(uploaded.previewUrl);
      setFile(null);
      setSaving(false);
    }
  }

  return (
    <div>
      <ScreenshotUploader
        id={`${payment}-payment-screenshot`}
        label={hasScreenshots ? 'Add another payment screenshot' : 'Upload your payment screenshot'}
        hint={
          saving
            ? 'Adding it to your preorder…'
            : 'A screenshot of your completed transfer, showing the amount and the date.'
        }
        value={file}
        onChange={(f) => void attach(f)}
        error={error ?? undefined}
        deleteOnRemove={false}
      />
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {done && (
          <p className="flex items-center gap-2 rounded-lg border border-leaf/30 bg-leaf/10 px-4 py-3 text-sm font-medium text-leaf">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
            {PREORDER_MESSAGES.screenshotsUploaded}
          </p>
        )}
      </div>
    </div>
  );
}
