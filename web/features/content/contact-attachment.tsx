// The contact form's optional attachment (SPEC §5, §9): one image, PDF, DOC or DOCX up to 10 MB, checked in the browser
// with the spec's messages, uploaded privately at once with a progress bar; its name and size shown, removable.
import { useRef, useState } from 'react';
import { CONTACT_ATTACHMENT_ACCEPT } from '../../../domain/uploads.ts';
import { formatFileSize } from '../../lib/file-size.ts';
import { useUpload, type UploadOutcome } from '../../lib/use-upload.ts';
import { Paperclip } from '../../ui/icons/paperclip.ts';
import { Trash2 } from '../../ui/icons/trash-2.ts';

/** The chosen file: its upload runs from the moment it is chosen; the form waits for `upload` when it sends. */
export interface ChosenAttachment {
  name: string;
  size: number;
  upload: Promise<UploadOutcome>;
}

interface ContactAttachmentProps {
  id: string;
  value: ChosenAttachment | null;
  onChange: (value: ChosenAttachment | null) => void;
}

export function ContactAttachment({ id, value, onChange }: ContactAttachmentProps) {
  const input = useRef<HTMLInputElement>(null);
  const uploader = useUpload('contact-attachments');
  const [fileUrl, setFileUrl] = useState<string | null>(null);

  function choose(files: File[]) {
    if (input.current) input.current.value = '';
    const file = files[0];
    if (!file) return;
    remove();
    if (!uploader.check([file], 1)) return;
    const upload = uploader.upload(file).then((outcome) => {
      if (outcome.status === 'done') setFileUrl(outcome.fileUrl);
      return outcome;
    });
    onChange({ name: file.name, size: file.size, upload });
  }

  function remove() {
    uploader.cancel();
    // Nothing refers to a removed file; a signed-in sender's copy is deleted, a guest's expires unused.
    if (fileUrl) uploader.discard(fileUrl);
    setFileUrl(null);
    uploader.reset();
    onChange(null);
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const uploading = uploader.status === 'uploading';
  const percent = Math.round(uploader.progress * 100);
  return (
    <div>
      <label htmlFor={id} className="flex items-baseline justify-between gap-2 text-sm font-medium text-ink">
        Attachment
        <span className="text-xs font-normal text-muted">Optional</span>
      </label>
      <p id={hintId} className="mt-1 text-xs text-muted">
        A photo, PDF or Word document (DOC, DOCX), up to 10 MB.
      </p>
      <input
        ref={input}
        id={id}
        name="attachment"
        type="file"
        accept={CONTACT_ATTACHMENT_ACCEPT}
        className="peer sr-only"
        aria-invalid={uploader.error ? true : undefined}
        aria-describedby={uploader.error ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => choose([...(e.target.files ?? [])])}
      />
      {value ? (
        <div
          className={`mt-2 flex items-center gap-3 rounded-xl border bg-white p-3 peer-focus-visible:ring-2 peer-focus-visible:ring-madder ${uploader.error ? 'border-madder' : 'border-linen'}`}
        >
          <Paperclip className="h-5 w-5 shrink-0 text-gold" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-ink">{value.name}</p>
            <p className="text-xs text-muted">
              {formatFileSize(value.size)}
              {uploading ? ` · Uploading… ${percent}%` : uploader.status === 'done' ? ' · Attached' : ''}
            </p>
            {uploading && (
              <div
                role="progressbar"
                aria-label={`Uploading ${value.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand"
              >
                <div className="h-full rounded-full bg-madder transition-[width]" style={{ width: `${percent}%` }} />
              </div>
            )}
          </div>
          <button
            type="button"
            onClick={remove}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm text-muted transition hover:text-madder"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            Remove
          </button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={`mt-2 flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed bg-white px-4 py-3 text-sm font-semibold text-ink transition hover:border-ink/40 peer-focus-visible:ring-2 peer-focus-visible:ring-madder ${uploader.error ? 'border-madder' : 'border-linen'}`}
        >
          <Paperclip className="h-4 w-4" aria-hidden />
          Attach a file
        </label>
      )}
      {uploader.error && (
        <p id={errorId} className="mt-1.5 text-sm text-madder">
          {uploader.error}
        </p>
      )}
    </div>
  );
}
