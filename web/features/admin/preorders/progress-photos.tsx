// The preorder modal's product images, the shopper's production diary (D14): 1-3 progress photos per post with a
// description (SPEC §5's messages), uploaded privately through useUpload('preorder-progress'), the customer emailed
// 'Your piece is taking shape'; and the photos posted so far, each removable after a confirmation.
import { useId, useRef, useState } from 'react';
import { ALLOWED_IMAGE_TYPES, PREORDER_IMAGES_PER_UPLOAD } from '../../../../domain/limits.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { useUpload } from '../../../lib/use-upload.ts';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ChangeFeedback, ChangeSubmit, ConfirmDialog, useRecordChange } from '../kit/index.ts';
import { PREORDER_ALERTS } from './preorder-messages.ts';

interface Chosen {
  fileUrl: string;
  previewUrl: string;
  name: string;
}

interface ProgressPhotosProps {
  preorder: PreorderView;
  canUpdate: boolean;
  onSaved(preorder: PreorderView): void;
}

export function ProgressPhotos({ preorder, canUpdate, onSaved }: ProgressPhotosProps) {
  const photos = preorder.productImages;
  return (
    <div className="space-y-4">
      {photos.length === 0 ? (
        <p className="text-sm text-muted">No progress photos yet.</p>
      ) : (
        <ul aria-label="Progress photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, i) => (
            <PostedPhoto
              key={photo._id}
              preorder={preorder}
              photo={photo}
              index={i}
              canRemove={canUpdate}
              onSaved={onSaved}
            />
          ))}
        </ul>
      )}
      {canUpdate && <PostPhotosForm preorder={preorder} onSaved={onSaved} />}
    </div>
  );
}

function PostedPhoto({
  preorder,
  photo,
  index,
  canRemove,
  onSaved,
}: {
  preorder: PreorderView;
  photo: PreorderView['productImages'][number];
  index: number;
  canRemove: boolean;
  onSaved(preorder: PreorderView): void;
}) {
  const [asking, setAsking] = useState(false);
  const change = useRecordChange<PreorderView>(onSaved);
  const name = photo.description || `Progress photo ${index + 1}`;

  async function remove() {
    const removed = await change.send(
      `/preorders/${preorder._id}/product-images/${photo._id}`,
      undefined,
      { failed: PREORDER_ALERTS.imageRemoveFailed, done: () => PREORDER_ALERTS.imageRemoved },
      'DELETE',
    );
    if (removed) setAsking(false);
  }

  return (
    <li className="min-w-0 overflow-hidden rounded-lg border border-linen bg-white">
      <a href={photo.url} target="_blank" rel="noreferrer" className="block">
        <img src={photo.url} alt={name} className="aspect-square w-full bg-sand object-cover" />
      </a>
      <div className="p-2">
        {photo.description && <p className="text-xs text-ink [overflow-wrap:anywhere]">{photo.description}</p>}
        <p className="text-xs text-muted">{orderDateTime(photo.uploadedAt)}</p>
        {canRemove && (
          <button
            type="button"
            onClick={() => setAsking(true)}
            aria-label={`Remove ${name}`}
            className="mt-1 inline-flex min-h-10 items-center text-xs font-semibold text-madder underline-offset-4 hover:underline"
          >
            Remove
          </button>
        )}
        <ChangeFeedback failure={asking ? null : change.failure} notice={null} />
      </div>
      <ConfirmDialog
        open={asking}
        title="Remove this photo?"
        confirmLabel="Remove photo"
        busyLabel="Removing…"
        busy={change.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
      >
        <p>{PREORDER_ALERTS.removeImageConfirm}</p>
        <p className="mt-2">The customer will no longer see it in their preorder&rsquo;s diary.</p>
        {change.failure && <p className="mt-2 font-semibold text-madder">{change.failure.message}</p>}
      </ConfirmDialog>
    </li>
  );
}

function PostPhotosForm({ preorder, onSaved }: { preorder: PreorderView; onSaved(p: PreorderView): void }) {
  const uid = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploader = useUpload('preorder-progress');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useRecordChange<PreorderView>(onSaved);
  const uploading = uploader.status === 'uploading';

  async function take(files: File[]) {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (chosen.length + files.length > PREORDER_IMAGES_PER_UPLOAD) return setProblem(PREORDER_ALERTS.imagesTooMany);
    setProblem(null);
    if (!uploader.check(files, PREORDER_IMAGES_PER_UPLOAD)) return;
    for (const file of files) {
      const outcome = await uploader.upload(file);
      if (outcome.status !== 'done') return;
      const photo = { fileUrl: outcome.fileUrl, previewUrl: URL.createObjectURL(file), name: file.name };
      setChosen((all) => [...all, photo]);
    }
  }

  function unchoose(photo: Chosen) {
    URL.revokeObjectURL(photo.previewUrl);
    uploader.discard(photo.fileUrl);
    setChosen((all) => all.filter((p) => p !== photo));
  }

  async function post(e: React.FormEvent) {
    e.preventDefault();
    if (chosen.length === 0) return setProblem(PREORDER_ALERTS.imagesTooFew);
    setProblem(null);
    const posted = await change.send(
      `/preorders/${preorder._id}/product-images`,
      {
        images: chosen.map((p) => ({ url: p.fileUrl })),
        ...(description.trim() && { description: description.trim() }),
      },
      { failed: PREORDER_ALERTS.imagesFailed, done: PREORDER_ALERTS.imagesDone },
      preorder.productImages.length === 0 ? 'POST' : 'PUT',
    );
    if (!posted) return;
    chosen.forEach((p) => URL.revokeObjectURL(p.previewUrl));
    setChosen([]);
    setDescription('');
  }

  return (
    <form
      onSubmit={(e) => void post(e)}
      aria-label="Post progress photos"
      noValidate
      className="space-y-3 border-t border-linen pt-4"
    >
      <div>
        <label htmlFor={`${uid}-files`} className={LABEL}>
          Add photos (1-{PREORDER_IMAGES_PER_UPLOAD} per post)
        </label>
        <input
          ref={input}
          id={`${uid}-files`}
          type="file"
          multiple
          accept={ALLOWED_IMAGE_TYPES.join(',')}
          disabled={uploading || change.busy}
          onChange={(e) => void take([...(e.target.files ?? [])])}
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-10 file:rounded-full file:border file:border-ink file:bg-white file:px-4 file:text-sm file:font-semibold"
        />
        {uploading && (
          <p className="mt-1.5 text-sm text-muted" aria-live="polite">
            Uploading… {Math.round(uploader.progress * 100)}%
          </p>
        )}
      </div>
      {chosen.length > 0 && (
        <ul aria-label="Photos to post" className="grid grid-cols-3 gap-2">
          {chosen.map((p) => (
            <li key={p.fileUrl} className="overflow-hidden rounded-lg border border-linen bg-white">
              <img src={p.previewUrl} alt={p.name} className="aspect-square w-full object-cover" />
              <button
                type="button"
                onClick={() => unchoose(p)}
                aria-label={`Remove ${p.name}`}
                className="min-h-10 w-full text-xs font-semibold text-madder hover:underline"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={`${uid}-description`} className={LABEL}>
          Description
        </label>
        <textarea
          id={`${uid}-description`}
          rows={2}
          maxLength={500}
          value={description}
          disabled={change.busy}
          placeholder="What the artisans are working on"
          onChange={(e) => setDescription(e.target.value)}
          className={`${CONTROL} mt-1 resize-y`}
        />
      </div>
      <FormAlert message={problem ?? uploader.error} />
      <ChangeSubmit change={change} label="Post photos" busyLabel="Posting…" disabled={uploading} />
      <p className="text-xs text-muted">The customer sees these photos on their preorder and is emailed about them.</p>
    </form>
  );
}
