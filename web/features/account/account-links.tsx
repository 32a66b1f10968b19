// The profile's way on to what a shopper comes back for (issue 17, item 7): their orders and their wishlist.
import { Link } from 'react-router';
import { Heart } from '../../ui/icons/heart.ts';
import { Package } from '../../ui/icons/package.ts';
import { ChevronRight } from '../../ui/icons/chevron-right.ts';
import { useWishlist } from '../wishlist/index.ts';

const CARD =
  'group flex items-center gap-4 rounded-xl border border-linen bg-white/70 px-5 py-4 transition hover:border-ink';

export function AccountLinks() {
  const saved = useWishlist((s) => s.items.length);
  return (
    <nav aria-label="Your shopping" className="mb-8 grid gap-3 sm:grid-cols-2">
      <Link to="/orders" className={CARD}>
        <Package className="h-6 w-6 shrink-0 text-madder" aria-hidden />
        <span className="flex-1">
          <span className="block font-medium">My orders</span>
          <span className="block text-sm text-muted">Track, pay and see what you bought</span>
        </span>
        <ChevronRight className="h-4 w-4 text-muted transition group-hover:translate-x-0.5" aria-hidden />
      </Link>
      <Link to="/wishlist" className={CARD}>
        <Heart className="h-6 w-6 shrink-0 text-madder" aria-hidden />
        <span className="flex-1">
          <span className="block font-medium">Wishlist</span>
          <span className="block text-sm text-muted">
            {saved === 0 ? 'Nothing saved yet' : saved === 1 ? '1 saved piece' : `${saved} saved pieces`}
          </span>
        </span>
        <ChevronRight className="h-4 w-4 text-muted transition group-hover:translate-x-0.5" aria-hidden />
      </Link>
    </nav>
  );
}
