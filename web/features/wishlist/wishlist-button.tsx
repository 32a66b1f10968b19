// The heart that adds a product to the wishlist or takes it out, with the spec's messages; saved to the account when signed in.
import { Heart } from '../../ui/icons/heart.ts';
import { toast } from '../../ui/toast.tsx';
import { WISHLIST_MESSAGES, type ProductSummary } from '../../../domain/wishlist.ts';
import { CART_TOAST_MS } from '../../../domain/limits.ts';
import { useSession } from '../session/index.ts';
import { loadWishlistSync } from './load-wishlist-sync.ts';
import { useWishlist } from './wishlist-store.ts';

export function WishlistButton({ product, className = '' }: { product: ProductSummary; className?: string }) {
  const saved = useWishlist((s) => s.items.some((i) => i.prodId === product.prodId));
  const toggle = useWishlist((s) => s.toggle);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={
        saved
          ? `Remove ${product.name.replaceAll('/', ' ')} from wishlist`
          : `Add ${product.name.replaceAll('/', ' ')} to wishlist`
      }
      onClick={(e) => {
        e.preventDefault();
        const added = toggle(product);
        toast.success(added ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed, { duration: CART_TOAST_MS });
        // Signed in, the list is the account's (SPEC §4): the server is told, by code that guests never download.
        if (useSession.getState().token)
          void loadWishlistSync().then((sync) => sync.saveWishlistChange(product, added));
      }}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm transition hover:scale-105 ${className}`}
    >
      <Heart className={`h-5 w-5 ${saved ? 'fill-madder text-madder' : ''}`} aria-hidden />
    </button>
  );
}
