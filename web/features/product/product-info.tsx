// The top of the details column: category and SKU, name, price, the short description and the shop's promises.
import { HandHeart } from '../../ui/icons/hand-heart.ts';
import { RefreshCcw } from '../../ui/icons/refresh-ccw.ts';
import { Truck } from '../../ui/icons/truck.ts';
import { Link } from 'react-router';
import { categoryLabel } from '../../../domain/product-names.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { Price } from '../../ui/price.tsx';
import { ProductName } from '../../ui/product-name.tsx';

const SHORT_DESCRIPTION_MAX = 180;

/** The opening sentences of the story, up to about two lines: the full text is in the Details & Care tab. */
function leadSentences(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  let lead = '';
  for (const sentence of sentences) {
    if (lead && lead.length + sentence.length > SHORT_DESCRIPTION_MAX) break;
    lead += sentence;
  }
  return lead.trim();
}

/** Category and SKU, name and price: on phones above the photo, so all three are in the first screen. */
export function ProductHeading({ product }: { product: ProductView }) {
  return (
    <div data-testid="product-heading">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-madder">
        <Link to={`/shop?category=${product.category}`} className="hover:underline">
          {categoryLabel(product.category)}
        </Link>
        <span className="px-2 text-linen" aria-hidden>
          |
        </span>
        <span className="text-muted">SKU {product.prodId}</span>
      </p>
      <h1 className="mt-2 text-[1.65rem] leading-tight sm:mt-3 sm:text-4xl">
        <ProductName
          name={product.name}
          secondLineClassName="mt-0.5 block font-sans text-sm font-normal tracking-normal text-muted sm:mt-1 sm:text-lg"
        />
      </h1>
      <Price
        amount={product.price}
        show="charged"
        className="mt-2 block text-xl font-semibold tracking-tight sm:mt-4 sm:text-2xl"
      />
    </div>
  );
}

export function ProductLead({ product }: { product: Pick<ProductView, 'description'> }) {
  return <p className="leading-relaxed text-ink/80">{leadSentences(product.description)}</p>;
}

export function TrustPoints() {
  const points = [
    { icon: HandHeart, text: 'Handmade in Pakistan by skilled artisans' },
    { icon: Truck, text: 'Delivery across Pakistan in 5-7 working days' },
    { icon: RefreshCcw, text: 'Exchange within 30 days of delivery' },
  ];
  return (
    <ul className="space-y-2.5 border-t border-linen pt-6 text-sm text-ink/80">
      {points.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-3">
          <Icon className="h-4 w-4 shrink-0 text-gold" aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}
