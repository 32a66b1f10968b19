// The Easypaisa QR picture of the Payment card: the one shoppers see now, or a new one uploaded through the catalog
// upload flow (signed URL, PUT, fileUrl) and previewed until the card is saved; Replace and Remove.
import { useId, useRef } from 'react';
import { ALLOWED_IMAGE_TYPES } from '../../../../domain/limits.ts';
import { useUpload } from '../../../lib/use-upload.ts';
import { Trash2 } from '../../../ui/icons/trash-2.ts';
import { Upload } from '../../../ui/icons/upload.ts';

/** The QR as saved (its public URL), a new upload not saved yet, or none. */
export type QrImage =
  { kind: 'saved'; url: string } | { kind: 'new'; fileUrl: string; previewUrl: string; name: string } | null;

/** What PUT /api/settings/payment takes: the saved URL keeps the picture, a fileUrl replaces it, null removes it. */
export const qrImageField = (qr: QrImage) => (qr ? (qr.kind === 'saved' ? qr.url : qr.fileUrl) : null);

const BUTTON = 'inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition';

export function QrUploader({
  value,
  onChange,
  accountTitle,
}: {
  value: QrImage;
  onChange(value: QrImage): void;
  accountTitle: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploader = useUpload('catalog');
  const percent = uploader.status === 'uploading' ? Math.round(uploader.progress * 100) : null;
  const problem = uploader.error;

  /** A new upload nobody will use any more. */
  function discard(qr: QrImage) {
    if (qr?.kind !== 'new') return;
    URL.revokeObjectURL(qr.previewUrl);
    uploader.discard(qr.fileUrl);
  }

  async function take(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file || percent !== null || !uploader.check([file], 1)) return;
    const outcome = await uploader.upload(file);
    if (outcome.status !== 'done') return;
    discard(value);
    onChange({ kind: 'new', fileUrl: outcome.fileUrl, previewUrl: URL.createObjectURL(file), name: file.name });
  }

  function remove() {
    discard(value);
    uploader.reset();
    onChange(null);
  }

  const src = value?.kind === 'saved' ? value.url : value?.previewUrl;
  const status =
    value === null
      ? 'No QR image: shoppers see the Easypaisa number only.'
      : value.kind === 'saved'
        ? 'Shown to shoppers at checkout.'
        : 'New image: save this card to show it at checkout.';

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        Easypaisa QR image
      </p>
      <div className="mt-1.5 flex flex-col gap-4 rounded-xl border border-linen bg-ivory/40 p-4 sm:flex-row sm:items-center">
        <div className="flex h-32 w-32 shrink-0 items-center justify-center self-center overflow-hidden rounded-lg border border-linen bg-white sm:self-auto">
          {src ? (
            <img
              src={src}
              alt={`Easypaisa QR code for ${accountTitle || 'the shop'}`}
              className="h-full w-full object-contain p-1.5"
            />
          ) : (
            <span className="px-3 text-center text-xs text-muted">No QR image</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <p className={`text-sm ${value?.kind === 'new' ? 'font-medium text-ink' : 'text-muted'}`} aria-live="polite">
            {percent === null ? status : `Uploading… ${percent}%`}
          </p>
          {percent !== null && (
            <div
              role="progressbar"
              aria-label="Uploading the QR image"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-sand"
            >
              <div className="h-full rounded-full bg-madder transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          )}
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={ALLOWED_IMAGE_TYPES.join(',')}
            className="peer sr-only"
            disabled={percent !== null}
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
            onChange={(e) => void take(e.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2 peer-focus-visible:[&>label]:ring-2 peer-focus-visible:[&>label]:ring-madder">
            <label
              htmlFor={`${id}-file`}
              className={`${BUTTON} cursor-pointer border border-ink text-ink hover:bg-ink hover:text-white`}
            >
              <Upload className="h-4 w-4" aria-hidden />
              {value ? 'Replace QR image' : 'Upload QR image'}
            </label>
            {value && (
              <button
                type="button"
                onClick={remove}
                disabled={percent !== null}
                className={`${BUTTON} text-muted hover:bg-madder/5 hover:text-madder`}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                Remove
              </button>
            )}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted">
            JPEG, PNG or WebP, up to 5 MB. A square picture of the QR from the Easypaisa app works best.
          </p>
          <div id={`${id}-problem`} role="alert" className="text-sm text-madder empty:hidden">
            {problem}
          </div>
        </div>
      </div>
    </div>
  );
}
