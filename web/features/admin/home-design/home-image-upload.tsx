// The picture of a home image: choose one, checked in the browser with the spec's messages and uploaded to the
// catalog bucket through the signed-URL flow (useUpload), with progress and a preview. On edit the current picture
// shows until the admin chooses another.
import { useRef } from 'react';
import { ALLOWED_IMAGE_TYPES } from '../../../../domain/limits.ts';
import { useUpload } from '../../../lib/use-upload.ts';
import { Image as ImageIcon } from '../../../ui/icons/image.ts';
import { Upload } from '../../../ui/icons/upload.ts';

/** What the form sends: a new upload's fileUrl, or the current picture's own URL (which means "keep it"). */
export interface PictureValue {
  imageURL: string;
  previewUrl: string;
}

interface HomeImageUploadProps {
  id: string;
  value: PictureValue | null;
  onChange(value: PictureValue | null): void;
  /** The size guideline of the chosen type (SPEC §5). */
  guideline: string;
  error?: string;
  /** The saved picture's URL when editing: that one is "current", anything else newly uploaded. */
  currentUrl?: string;
  /** Tells the form an upload is running, so it cannot be saved half-way. */
  onBusy(busy: boolean): void;
}

const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

export function HomeImageUpload({ id, value, onChange, guideline, error, currentUrl, onBusy }: HomeImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  // Closing the form mid-upload stops it (useUpload); the half-sent file is never used.
  const uploader = useUpload('catalog');
  const percent = uploader.status === 'uploading' ? Math.round(uploader.progress * 100) : null;

  async function take(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file || !uploader.check([file], 1)) return;
    onBusy(true);
    const previewUrl = URL.createObjectURL(file);
    const outcome = await uploader.upload(file);
    if (outcome.status === 'done') onChange({ imageURL: outcome.fileUrl, previewUrl });
    else URL.revokeObjectURL(previewUrl);
    onBusy(false);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shownError = uploader.error ?? error;

  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Image
        </label>
        <p id={hintId} className="text-xs text-muted">
          Recommended {guideline}. JPEG, PNG or WebP, up to 5 MB.
        </p>
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        className="peer sr-only"
        disabled={percent !== null}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[hintId, shownError && errorId].filter(Boolean).join(' ')}
        onChange={(e) => void take(e.target.files?.[0])}
      />
      <div
        className={`mt-2 overflow-hidden rounded-xl border bg-white peer-focus-visible:ring-2 peer-focus-visible:ring-madder ${shownError ? 'border-madder' : 'border-linen'}`}
      >
        {value ? (
          // Shown whole (contain): a 1920 × 500 slide as a strip, a 400 × 400 banner as a square.
          <img src={value.previewUrl} alt="Chosen picture" className="h-40 w-full bg-sand object-contain sm:h-48" />
        ) : (
          <div className="flex h-40 w-full flex-col items-center justify-center bg-sand/50 text-center sm:h-48">
            <ImageIcon className="h-8 w-8 text-gold" aria-hidden />
            <p className="mt-2 text-sm text-muted">No picture chosen yet</p>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5">
          {percent !== null ? (
            <div className="flex-1">
              <div
                role="progressbar"
                aria-label="Uploading picture"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-sand"
              >
                <div className="h-full rounded-full bg-madder transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted">Uploading… {percent}%</p>
            </div>
          ) : (
            <>
              <span className="text-xs text-muted">
                {!value ? 'Required' : value.imageURL === currentUrl ? 'Current picture' : 'Ready to save'}
              </span>
              <label
                htmlFor={id}
                className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-ink px-4 py-2 text-sm font-semibold transition hover:bg-ink hover:text-white"
              >
                <Upload className="h-4 w-4" aria-hidden />
                {value ? 'Replace picture' : 'Choose a picture'}
              </label>
            </>
          )}
        </div>
      </div>
      <div id={errorId} role="alert" className="mt-1.5 text-sm text-madder empty:hidden">
        {shownError}
      </div>
    </div>
  );
}
