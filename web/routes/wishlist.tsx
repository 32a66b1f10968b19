// /wishlist: saved products, the guest's note to sign in (SPEC §2) or the account's note, and the empty state.
import { Heart } from '../ui/icons/heart.ts';
import { useEffect } from 'react';
import { productSummary, SummaryCard, useFreshProducts } from '../features/catalog/index.ts';
import { refreshWishlist, useWishlist } from '../features/wishlist/index.ts';
import { useSession } from '../features/session/index.ts';
import { TextLink } from '../ui/text-link.tsx';
import { useStoreHydrated } from '../lib/persisted-store.ts';
import { pageTitle } from '../lib/meta.ts';
import { ButtonLink } from '../ui/button.tsx';

export const meta = () => [{ title: pageTitle('Wishlist') }, { name: 'robots', content: 'noindex' }];

export default function Wishlist() {
  const hydrated = useStoreHydrated(useWishlist);
  const items = useWishlist((s) => s.items);
  const signedIn = useSession((s) => s.isAuthenticated);
  const fresh = useFreshProducts(items.map((i) => i.prodId));

  useEffect(() => {
    if (fresh.state === 'ready') refreshWishlist([...fresh.byProdId.values()].map(productSummary), fresh.asked);
  }, [fresh]);

  if (!hydrated) return <div className="mx-auto min-h-[60vh] max-w-7xl px-4 py-12" aria-busy="true" />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-4xl">Wishlist</h1>
      <div className="mt-6 rounded-xl border border-linen bg-white/70 px-5 py-4 text-sm">
        {signedIn ? (
          <p>Your wishlist is saved to your account: it is here on every device you sign in on.</p>
        ) : (
          <p>
            Sign in to keep your wishlist on every device.{' '}
            <TextLink to="/login" state={{ from: '/wishlist' }}>
              Log in
            </TextLink>
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-20 text-center">
          <Heart className="h-12 w-12 text-gold" aria-hidden />
          <p className="mt-6 font-display text-2xl">Your wishlist is empty</p>
          <p className="mt-2 text-muted">Tap the heart on any piece to save it here.</p>
          <ButtonLink to="/shop" className="mt-8">
            Shop Now
          </ButtonLink>
        </div>
      ) : (
        <>
          <p className="mt-8 text-sm text-muted" role="status">
            {items.length} saved {items.length === 1 ? 'item' : 'items'}
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.prodId}>
                <SummaryCard summary={item.product} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
