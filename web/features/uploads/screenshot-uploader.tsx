// The reusable one-image uploader (SPEC §5 file upload): choose or drop an image, checked in the browser with the
// spec's messages, uploaded with a progress bar, previewed, removable; announces what happens to screen readers.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ALLOWED_IMAGE_TYPES } from '../../../domain/limits.ts';
import type { UploadBucket } from '../../../domain/uploads.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { Image as ImageIcon } from '../../ui/icons/image.ts';
import { Trash2 } from '../../ui/icons/trash-2.ts';
import { Upload } from '../../ui/icons/upload.ts';

/** A file that reached the server: its fileUrl for the order, and a local preview that needs no signed link. */
export interface UploadedFile {
  fileUrl: string;
  previewUrl: string;
  name: string;
}

interface ScreenshotUploaderProps {
  id: string;
  label: string;
  hint?: string;
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  /** The form's own message for this field (e.g. a screenshot is required). */
  error?: string;
  bucket?: UploadBucket;
  /** False where a removed or replaced file may still belong to something saved (an order's current screenshot). */
  deleteOnRemove?: boolean;
  /** The spec's uploader takes one file at a time. */
  maxFiles?: number;
  /** Told when an upload starts and ends, for a form where the file is optional and must not be left behind. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** The file being sent: its name and a local preview, shown with the progress bar. */
type Pending = { name: string; previewUrl: string } | null;

const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

export function ScreenshotUploader({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  bucket = 'payment-screenshots',
  deleteOnRemove = true,
  maxFiles = 1,
  onUploadingChange,
}: ScreenshotUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const uploader = useUpload(bucket);
  const [pending, setPending] = useState<Pending>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);

  const uploading = pending !== null;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  async function take(files: File[]) {
    if (input.current) input.current.value = '';
    if (files.length === 0 || pending) return;
    if (!uploader.check(files, maxFiles)) return;
    const file = files[0]!;
    const previewUrl = URL.createObjectURL(file);
    setPending({ name: file.name, previewUrl });
    setAnnouncement(`Uploading ${file.name}`);
    const outcome = await uploader.upload(file);
    setPending(null);
    if (outcome.status !== 'done') {
      URL.revokeObjectURL(previewUrl);
      if (outcome.status === 'error') setAnnouncement('');
      return;
    }
    const previous = value;
    onChange({ fileUrl: outcome.fileUrl, previewUrl, name: file.name });
    setAnnouncement(`${file.name} uploaded`);
    if (previous) {
      URL.revokeObjectURL(previous.previewUrl);
      // The replaced file is no longer wanted; a failure here costs the shopper nothing.
      if (deleteOnRemove) uploader.discard(previous.fileUrl);
    }
  }

  async function remove() {
    if (!value) return;
    const removed = value;
    URL.revokeObjectURL(removed.previewUrl);
    onChange(null);
    uploader.reset();
    setAnnouncement(`${removed.name} removed`);
    if (deleteOnRemove) await uploader.remove(removed.fileUrl);
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void take([...e.dataTransfer.files]);
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const ownError = uploader.error;
  const invalid = !!(ownError || error);
  const shown = pending ?? value;
  const percent = pending ? Math.round(uploader.progress * 100) : 100;

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        className="peer sr-only"
        aria-invalid={invalid || undefined}
        aria-describedby={[hint && hintId, invalid && errorId].filter(Boolean).join(' ') || undefined}
        disabled={uploading}
        onChange={(e) => void take([...(e.target.files ?? [])])}
      />
      {shown ? (
        <div
          className={`mt-2 flex items-center gap-4 rounded-xl border bg-white p-3 peer-focus-visible:ring-2 peer-focus-visible:ring-madder ${invalid ? 'border-madder' : 'border-linen'}`}
        >
          <img
            src={shown.previewUrl}
            alt={`Preview of ${shown.name}`}
            className="h-20 w-20 shrink-0 rounded-lg bg-sand object-cover sm:h-24 sm:w-24"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{shown.name}</p>
            {pending ? (
              <>
                <div
                  role="progressbar"
                  aria-label={`Uploading ${pending.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-sand"
                >
                  <div className="h-full rounded-full bg-madder transition-[width]" style={{ width: `${percent}%` }} />
                </div>
                <p className="mt-1 text-xs text-muted">Uploading… {percent}%</p>
              </>
            ) : (
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <span className="text-leaf">Uploaded</span>
                <label
                  htmlFor={id}
                  className="cursor-pointer font-semibold text-ink underline underline-offset-4 hover:text-madder"
                >
                  Replace
                </label>
                <button
                  type="button"
                  onClick={() => void remove()}
                  className="inline-flex items-center gap-1 text-muted transition hover:text-madder"
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Remove
                </button>
              </div>
            )}
          </div>
        </div>
      ) : (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-2 flex flex-col items-center rounded-xl border-2 border-dashed px-4 py-8 text-center transition peer-focus-visible:ring-2 peer-focus-visible:ring-madder ${
            dragging
              ? 'border-madder bg-madder/5'
              : invalid
                ? 'border-madder/60 bg-white'
                : 'border-linen bg-white hover:border-ink/40'
          }`}
        >
          <ImageIcon className="h-8 w-8 text-gold" aria-hidden />
          <p className="mt-3 text-sm text-ink">Drag your screenshot here, or</p>
          <label
            htmlFor={id}
            className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-full border border-ink px-5 py-2.5 text-sm font-semibold transition hover:bg-ink hover:text-white"
          >
            <Upload className="h-4 w-4" aria-hidden />
            Choose a file
          </label>
          <p className="mt-3 text-xs text-muted">JPEG, PNG or WebP, up to 5 MB</p>
        </div>
      )}
      {/* Always in the page, so a refusal put into it is announced; progress and success go to the status below. */}
      <div id={errorId} role="alert" className="mt-1.5 space-y-1 text-sm text-madder empty:hidden">
        {ownError && <p>{ownError}</p>}
        {error && error !== ownError && <p>{error}</p>}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
