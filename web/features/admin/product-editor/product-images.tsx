// The product's images (SPEC §5): up to 8 uploaded through the catalog upload flow (useUpload, bucket 'catalog'),
// each previewed with its progress, removable, one of them featured; the recommended 560×700 (4:5) is shown as
// guidance and a picture far from it is pointed out; each may be tagged with one of the product's colours. Checked in the browser with the spec's messages.
import { useRef, useState, type DragEvent } from 'react';
import { ALLOWED_IMAGE_TYPES, MAX_PRODUCT_IMAGES } from '../../../../domain/limits.ts';
import { fileProblem } from '../../../../domain/uploads.ts';
import { useUpload } from '../../../lib/use-upload.ts';
import { Image as ImageIcon } from '../../../ui/icons/image.ts';
import { Star } from '../../../ui/icons/star.ts';
import { Trash2 } from '../../../ui/icons/trash-2.ts';
import { Upload } from '../../../ui/icons/upload.ts';
import type { EditorImage } from './editor-values.ts';
import { ImageColorSelect } from './image-color-select.tsx';
import {
  addImages,
  chooseFeatured,
  IMAGE_GUIDANCE,
  imageMessages,
  offRatio,
  removeImage,
  slotsLeft,
  updateImage,
} from './image-rules.ts';

interface ProductImagesProps {
  id: string;
  images: EditorImage[];
  /** The product's colours, offered as each image's tag. */
  colors: readonly string[];
  onChange(update: (images: EditorImage[]) => EditorImage[]): void;
  /** The form's own message (e.g. 'At least one image is required'). */
  error?: string;
}

const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

export function ProductImages({ id, images, colors, onChange, error }: ProductImagesProps) {
  const input = useRef<HTMLInputElement>(null);
  // Leaving the page mid-upload stops the uploads (useUpload); half-sent files are never referenced.
  const uploader = useUpload('catalog');
  const [ownErrors, setOwnErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const slots = slotsLeft(images);
  const uploading = images.some((i) => i.progress !== null);

  async function take(files: File[]) {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (files.length > slots) return setOwnErrors([imageMessages.tooMany(files.length, slots)]);
    const problem = fileProblem(files, files.length);
    if (problem) return setOwnErrors([problem]);
    setOwnErrors([]);
    const tiles = files.map((file) => ({
      file,
      image: {
        key: crypto.randomUUID(),
        imageURL: null,
        previewUrl: URL.createObjectURL(file),
        name: file.name,
        featured: false,
        color: null,
        fresh: true,
        progress: 0,
      } satisfies EditorImage,
    }));
    onChange((current) =>
      addImages(
        current,
        tiles.map((t) => t.image),
      ),
    );
    setAnnouncement(`Uploading ${files.length === 1 ? files[0]!.name : `${files.length} images`}`);
    const failures: string[] = [];
    // One at a time: a phone on a slow network finishes each picture instead of stalling all of them.
    for (const { file, image } of tiles) {
      const outcome = await uploader.upload(file, (fraction) =>
        onChange((current) => updateImage(current, image.key, { progress: fraction })),
      );
      if (outcome.status === 'cancelled') return;
      if (outcome.status === 'done') {
        onChange((current) => updateImage(current, image.key, { imageURL: outcome.fileUrl, progress: null }));
      } else {
        URL.revokeObjectURL(image.previewUrl);
        onChange((current) => removeImage(current, image.key));
        failures.push(`${file.name}: ${outcome.message}`);
      }
    }
    setOwnErrors(failures);
    setAnnouncement(
      failures.length
        ? `${tiles.length - failures.length} of ${tiles.length} images uploaded`
        : tiles.length === 1
          ? `${tiles[0]!.file.name} uploaded`
          : `${tiles.length} images uploaded`,
    );
  }

  function remove(image: EditorImage) {
    onChange((current) => removeImage(current, image.key));
    setAnnouncement(`${image.name} removed`);
    if (image.fresh) {
      URL.revokeObjectURL(image.previewUrl);
      // A fresh upload no product uses yet: delete it again; if that fails the server's clean-up takes it later.
      if (image.imageURL) uploader.discard(image.imageURL);
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void take([...e.dataTransfer.files]);
  }

  const errorId = `${id}-error`;
  const invalid = ownErrors.length > 0 || !!error;

  return (
    <div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        className="peer sr-only"
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${errorId}` : ''}`}
        disabled={slots === 0}
        onChange={(e) => void take([...(e.target.files ?? [])])}
      />
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center rounded-xl border-2 border-dashed px-4 py-6 text-center transition peer-focus-visible:ring-2 peer-focus-visible:ring-madder ${
          dragging ? 'border-madder bg-madder/5' : invalid ? 'border-madder/60 bg-white' : 'border-linen bg-white'
        }`}
      >
        <ImageIcon className="h-7 w-7 text-gold" aria-hidden />
        <p className="mt-2 text-sm text-ink">
          {slots === 0 ? `All ${MAX_PRODUCT_IMAGES} image slots are used.` : 'Drag photos here, or'}
        </p>
        {slots > 0 && (
          <label
            htmlFor={id}
            className="mt-3 inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-ink px-5 text-sm font-semibold transition hover:bg-ink hover:text-white"
          >
            <Upload className="h-4 w-4" aria-hidden />
            Choose images
          </label>
        )}
        <p id={`${id}-hint`} className="mt-3 max-w-sm text-xs text-muted">
          Recommended {IMAGE_GUIDANCE.width}×{IMAGE_GUIDANCE.height} px ({IMAGE_GUIDANCE.ratio}). JPEG, PNG or WebP, up
          to 5 MB each. {images.length} of {MAX_PRODUCT_IMAGES} images.
        </p>
      </div>

      <div id={errorId} role="alert" className="mt-1.5 space-y-1 text-sm text-madder empty:hidden">
        {ownErrors.map((message) => (
          <p key={message}>{message}</p>
        ))}
        {error && !ownErrors.includes(error) && <p>{error}</p>}
      </div>

      {images.length > 0 && (
        <ul aria-label="Product images" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => (
            <li
              key={image.key}
              className={`overflow-hidden rounded-xl border bg-white ${image.featured ? 'border-gold ring-1 ring-gold' : 'border-linen'}`}
            >
              <div className="relative aspect-[4/5] bg-sand">
                <img
                  src={image.previewUrl}
                  alt={`Image ${index + 1}: ${image.name}`}
                  className="h-full w-full object-cover"
                  onLoad={(e) => {
                    const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
                    if (width !== image.width || height !== image.height)
                      onChange((current) => updateImage(current, image.key, { width, height }));
                  }}
                />
                {image.featured && (
                  <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold text-white">
                    <Star className="h-3 w-3" aria-hidden />
                    Featured
                  </span>
                )}
                {image.progress !== null && (
                  <div className="absolute inset-x-2 bottom-2 rounded-lg bg-white/90 p-2">
                    <div
                      role="progressbar"
                      aria-label={`Uploading ${image.name}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(image.progress * 100)}
                      className="h-1.5 overflow-hidden rounded-full bg-sand"
                    >
                      <div
                        className="h-full rounded-full bg-madder transition-[width]"
                        style={{ width: `${Math.round(image.progress * 100)}%` }}
                      />
                    </div>
                    <p className="mt-1 text-xs text-muted">Uploading… {Math.round(image.progress * 100)}%</p>
                  </div>
                )}
              </div>
              <div className="space-y-1 p-2">
                <p className="truncate text-xs text-muted" title={image.name}>
                  {image.name}
                </p>
                {offRatio(image) && (
                  <p className="text-xs text-madder">
                    {image.width}×{image.height}: not {IMAGE_GUIDANCE.ratio}, the shop will crop it.
                  </p>
                )}
                {colors.length > 0 && (
                  <ImageColorSelect
                    id={`${id}-color-${image.key}`}
                    position={index + 1}
                    colors={colors}
                    value={image.color}
                    onChange={(color) => onChange((current) => updateImage(current, image.key, { color }))}
                  />
                )}
                <div className="flex items-center justify-between gap-1">
                  <label className="inline-flex min-h-10 cursor-pointer items-center gap-1.5 text-xs font-medium">
                    <input
                      type="radio"
                      name={`${id}-featured`}
                      checked={image.featured}
                      onChange={() => onChange((current) => chooseFeatured(current, image.key))}
                      className="h-4 w-4 accent-ink"
                    />
                    Featured<span className="sr-only"> image {index + 1}</span>
                  </label>
                  <button
                    type="button"
                    onClick={() => remove(image)}
                    disabled={image.progress !== null}
                    aria-label={`Remove image ${index + 1}`}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full text-muted transition hover:bg-madder/10 hover:text-madder disabled:opacity-40"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {uploading && <p className="mt-2 text-xs text-muted">Saving waits until every image has uploaded.</p>}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
