// The add/edit form of a home image (SPEC §3 Image record, §5 home image rules), in a modal: type and picture
// required, title, subtitle, button text (default 'Shop Now'), a link from the spec's list (default /shop) and
// active; the size guideline follows the chosen type. Checked with the same zod schema the server uses.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { CATEGORY_BANNER_TYPES, HERO_TYPES, type ImageType } from '../../../../domain/content.ts';
import {
  DEFAULT_BUTTON_TEXT,
  DEFAULT_LINK,
  HOME_IMAGE_LINKS,
  IMAGE_GUIDELINES,
} from '../../../../domain/home-image-form.ts';
import { HERO_ROTATION_MS } from '../../../../domain/limits.ts';
import { homeImageCreateSchema, homeImageUpdateSchema } from '../../../../domain/schemas/content.ts';
import { apiRequest } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { AdminSheet, SheetHeader } from '../kit/index.ts';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { HomeImageUpload, type PictureValue } from './home-image-upload.tsx';
import { isBannerType, TYPE_LABELS, typeName, type HomeImage } from './home-image-types.ts';

type FieldName = 'imageType' | 'imageURL' | 'title' | 'subtitle' | 'buttonText' | 'link';

interface ImageFormDialogProps {
  /** null: closed; 'new': add an image; an image: edit it. */
  editing: HomeImage | 'new' | null;
  onClose(): void;
  onSaved(message: string): void;
}

export function ImageFormDialog({ editing, onClose, onSaved }: ImageFormDialogProps) {
  return (
    <AdminSheet
      open={editing !== null}
      onClose={onClose}
      widthClass="sm:w-[min(92vw,40rem)]"
      keepOnOutsideClick
      noDescription
    >
      {/* Keyed so each opening starts from that image's values. */}
      {editing !== null && (
        <ImageForm
          key={editing === 'new' ? 'new' : editing._id}
          image={editing === 'new' ? null : editing}
          onSaved={onSaved}
        />
      )}
    </AdminSheet>
  );
}

function ImageForm({ image, onSaved }: { image: HomeImage | null; onSaved(message: string): void }) {
  const uid = useId();
  const [imageType, setImageType] = useState<ImageType | ''>(image?.imageType ?? '');
  const [picture, setPicture] = useState<PictureValue | null>(
    image ? { imageURL: image.imageURL, previewUrl: image.imageURL } : null,
  );
  const [title, setTitle] = useState(image?.title ?? '');
  const [subtitle, setSubtitle] = useState(image?.subtitle ?? '');
  const [buttonText, setButtonText] = useState(image?.buttonText ?? DEFAULT_BUTTON_TEXT);
  const [link, setLink] = useState<string>(image?.link ?? DEFAULT_LINK);
  const [active, setActive] = useState(image?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const verb = image ? 'update' : 'create';

  function clearError(name: FieldName) {
    setErrors((e) => ({ ...e, [name]: undefined }));
  }

  /** A text control's change: keep the value, drop that field's message. */
  const edit = (name: FieldName, set: (value: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    clearError(name);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const payload = { imageType, imageURL: picture?.imageURL ?? '', title, subtitle, buttonText, link, active };
    const parsed = (image ? homeImageUpdateSchema : homeImageCreateSchema).safeParse(payload);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      return setErrors(found);
    }
    // The edit schema allows keeping the picture; the form still needs one on screen.
    if (!picture) return setErrors({ imageURL: 'Image is required' });
    setSaving(true);
    try {
      await apiRequest<HomeImage>(image ? `/images/${image._id}` : '/images', {
        method: image ? 'PUT' : 'POST',
        body: parsed.data,
      });
      onSaved(
        image
          ? 'Image updated. The home page shows the change on its next page load.'
          : 'Image added. The home page shows it on its next page load.',
      );
    } catch (err) {
      const reason = failureMessage(err, '');
      setFailure(reason ? `Failed to ${verb} image: ${reason}` : `Failed to ${verb} image. Please try again.`);
      setSaving(false);
    }
  }

  const guideline = imageType ? IMAGE_GUIDELINES[imageType] : '1920 × 500 for sliders, 400 × 400 for category images';

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex min-h-0 flex-1 flex-col">
      <SheetHeader closeLabel="Close the form">
        <Dialog.Title className="font-display text-2xl text-ink">{image ? 'Edit image' : 'Add image'}</Dialog.Title>
      </SheetHeader>

      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-5 sm:px-6">
        <FormAlert message={failure} />

        <FormField id={`${uid}-type`} label="Type" error={errors.imageType}>
          {(p) => (
            <select
              {...p}
              required
              value={imageType}
              onChange={(e) => {
                setImageType(e.target.value as ImageType | '');
                clearError('imageType');
              }}
            >
              <option value="">Choose a type</option>
              <optgroup label="Hero slider (1920 × 500)">
                {HERO_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {typeName(t)}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Category banners (400 × 400)">
                {CATEGORY_BANNER_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {typeName(t)}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </FormField>

        <HomeImageUpload
          id={`${uid}-picture`}
          value={picture}
          guideline={guideline}
          error={errors.imageURL}
          currentUrl={image?.imageURL}
          onBusy={setUploading}
          onChange={(value) => {
            setPicture(value);
            clearError('imageURL');
          }}
        />

        <FormField id={`${uid}-title-field`} label="Title" optional error={errors.title}>
          {(p) => <input {...p} value={title} maxLength={120} onChange={edit('title', setTitle)} />}
        </FormField>
        <FormField id={`${uid}-subtitle`} label="Subtitle" optional error={errors.subtitle}>
          {(p) => (
            <textarea {...p} rows={2} value={subtitle} maxLength={240} onChange={edit('subtitle', setSubtitle)} />
          )}
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${uid}-button`} label="Button text" optional error={errors.buttonText}>
            {(p) => <input {...p} value={buttonText} maxLength={40} onChange={edit('buttonText', setButtonText)} />}
          </FormField>
          <FormField id={`${uid}-link`} label="Link" error={errors.link}>
            {(p) => (
              <select {...p} value={link} onChange={edit('link', setLink)}>
                {HOME_IMAGE_LINKS.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>

        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-linen bg-white p-4">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-ink"
          />
          <span className="text-sm">
            <span className="font-medium text-ink">Active</span>
            <span className="mt-0.5 block text-muted">
              {imageType && isBannerType(imageType)
                ? `Shown on the home page; activating it deactivates the other ${TYPE_LABELS[imageType].toLowerCase()} images.`
                : `Shown on the home page; hero slides take turns every ${HERO_ROTATION_MS / 1000} seconds.`}
            </span>
          </span>
        </label>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-linen px-4 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
        <Dialog.Close asChild>
          <Button variant="ghost">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? 'Saving…' : image ? 'Save changes' : 'Add image'}
        </Button>
      </div>
    </form>
  );
}
