// The Home Design tab (SPEC §2, §5, §7 Images): image figures, filters by type and status, a grid of image cards with
// Edit, Activate/Deactivate, Set as active and Delete, and the add/edit form. After every change the whole list is
// loaded again (SPEC §4): switching one banner on switches others off, so only the server knows what is live.
import { useId, useState } from 'react';
import { IMAGE_TYPES, type ImageType } from '../../../../domain/content.ts';
import { apiRequest } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Plus } from '../../../ui/icons/plus.ts';
import { toast } from '../../../ui/toast.tsx';
import { FormAlert } from '../../../ui/form-messages.tsx';
import type { PanelProps } from '../kit/index.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { ImageCard } from './image-card.tsx';
import { ImageFormDialog } from './image-form-dialog.tsx';
import { ImageStats } from './image-stats.tsx';
import { STATUS_FILTERS, typeName, type HomeImage, type StatusFilter } from './home-image-types.ts';
import { useHomeImages } from './use-home-images.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';

const CONTROL = `${INPUT_LOOK} ${INPUT_BORDER} min-h-10 w-full px-4 py-2.5 text-sm sm:w-52`;

const STATUS_LABELS: Record<StatusFilter, string> = { all: 'All statuses', active: 'Active', inactive: 'Inactive' };

export default function HomeDesignPanel(_props: PanelProps) {
  const uid = useId();
  const list = useHomeImages();
  const [type, setType] = useState<ImageType | ''>('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<HomeImage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HomeImage | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  /** One card action; on failure the spec's alert (SPEC §8), and either way the list as the server now has it. */
  async function act(image: HomeImage, path: string, method: 'PATCH' | 'DELETE', failure: string): Promise<boolean> {
    setPendingId(image._id);
    try {
      await apiRequest(path, { method });
      return true;
    } catch {
      toast.error(failure);
      return false;
    } finally {
      setPendingId(null);
      list.reload();
    }
  }

  const toggle = (image: HomeImage) =>
    void act(image, `/images/${image._id}/toggle-active`, 'PATCH', 'Failed to toggle image status. Please try again.');
  const setActive = (image: HomeImage) =>
    void act(image, `/images/${image._id}/set-active`, 'PATCH', 'Failed to set image as active. Please try again.');
  async function remove(image: HomeImage) {
    const deleted = await act(image, `/images/${image._id}`, 'DELETE', 'Failed to delete image. Please try again.');
    setDeleting(null);
    if (deleted) toast.success('Image deleted. The home page shows the change on its next page load.');
  }

  // Hero slides first, then the banners, in the order the home page shows them (the API sorts by type code).
  const images =
    list.data && [...list.data].sort((a, b) => IMAGE_TYPES.indexOf(a.imageType) - IMAGE_TYPES.indexOf(b.imageType));
  const shown = (images ?? []).filter(
    (i) => (!type || i.imageType === type) && (status === 'all' || i.active === (status === 'active')),
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-xl border border-gold/30 bg-sand/60 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <p className="max-w-2xl text-sm text-ink">
          Hero slides and category banners of the home page. Shoppers see a change on their next page load; someone
          already on the home page sees it when they reload.
        </p>
        <Button className="shrink-0" onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden />
          Add image
        </Button>
      </div>

      <FormAlert message={list.error && `Error loading images: ${list.error}`}>
        <Button variant="secondary" className="mt-3 px-4! py-2!" onClick={list.reload}>
          Retry
        </Button>
      </FormAlert>

      {!images ? (
        list.loading && (
          <div role="status" aria-busy="true" className="space-y-4">
            <span className="sr-only">Loading images…</span>
            <div className="h-24 animate-pulse rounded-xl bg-sand/70" />
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <div key={i} className="aspect-[4/3] animate-pulse rounded-xl bg-sand/50" />
              ))}
            </div>
          </div>
        )
      ) : (
        <>
          <ImageStats images={images} />

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div>
              <label htmlFor={`${uid}-type`} className="sr-only">
                Filter by type
              </label>
              <select
                id={`${uid}-type`}
                value={type}
                onChange={(e) => setType(e.target.value as ImageType | '')}
                className={CONTROL}
              >
                <option value="">All types</option>
                {IMAGE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {typeName(t)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${uid}-status`} className="sr-only">
                Filter by status
              </label>
              <select
                id={`${uid}-status`}
                value={status}
                onChange={(e) => setStatus(e.target.value as StatusFilter)}
                className={CONTROL}
              >
                {STATUS_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <p role="status" className="text-sm text-muted sm:ml-auto">
              {shown.length === 1 ? '1 image' : `${shown.length} images`}
            </p>
          </div>

          {shown.length === 0 ? (
            <div className="rounded-xl border border-dashed border-linen bg-white/70 px-5 py-12 text-center">
              <p className="text-muted">
                {images.length === 0 ? 'No home images yet.' : 'No images match these filters.'}
              </p>
              {images.length === 0 && (
                <Button variant="secondary" className="mt-4" onClick={() => setEditing('new')}>
                  Add the first image
                </Button>
              )}
            </div>
          ) : (
            <ul aria-label="Home images" aria-busy={list.loading} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((image) => (
                <ImageCard
                  key={image._id}
                  image={image}
                  busy={pendingId === image._id}
                  onEdit={() => setEditing(image)}
                  onToggle={() => toggle(image)}
                  onSetActive={() => setActive(image)}
                  onDelete={() => setDeleting(image)}
                />
              ))}
            </ul>
          )}
        </>
      )}

      <ImageFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          list.reload();
          toast.success(message);
        }}
      />
      <ConfirmDeleteDialog
        image={deleting}
        busy={!!deleting && pendingId === deleting._id}
        onCancel={() => setDeleting(null)}
        onConfirm={(image) => void remove(image)}
      />
    </div>
  );
}
