// The deposit's payment screenshots at /preorder-checkout (SPEC §2, §5): one or more images, each checked (images only,
// 5 MB) and uploaded by the shared uploader, previewed, and removable; removing the last brings the message back.
import { MAX_PREORDER_SCREENSHOTS_PER_CALL } from '../../../domain/preorders.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { Trash2 } from '../../ui/icons/trash-2.ts';
import { ScreenshotUploader, type UploadedFile } from '../uploads/index.ts';

interface PreorderScreenshotsProps {
  id: string;
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  error?: string;
}

export function PreorderScreenshots({ id, value, onChange, error }: PreorderScreenshotsProps) {
  const files = useUpload('payment-screenshots');

  function remove(file: UploadedFile) {
    URL.revokeObjectURL(file.previewUrl);
    onChange(value.filter((f) => f !== file));
    // Nothing refers to it yet: a failed delete costs nothing, unused uploads expire.
    files.discard(file.fileUrl);
  }

  return (
    <div className="space-y-3">
      {value.length > 0 && (
        <ul aria-label="Your payment screenshots" className="grid gap-3 sm:grid-cols-2">
          {value.map((file) => (
            <li key={file.fileUrl} className="flex items-center gap-3 rounded-xl border border-linen bg-white p-3">
              <img
                src={file.previewUrl}
                alt={`Preview of ${file.name}`}
                className="h-20 w-20 shrink-0 rounded-lg bg-sand object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{file.name}</p>
                <p className="mt-1 text-xs text-leaf">Uploaded</p>
                <button
                  type="button"
                  onClick={() => remove(file)}
                  className="mt-1 inline-flex items-center gap-1 text-sm text-muted transition hover:text-madder"
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Remove<span className="sr-only"> {file.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {value.length < MAX_PREORDER_SCREENSHOTS_PER_CALL && (
        // The uploader stays empty: each file it uploads joins the list above, and it is ready for the next.
        <ScreenshotUploader
          id={id}
          label={value.length === 0 ? 'Payment screenshot' : 'Add another screenshot (optional)'}
          hint="A screenshot of your completed transfer of the amount to pay now, showing the amount and the date. A transfer sent in parts can have one screenshot each."
          value={null}
          onChange={(file) => file && onChange([...value, file])}
          error={error}
        />
      )}
    </div>
  );
}
