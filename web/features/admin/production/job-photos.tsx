// A job card's photos: those posted so far (who, when, and whether the shopper sees them), and the form that adds 1-3
// at a time with a description, uploaded privately through useUpload('workshop-photos'). 'Share with the shopper'
// puts them in the preorder's production diary (D14); a stock run has no shopper, so it offers no such box.
import { useId, useRef, useState } from 'react';
import { ALLOWED_IMAGE_TYPES, PREORDER_IMAGES_PER_UPLOAD } from '../../../../domain/limits.ts';
import { PREORDER_MESSAGES } from '../../../../domain/preorder-messages.ts';
import type { JobView } from '../../../../domain/schemas/workshop.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { useUpload } from '../../../lib/use-upload.ts';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ChangeSubmit, useRecordChange } from '../kit/index.ts';
import { WORKSHOP_TEXTS } from './workshop-texts.ts';

interface Chosen {
  fileUrl: string;
  previewUrl: string;
  name: string;
}

export function JobPhotoList({ job }: { job: JobView }) {
  if (job.photos.length === 0) return <p className="text-sm text-muted">No photos yet.</p>;
  return (
    <ul aria-label={`Photos of ${job.number}`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {job.photos.map((photo, i) => {
        const name = photo.description || `Photo ${i + 1} of ${job.number}`;
        return (
          <li key={photo.id} className="min-w-0 overflow-hidden rounded-lg border border-linen bg-white">
            <a href={photo.url} target="_blank" rel="noreferrer" className="relative block">
              <img src={photo.url} alt={name} loading="lazy" className="aspect-square w-full bg-sand object-cover" />
              {photo.shared && (
                <span className="absolute left-2 top-2 rounded-full bg-leaf px-2 py-0.5 text-xs font-semibold text-white">
                  Shared
                </span>
              )}
            </a>
            <div className="p-2">
              {photo.description && <p className="text-xs text-ink [overflow-wrap:anywhere]">{photo.description}</p>}
              <p className="text-xs text-muted">
                {photo.by} · {orderDateTime(photo.at)}
              </p>
              <p className="sr-only">{photo.shared ? 'Shared with the shopper' : 'Seen by the workshop only'}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

interface JobPhotoFormProps {
  job: JobView;
  onSaved(job: JobView): void;
  /** Bigger controls for the worker's phone. */
  roomy?: boolean;
}

export function JobPhotoForm({ job, onSaved, roomy = false }: JobPhotoFormProps) {
  const uid = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploader = useUpload('workshop-photos');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [description, setDescription] = useState('');
  const [share, setShare] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useRecordChange<JobView>(onSaved);
  const uploading = uploader.status === 'uploading';
  const canShare = job.preorderId !== null;

  async function take(files: File[]) {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (chosen.length + files.length > PREORDER_IMAGES_PER_UPLOAD) return setProblem(PREORDER_MESSAGES.imagesTooMany);
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
    if (chosen.length === 0) return setProblem(PREORDER_MESSAGES.imagesTooFew);
    setProblem(null);
    const shared = canShare && share;
    const posted = await change.send(
      `/workshop/jobs/${job.id}/photos`,
      {
        images: chosen.map((p) => ({ url: p.fileUrl })),
        description: description.trim(),
        shareWithShopper: shared,
      },
      { failed: WORKSHOP_TEXTS.photosFailed, done: () => WORKSHOP_TEXTS.photosAdded(shared) },
      'POST',
    );
    if (!posted) return;
    chosen.forEach((p) => URL.revokeObjectURL(p.previewUrl));
    setChosen([]);
    setDescription('');
    setShare(false);
  }

  return (
    <form onSubmit={(e) => void post(e)} aria-label={`Add photos to ${job.number}`} noValidate className="space-y-3">
      <div>
        <label htmlFor={`${uid}-files`} className={LABEL}>
          Photos (1-{PREORDER_IMAGES_PER_UPLOAD} at a time)
        </label>
        <input
          ref={input}
          id={`${uid}-files`}
          type="file"
          multiple
          accept={ALLOWED_IMAGE_TYPES.join(',')}
          disabled={uploading || change.busy}
          onChange={(e) => void take([...(e.target.files ?? [])])}
          className={`mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border file:border-ink file:bg-white file:px-4 file:text-sm file:font-semibold ${roomy ? 'file:min-h-12' : 'file:min-h-10'}`}
        />
        {uploading && (
          <p className="mt-1.5 text-sm text-muted" aria-live="polite">
            Uploading… {Math.round(uploader.progress * 100)}%
          </p>
        )}
      </div>
      {chosen.length > 0 && (
        <ul aria-label="Photos to add" className="grid grid-cols-3 gap-2">
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
          What the photos show
        </label>
        <textarea
          id={`${uid}-description`}
          rows={2}
          maxLength={500}
          value={description}
          disabled={change.busy}
          placeholder="e.g. Neckline embroidery finished"
          onChange={(e) => setDescription(e.target.value)}
          className={`${CONTROL} mt-1 resize-y`}
        />
      </div>
      {canShare && (
        <label className="flex min-h-10 cursor-pointer items-start gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            checked={share}
            disabled={change.busy}
            onChange={(e) => setShare(e.target.checked)}
            className="mt-0.5 h-4 w-4 shrink-0 accent-madder"
          />
          <span>
            Share with the shopper
            <span className="block text-xs text-muted">They see it in their preorder’s production diary.</span>
          </span>
        </label>
      )}
      <FormAlert message={problem ?? uploader.error} />
      <ChangeSubmit change={change} label="Add photos" busyLabel="Adding…" disabled={uploading} />
    </form>
  );
}
