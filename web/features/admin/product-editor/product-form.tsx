// The product form of /admin/create-product and /admin/edit-product/{prodId} (SPEC §5 create/edit rules and
// messages): checked in the browser with the server's own zod schema (productInputSchema), so both sides say the
// same words; a failed save keeps everything typed and uploaded; success goes back to the Inventory section.
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SizeGuideRow } from '../../../../domain/catalog.ts';
import { SIZES, type Size } from '../../../../domain/limits.ts';
import { productInputSchema } from '../../../../domain/schemas/catalog.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';
import { apiRequest } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast.tsx';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { FormSection, sectionHref } from '../kit/index.ts';
import { BasicsFields } from './basics-fields.tsx';
import { ColorFields } from './color-fields.tsx';
import {
  emptyValues,
  missingFieldsMessage,
  REQUIRED_FIELDS,
  toInput,
  valuesFromProduct,
  type EditorImage,
  type EditorValues,
  type SizeEntry,
} from './editor-values.ts';
import { untagRemovedColors } from './image-rules.ts';
import { ProductImages } from './product-images.tsx';
import { SizeGuideFields } from './size-guide-fields.tsx';
import { WorkshopStageFields } from './workshop-stage-fields.tsx';
import { SizeStockFields } from './size-stock-fields.tsx';

export const EDITOR_MESSAGES = {
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  createFailed: (message: string) => `Failed to create product: ${message}`,
  updateFailed: (message: string) => `Failed to update product: ${message}`,
  stillUploading: 'Please wait until every image has finished uploading.',
} as const;

type Errors = Record<string, string>;

/** Field messages keyed by their path ('name', 'sizeStock.M', 'sizeGuide.M.chest'), the first one per field. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const found: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    found[key] ??= issue.message;
    // 'colors.3' (one bad colour) is shown under the colours as a whole.
    const top = String(issue.path[0]);
    if (issue.path.length > 1 && (top === 'colors' || top === 'images' || top === 'details'))
      found[top] ??= issue.message;
  }
  return found;
}

/** The required fields among the issues: missing or, for the price, not a valid amount (SPEC §5). */
function missingLabels(issues: readonly { path: readonly PropertyKey[]; code: string }[]): string[] {
  const keys = new Set(
    issues
      .filter((i) => i.path.length === 1 && (i.path[0] === 'price' || i.code !== 'too_big'))
      .map((i) => String(i.path[0])),
  );
  return Object.entries(REQUIRED_FIELDS)
    .filter(([key]) => keys.has(key))
    .map(([, label]) => label);
}

export function ProductForm({ product }: { product?: ProductView }) {
  const mode = product ? 'edit' : 'create';
  const uid = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EditorValues>(() => (product ? valuesFromProduct(product) : emptyValues()));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = (name: string) => `${uid}-${name}`;

  /** Changing a field clears its own message: the admin sees at once that it is dealt with. */
  function change<K extends keyof EditorValues>(key: K, value: EditorValues[K], clear: string[] = [key]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) =>
      clear.some((k) => e[k]) ? Object.fromEntries(Object.entries(e).filter(([k]) => !clear.includes(k))) : e,
    );
  }

  const changeSize = (size: Size, entry: SizeEntry) =>
    change('sizes', { ...values.sizes, [size]: entry }, ['sizeStock', `sizeStock.${size}`]);
  const changeGuide = (size: Size, row: SizeGuideRow) =>
    change(
      'sizeGuide',
      { ...values.sizeGuide, [size]: row },
      Object.keys(row).map((f) => `sizeGuide.${size}.${f}`),
    );
  const changeImages = (update: (images: EditorImage[]) => EditorImage[]) => {
    setValues((v) => ({ ...v, images: update(v.images) }));
    setErrors((e) => (e.images ? { ...e, images: '' } : e));
  };

  function showProblem(message: string) {
    setFormError(message);
    // After React has drawn the messages: the first field in error takes focus, else the banner comes into view.
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else formRef.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
    });
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (saving) return;
    if (values.images.some((i) => i.progress !== null)) return showProblem(EDITOR_MESSAGES.stillUploading);
    const parsed = productInputSchema.safeParse(toInput(values, mode));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      const missing = missingLabels(parsed.error.issues);
      return showProblem(missing.length ? missingFieldsMessage(missing) : parsed.error.issues[0]!.message);
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      if (product) await apiRequest<ProductView>(`/products/${product._id}`, { method: 'PUT', body: parsed.data });
      else await apiRequest<ProductView>('/products', { body: parsed.data });
      toast.success(product ? EDITOR_MESSAGES.updated : EDITOR_MESSAGES.created);
      navigate(sectionHref('inventory'));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      showProblem(product ? EDITOR_MESSAGES.updateFailed(message) : EDITOR_MESSAGES.createFailed(message));
      setSaving(false);
    }
  }

  const selectedSizes = SIZES.filter((s) => values.sizes[s].selected);
  const stockErrors = Object.fromEntries(
    SIZES.flatMap((s) => (errors[`sizeStock.${s}`] ? [[s, errors[`sizeStock.${s}`]]] : [])),
  ) as Partial<Record<Size, string>>;
  const flags = [
    { key: 'isActive', label: 'Active', hint: 'Shown in the shop. Inactive products are hidden from shoppers.' },
    { key: 'isNew', label: 'New arrival', hint: 'Marked as new on its card.' },
    { key: 'isFeatured', label: 'Featured', hint: 'Marked as featured in the shop.' },
  ] as const;

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={product ? 'Edit product' : 'Add a product'}
      className="space-y-6"
    >
      <FormAlert message={formError} />

      <FormSection spaced title="Basics">
        <BasicsFields id={id} values={values} errors={errors} change={change} product={product} />
      </FormSection>

      <FormSection
        spaced
        title="Images"
        hint="The featured image is the one on the product’s card; the rest follow on its page."
      >
        <ProductImages
          id={id('images')}
          images={values.images}
          colors={values.colors}
          onChange={changeImages}
          error={errors.images || undefined}
        />
      </FormSection>

      <FormSection spaced title="Sizes and stock">
        <SizeStockFields
          id={id('stock')}
          sizes={values.sizes}
          onChange={changeSize}
          error={errors.sizeStock}
          stockErrors={stockErrors}
        />
      </FormSection>

      <FormSection spaced title="Colours">
        <ColorFields
          id={id('colors')}
          colors={values.colors}
          onChange={(colors) => {
            change('colors', colors);
            setValues((v) => ({ ...v, images: untagRemovedColors(v.images, colors) }));
          }}
          error={errors.colors}
        />
      </FormSection>

      <FormSection spaced title="Size guide">
        <SizeGuideFields
          id={id('guide')}
          sizes={selectedSizes}
          guide={values.sizeGuide}
          onChange={changeGuide}
          errors={errors}
        />
      </FormSection>

      <FormSection
        spaced
        title="Workshop stages"
        hint="The stages its job cards go through; untick one it skips (a plain lawn frock has no embroidery)."
      >
        <WorkshopStageFields
          id={id('stages')}
          skipped={values.skippedStages}
          onChange={(skipped) => change('skippedStages', skipped)}
          error={errors.skippedStages}
        />
      </FormSection>

      <FormSection spaced title="Visibility">
        <div className="grid gap-3 sm:grid-cols-3">
          {flags.map((flag) => (
            <label
              key={flag.key}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-linen bg-white p-3"
            >
              <input
                type="checkbox"
                name={flag.key}
                checked={values[flag.key]}
                onChange={(e) => change(flag.key, e.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-ink"
              />
              <span>
                <span className="block text-sm font-medium">{flag.label}</span>
                <span className="block text-xs text-muted">{flag.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </FormSection>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-linen bg-ivory/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Link
          to={sectionHref('inventory')}
          className="inline-flex min-h-10 items-center justify-center rounded-full px-5 text-sm font-semibold text-ink underline-offset-4 hover:underline"
        >
          Cancel
        </Link>
        <Button type="submit" disabled={saving} className="min-h-11">
          {saving ? (product ? 'Saving…' : 'Creating…') : product ? 'Save changes' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
