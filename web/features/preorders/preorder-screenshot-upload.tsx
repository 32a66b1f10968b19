// Adding a screenshot to one payment of a preorder (SPEC §2 /preorders, §4, §8): upload to 'payment-screenshots', then
// attach it to the payment; 'Screenshots uploaded successfully!' for 5 s, else the reason under the uploader.
import { type PreorderPayment } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import { UPLOAD_MESSAGES } from '../../../domain/uploads.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { AttachedNote, ScreenshotUploader, useAttachScreenshot } from '../uploads/index.ts';
import { sendPreorderScreenshots } from './send-screenshots.ts';

/** SPEC §4: preorder screenshot success messages last 5 s. */
const SUCCESS_MS = 5000;

/** What the uploader says: to the shopper by default; staff adding one a customer sent by WhatsApp see their own. */
export interface ScreenshotUploadWording {
  first: string;
  another: string;
  hint: string;
  saving: string;
}

const SHOPPER_WORDING: ScreenshotUploadWording = {
  first: 'Upload your payment screenshot',
  another: 'Add another payment screenshot',
  hint: 'A screenshot of your completed transfer, showing the amount and the date.',
  saving: 'Adding it to your preorder…',
};

interface PreorderScreenshotUploadProps {
  preorderId: string;
  payment: PreorderPayment;
  hasScreenshots: boolean;
  wording?: ScreenshotUploadWording;
  /** The payment holds the new screenshot: show the preorder again. */
  onAdded: () => void;
}

export function PreorderScreenshotUpload({
  preorderId,
  payment,
  hasScreenshots,
  wording = SHOPPER_WORDING,
  onAdded,
}: PreorderScreenshotUploadProps) {
  const { file, saving, done, error, attach } = useAttachScreenshot(
    async (uploaded) => {
      await sendPreorderScreenshots(preorderId, payment, [uploaded.fileUrl]);
      onAdded();
    },
    SUCCESS_MS,
    (err) => failureMessage(err, UPLOAD_MESSAGES.screenshotFailed),
  );

  return (
    <div>
      <ScreenshotUploader
        id={`${payment}-payment-screenshot`}
        label={hasScreenshots ? wording.another : wording.first}
        hint={saving ? wording.saving : wording.hint}
        value={file}
        onChange={(f) => void attach(f)}
        error={error ?? undefined}
        deleteOnRemove={false}
      />
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        <AttachedNote done={done} message={PREORDER_MESSAGES.screenshotsUploaded} />
      </div>
    </div>
  );
}
