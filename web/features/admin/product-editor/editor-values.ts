// What the product form holds while the admin types (strings, as inputs give them), how a saved product becomes it,
// and how it becomes the POST/PUT body that productInputSchema (the server's own zod schema) checks in the browser.
import { SIZE_GUIDE_FIELDS, type SizeGuideRow } from '../../../../domain/catalog.ts';
import { SIZES, type Category, type Size } from '../../../../domain/limits.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';
import type { SkillStage } from '../../../../domain/workshop.ts';

export interface EditorImage {
  /** Stable key for React and the featured choice. */
  key: string;
  /** What the server is sent: a fresh upload's fileUrl, or a saved image's own URL; null while uploading. */
  imageURL: string | null;
  previewUrl: string;
  name: string;
  featured: boolean;
  /** The product colour the picture shows; null for every colour. */
  color: string | null;
  /** Uploaded in this visit (not yet part of the product): removing it deletes the file again. */
  fresh: boolean;
  /** 0-1 while uploading, null when done. */
  progress: number | null;
  /** Natural size, once the preview has loaded (for the 4:5 guidance). */
  width?: number;
  height?: number;
}

export interface SizeEntry {
  selected: boolean;
  stock: string;
}

export interface EditorValues {
  prodId: string;
  name: string;
  description: string;
  /** Details & care lines, one per line. */
  details: string;
  price: string;
  category: Category | '';
  sizes: Record<Size, SizeEntry>;
  colors: string[];
  images: EditorImage[];
  sizeGuide: Record<Size, SizeGuideRow>;
  isNew: boolean;
  isFeatured: boolean;
  isActive: boolean;
  /** Workshop stages this product skips (issue 30). */
  skippedStages: SkillStage[];
}

const emptyGuideRow = (): SizeGuideRow => Object.fromEntries(SIZE_GUIDE_FIELDS.map((f) => [f, ''])) as SizeGuideRow;

export function emptyValues(): EditorValues {
  return {
    prodId: '',
    name: '',
    description: '',
    details: '',
    price: '',
    category: '',
    sizes: Object.fromEntries(SIZES.map((s) => [s, { selected: false, stock: '0' }])) as Record<Size, SizeEntry>,
    colors: [],
    images: [],
    sizeGuide: Object.fromEntries(SIZES.map((s) => [s, emptyGuideRow()])) as Record<Size, SizeGuideRow>,
    isNew: false,
    isFeatured: false,
    // SPEC §3: isActive is true on create.
    isActive: true,
    skippedStages: [],
  };
}

export function valuesFromProduct(product: ProductView): EditorValues {
  const empty = emptyValues();
  return {
    prodId: product.prodId,
    name: product.name,
    description: product.description,
    details: product.details.join('\n'),
    price: String(product.price),
    category: product.category,
    sizes: Object.fromEntries(
      SIZES.map((s) => [
        s,
        product.sizes.includes(s) ? { selected: true, stock: String(product.sizeStock[s] ?? 0) } : empty.sizes[s],
      ]),
    ) as Record<Size, SizeEntry>,
    colors: [...product.colors],
    images: product.images.map((image, index) => ({
      key: image._id,
      imageURL: image.url,
      previewUrl: image.url,
      name: `Saved image ${index + 1}`,
      featured: image.featured,
      color: image.color,
      fresh: false,
      progress: null,
      width: image.width,
      height: image.height,
    })),
    sizeGuide: Object.fromEntries(SIZES.map((s) => [s, { ...emptyGuideRow(), ...product.sizeGuide[s] }])) as Record<
      Size,
      SizeGuideRow
    >,
    isNew: product.isNew,
    isFeatured: product.isFeatured,
    isActive: product.isActive,
    skippedStages: product.skippedStages ?? [],
  };
}

/** A typed number as the schema should see it: blank is missing, anything else is Number() (NaN and 1.5 fail there). */
function typedNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** The request body, before the schema checks it. Only finished uploads are sent. */
export function toInput(values: EditorValues, mode: 'create' | 'edit'): Record<string, unknown> {
  const selected = SIZES.filter((s) => values.sizes[s].selected);
  const guide: Partial<Record<Size, SizeGuideRow>> = {};
  for (const size of selected) {
    const row = values.sizeGuide[size];
    if (SIZE_GUIDE_FIELDS.some((f) => row[f].trim() !== '')) guide[size] = row;
  }
  return {
    // The SKU is chosen once, on create (blank: the server makes one); editing keeps it.
    ...(mode === 'create' && values.prodId.trim() ? { prodId: values.prodId } : {}),
    name: values.name,
    description: values.description,
    details: values.details
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    price: typedNumber(values.price),
    category: values.category || undefined,
    sizeStock: Object.fromEntries(selected.map((s) => [s, typedNumber(values.sizes[s].stock)])),
    colors: values.colors,
    images: values.images
      .filter((i) => i.imageURL && i.progress === null)
      .map((i) => ({ imageURL: i.imageURL!, featured: i.featured, color: i.color })),
    sizeGuide: guide,
    isNew: values.isNew,
    isFeatured: values.isFeatured,
    isActive: values.isActive,
    skippedStages: values.skippedStages,
  };
}

/** The fields SPEC §5 names as required, with the words the 'Please fill in…' message lists them by. */
export const REQUIRED_FIELDS = {
  name: 'Product name',
  description: 'Description',
  price: 'Price',
  category: 'Category',
  sizeStock: 'Sizes',
  colors: 'Colors',
  images: 'Images',
} as const;

export const missingFieldsMessage = (labels: string[]) =>
  `Please fill in the following required fields: ${labels.join(', ')}`;
