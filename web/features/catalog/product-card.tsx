// A product in a grid: image, name, price, badges and the wishlist heart.
import { Link } from 'react-router';
import type { ProductSummary } from '../../../domain/wishlist.ts';
import { Price } from '../../ui/price.tsx';
import { ProductName } from '../../ui/product-name.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { WishlistButton } from '../wishlist/index.ts';
import type { ProductCardView } from './card-view.ts';

const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

interface ProductCardProps {
  product: ProductCardView;
  priority?: boolean;
}

function cardSummary(card: ProductCardView): ProductSummary {
  return {
    _id: card._id,
    prodId: card.prodId,
    name: card.name,
    price: card.price,
    category: card.category,
    imageId: card.image?.mediaId ?? null,
  };
}

export function ProductCard({ product, priority = false }: ProductCardProps) {
  return (
    <CardLayout
      summary={cardSummary(product)}
      image={product.image ?? undefined}
      priority={priority}
      isNew={product.isNew}
      soldOut={product.soldOut}
      colorCount={product.colorCount}
    />
  );
}

interface CardLayoutProps {
  summary: ProductSummary;
  image: { mediaId: string; width: number; height: number; alt: string } | undefined;
  priority: boolean;
  isNew: boolean;
  soldOut: boolean;
  colorCount: number;
}

/** The card's look, shared with SummaryCard (summary-card.tsx), which the home page does not need. */
export function CardLayout({ summary, image, priority, isNew, soldOut, colorCount }: CardLayoutProps) {
  return (
    <article className="group relative">
      <Link to={`/product/${summary.prodId}`} className="block" prefetch="intent">
        <div className="relative aspect-[4/5] overflow-hidden rounded-sm bg-sand">
          {image ? (
            <ResponsiveImage
              mediaId={image.mediaId}
              alt={image.alt || summary.name}
              width={image.width}
              height={image.height}
              sizes={CARD_SIZES}
              priority={priority}
              className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-sm text-muted">No image yet</div>
          )}
          <div className="absolute left-2 top-2 flex flex-col gap-1">
            {isNew && (
              <span className="rounded-sm bg-ivory px-2 py-1 text-[10px] font-semibold uppercase tracking-[0.15em]">
                New
              </span>
            )}
            {soldOut && (
              <span className="rounded-sm bg-ink px-2 py-1 text-[10px] font-semibold uppercase tracking-[0.15em] text-white">
                Sold out
              </span>
            )}
          </div>
        </div>
        <h3 className="mt-3 font-sans text-sm font-medium leading-snug sm:text-[15px]">
          <ProductName name={summary.name} />
        </h3>
        <p className="mt-1 flex items-baseline gap-2 text-sm">
          <Price amount={summary.price} className="font-semibold" />
          {colorCount > 1 && <span className="text-xs text-muted">{colorCount} colours</span>}
        </p>
      </Link>
      <WishlistButton product={summary} className="absolute right-2 top-2" />
    </article>
  );
}
