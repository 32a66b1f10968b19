// The products card of the create-order and create-preorder forms: find a product by name or SKU, choose its size
// (for an order only sizes in stock, with how many are left; for a preorder any size, since it is made to order),
// colour and quantity, and add it as a line. Lines join by the cart's own rules (domain addToCart): the same product,
// size and colour again adds to that line, never past the stock or 10.
import { useId, useState } from 'react';
import { addToCart, type CartLine } from '../../../../domain/cart.ts';
import { formatPkr } from '../../../../domain/money.ts';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, SIZES, type Size } from '../../../../domain/limits.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';
import { Button } from '../../../ui/button.tsx';
import { Plus } from '../../../ui/icons/plus.ts';
import { Search } from '../../../ui/icons/search.ts';
import { ProductName } from '../../../ui/product-name.tsx';
import { featuredImage } from '../../catalog/index.ts';
import { ItemThumbnail } from '../../../ui/item-thumbnail.tsx';
import { offeredColors } from '../../product/index.ts';
import { QuantityPicker } from '../../../ui/quantity-picker.tsx';
import { FormSection } from '../kit/index.ts';
import { ColourChoice, SizeChoice, type SizeOffer } from './line-options.tsx';
import { label, SearchResults } from './search-results.tsx';
import { useProductSearch } from './use-product-search.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';

interface ProductPickerProps {
  /** The id of the search box, so a form error can send focus to it. */
  searchId: string;
  lines: readonly CartLine[];
  /** `stock` is what the catalog said of the size just added ('prodId|size' -> pieces), for the summary's stepper. */
  onLinesChange: (lines: CartLine[], stock: Record<string, number>) => void;
  /** Stock the server reported when it refused an order ('prodId|size' -> pieces left), newer than the search's. */
  stockNow: Readonly<Record<string, number>>;
  /** The form's message for the lines ('Please add at least one item'). */
  error?: string;
  /** A preorder: every size XS-XXL is offered whatever the stock, up to 10 of a line. */
  madeToOrder?: boolean;
}

/** The newest word on a size's stock: the search's, or the server's refusal when that came later and said less. */
const stockOf = (product: ProductView, size: Size, stockNow: ProductPickerProps['stockNow'], madeToOrder = false) =>
  madeToOrder
    ? MAX_LINE_QUANTITY
    : Math.min(product.sizeStock[size] ?? 0, stockNow[`${product.prodId}|${size}`] ?? Infinity);

/** Stock is per size, whatever the colour: what the order already holds of a size is no longer there to sell. */
function sizeOffers(
  product: ProductView,
  lines: readonly CartLine[],
  stockNow: ProductPickerProps['stockNow'],
  madeToOrder: boolean,
): SizeOffer[] {
  if (madeToOrder) return SIZES.map((size) => ({ size, left: MAX_LINE_QUANTITY }));
  return SIZES.filter((s) => product.sizes.includes(s) && stockOf(product, s, stockNow) > 0).map((size) => {
    const held = lines
      .filter((l) => l.prodId === product.prodId && l.size === size)
      .reduce((n, l) => n + l.quantity, 0);
    return { size, left: Math.max(0, stockOf(product, size, stockNow) - held) };
  });
}

interface ChosenProductProps {
  product: ProductView;
  lines: readonly CartLine[];
  stockNow: ProductPickerProps['stockNow'];
  onAdd: (lines: CartLine[], stock: Record<string, number>, added: string) => void;
  onClose: () => void;
  madeToOrder: boolean;
}

function ChosenProduct({ product, lines, stockNow, onAdd, onClose, madeToOrder }: ChosenProductProps) {
  const uid = useId();
  const offers = sizeOffers(product, lines, stockNow, madeToOrder);
  const what = madeToOrder ? 'preorder' : 'order';
  const colors = offeredColors(product);
  const [size, setSize] = useState<Size | null>(null);
  const [color, setColor] = useState<string | null>(colors.length === 1 ? colors[0]! : null);
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY);
  const [problem, setProblem] = useState<string | null>(null);

  const open = offers.filter((o) => o.left > 0);
  // A one-size piece (a dupatta) needs no choice; a size the order has just used up is no longer chosen.
  const chosenSize =
    size && open.some((o) => o.size === size) ? size : open.length === 1 && offers.length === 1 ? open[0]!.size : null;
  const left = offers.find((o) => o.size === chosenSize)?.left ?? 0;
  const inLine =
    lines.find((l) => l.prodId === product.prodId && l.size === chosenSize && l.color === color)?.quantity ?? 0;
  // Before a size is chosen the usual 1-10; after, no more than the size has left (and the line may still hold).
  const max = chosenSize ? Math.max(MIN_LINE_QUANTITY, Math.min(left, MAX_LINE_QUANTITY - inLine)) : MAX_LINE_QUANTITY;

  function add() {
    // The cart's rule, with this size's stock as what is left beside the line being added to.
    const request = { size: chosenSize, color, quantity: Math.min(quantity, max) };
    const stockNow = chosenSize ? { [chosenSize]: left + inLine } : {};
    const result = addToCart(
      lines,
      {
        ...product,
        imageId: featuredImage(product)?.mediaId ?? null,
        sizeStock: stockNow,
        // Made to order: any size the shop makes, stocked or not.
        ...(madeToOrder && { sizes: SIZES }),
      },
      request,
    );
    if (!result.ok) return setProblem(result.error);
    setProblem(null);
    setQuantity(MIN_LINE_QUANTITY);
    const pieces = result.lines.reduce((n, l) => n + l.quantity, 0);
    // addToCart refuses a line without a size, so one is chosen here.
    const stock = { [`${product.prodId}|${chosenSize}`]: stockOf(product, chosenSize!, stockNow, madeToOrder) };
    onAdd(
      result.lines,
      stock,
      `Added ${request.quantity} × ${label(product.name)} (size ${chosenSize}, ${color}). The ${what} now has ${pieces} ${pieces === 1 ? 'piece' : 'pieces'}.`,
    );
  }

  return (
    <div className="mt-4 rounded-xl border border-ink/15 bg-sand/40 p-4">
      <div className="flex items-start gap-3">
        <ItemThumbnail imageId={featuredImage(product)?.mediaId ?? null} name={product.name} className="w-14" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold leading-snug">
            <ProductName name={product.name} />
          </p>
          <p className="mt-0.5 text-xs text-muted">
            {product.prodId} · <span className="whitespace-nowrap">{formatPkr(product.price)}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="min-h-10 shrink-0 px-1 text-sm font-semibold underline underline-offset-4 hover:text-madder"
        >
          Change
        </button>
      </div>
      <div className="mt-4 space-y-4">
        <SizeChoice
          name={`${uid}-size`}
          offers={offers}
          madeToOrder={madeToOrder}
          value={chosenSize}
          onChange={(s) => {
            setSize(s);
            setProblem(null);
          }}
        />
        {offers.length > 0 && (
          <>
            <ColourChoice
              name={`${uid}-colour`}
              colors={colors}
              value={color}
              onChange={(c) => {
                setColor(c);
                setProblem(null);
              }}
            />
            <div className="flex flex-wrap items-end justify-between gap-4">
              <QuantityPicker
                value={Math.min(quantity, max)}
                max={max}
                onChange={(q) => setQuantity(Math.max(MIN_LINE_QUANTITY, q))}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={add}
                disabled={open.length === 0}
                className="min-h-11 w-full sm:w-auto"
              >
                <Plus className="h-4 w-4" aria-hidden />
                Add to {what}
              </Button>
            </div>
          </>
        )}
        {/* Always in the page, so a refusal put into it is announced. */}
        <div role="alert">{problem && <p className="text-sm text-madder">{problem}</p>}</div>
      </div>
    </div>
  );
}

export function ProductPicker({
  searchId,
  lines,
  onLinesChange,
  stockNow,
  error,
  madeToOrder = false,
}: ProductPickerProps) {
  const [text, setText] = useState('');
  const { search, retry } = useProductSearch(text);
  const [chosen, setChosen] = useState<ProductView | null>(null);
  const [added, setAdded] = useState('');
  const errorId = `${searchId}-error`;

  return (
    <FormSection
      title="Products"
      hint="Search by name or SKU, then choose the size, colour and quantity the customer asked for."
    >
      <label htmlFor={searchId} className="text-sm font-medium">
        Find a product
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setChosen(null);
            // The note of the last line added goes once staff move on to the next product.
            setAdded('');
          }}
          placeholder="Name or SKU, e.g. ajrak or WMN-AJK-001"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${INPUT_LOOK} block w-full py-3 pr-4 pl-10 text-base placeholder:text-muted sm:text-sm ${error ? 'border-madder' : INPUT_BORDER}`}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-madder">
          {error}
        </p>
      )}
      {chosen ? (
        <ChosenProduct
          key={chosen._id}
          product={chosen}
          lines={lines}
          stockNow={stockNow}
          madeToOrder={madeToOrder}
          onClose={() => setChosen(null)}
          onAdd={(next, stock, note) => {
            onLinesChange(next, stock);
            setAdded(note);
          }}
        />
      ) : (
        <SearchResults search={search} onRetry={retry} onChoose={setChosen} />
      )}
      <div role="status">{added && <p className="mt-3 text-sm font-medium text-leaf">{added}</p>}</div>
    </FormSection>
  );
}
