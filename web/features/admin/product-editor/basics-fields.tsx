// The product's basics in the editor (SPEC §5): name, SKU (typed on creation, fixed after), description, details and
// care, price and category, each with the message the shared schema gives it.
import { CATEGORIES } from '../../../../domain/limits.ts';
import { categoryLabel } from '../../../../domain/product-names.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';
import { FormField } from '../../../ui/form-field.tsx';
import type { EditorValues } from './editor-values.ts';

const TEXTAREA_CLASS = 'min-h-28 resize-y';

interface BasicsFieldsProps {
  /** The field's id from its name (the form's own prefix). */
  id(name: string): string;
  values: EditorValues;
  errors: Record<string, string>;
  change<K extends keyof EditorValues>(key: K, value: EditorValues[K]): void;
  /** The product being edited; undefined when creating one. */
  product?: ProductView;
}

export function BasicsFields({ id, values, errors, change, product }: BasicsFieldsProps) {
  return (
    <>
      <FormField id={id('name')} label="Product name" error={errors.name}>
        {(p) => (
          <input
            {...p}
            name="name"
            value={values.name}
            onChange={(e) => change('name', e.target.value)}
            maxLength={120}
            autoComplete="off"
          />
        )}
      </FormField>
      <p className="-mt-3 text-xs text-muted">
        A “/” starts a second line in the shop, e.g. “Mirror Work Kurta/Indigo cotton”.
      </p>
      {product ? (
        <p className="text-sm">
          <span className="font-medium">SKU</span>{' '}
          <span className="ml-2 rounded bg-sand px-2 py-1 font-mono text-xs">{product.prodId}</span>
        </p>
      ) : (
        <FormField id={id('prodId')} label="SKU" optional error={errors.prodId}>
          {(p) => (
            <input
              {...p}
              name="prodId"
              value={values.prodId}
              onChange={(e) => change('prodId', e.target.value.toUpperCase())}
              maxLength={40}
              autoComplete="off"
              placeholder="Made for you when left empty"
            />
          )}
        </FormField>
      )}
      <FormField id={id('description')} label="Description" error={errors.description}>
        {(p) => (
          <textarea
            {...p}
            name="description"
            rows={5}
            className={`${p.className} ${TEXTAREA_CLASS}`}
            value={values.description}
            onChange={(e) => change('description', e.target.value)}
            maxLength={5000}
          />
        )}
      </FormField>
      <FormField id={id('details')} label="Details & care" optional error={errors.details}>
        {(p) => (
          <textarea
            {...p}
            name="details"
            rows={Math.min(12, Math.max(3, values.details.split('\n').length + 1))}
            className={`${p.className} resize-y`}
            value={values.details}
            onChange={(e) => change('details', e.target.value)}
            placeholder={'One per line, e.g.\nHand-embroidered in Hala\nDry clean only'}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id('price')} label="Price (PKR)" error={errors.price}>
          {(p) => (
            <input
              {...p}
              name="price"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.price}
              onChange={(e) => change('price', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={id('category')} label="Category" error={errors.category}>
          {(p) => (
            <select
              {...p}
              name="category"
              value={values.category}
              onChange={(e) => change('category', e.target.value as EditorValues['category'])}
            >
              <option value="">Choose a category</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </>
  );
}
