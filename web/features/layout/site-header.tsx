// The header: brand, navigation (a drawer on phones), and the search, wishlist, account and bag icons with counts.
import { Heart } from '../../ui/icons/heart.ts';
import { Menu } from '../../ui/icons/menu.ts';
import { Search } from '../../ui/icons/search.ts';
import { ShoppingBag } from '../../ui/icons/shopping-bag.ts';
import { TruckOutline } from '../../ui/icons/truck-outline.ts';
import { User } from '../../ui/icons/user.ts';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { cartQuantity } from '../../../domain/cart-quantity.ts';
import { useSession } from '../session/index.ts';
import { useCart } from '../cart/index.ts';
import { CurrencyPicker } from '../currency/index.ts';
import { useWishlist } from '../wishlist/index.ts';
import { AnnouncementBar } from './announcement-bar.tsx';
import { HEADER_LINKS } from './navigation.ts';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-label={label}
      className="absolute -right-1.5 -top-1.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-madder px-1 text-[10px] font-semibold leading-none text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function isCurrent(to: string, pathname: string, search: string): boolean {
  const [path, query = ''] = to.split('?');
  if (path !== pathname) return false;
  const want = new URLSearchParams(query).get('category');
  return want === new URLSearchParams(search).get('category');
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const bagCount = useCart((s) => cartQuantity(s.lines));
  const wishCount = useWishlist((s) => s.items.length);
  // The server renders every page signed out (pages are shared between visitors); the account shows after hydration.
  const user = useSession((s) => s.user);

  const iconClass =
    'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink transition hover:bg-sand';
  return (
    <header className="sticky top-0 z-40 border-b border-linen/80 bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85">
      <AnnouncementBar />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:h-20 lg:px-8">
        <button
          type="button"
          className={`${iconClass} lg:hidden`}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="h-5 w-5" aria-hidden />
        </button>
        {/* Centred on tablets; on phones beside the menu button, where centred it would run into the four icons. */}
        <Link
          to="/"
          className="flex flex-col leading-none sm:max-lg:absolute sm:max-lg:left-1/2 sm:max-lg:-translate-x-1/2 lg:mr-6 xl:mr-10"
          aria-label={`${BRAND.name} home`}
        >
          <span className="font-display text-2xl font-semibold tracking-wide lg:text-3xl">{BRAND.name}</span>
          <span className="mt-1 text-[10px] uppercase tracking-[0.25em] text-muted max-sm:hidden">{BRAND.tagline}</span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-5 text-sm font-medium uppercase tracking-[0.08em] xl:gap-8 xl:tracking-[0.12em]">
            {HEADER_LINKS.map((link) => {
              // Link rather than NavLink, which would mark Shop, Women, Boy and Girl all current on /shop: the current
              // link is worked out here, category included.
              const current = isCurrent(link.to, location.pathname, location.search);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={current ? 'page' : undefined}
                    className={`whitespace-nowrap border-b-2 py-2 transition hover:border-madder ${current ? 'border-madder text-madder' : 'border-transparent'}`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {/* On phones it is in the menu drawer, beside the links. */}
          <CurrencyPicker id="currency-header" className="max-lg:hidden" />
          <Link to="/shop?focus=search" className={iconClass} aria-label="Search products">
            <Search className="h-5 w-5" aria-hidden />
          </Link>
          {/* Below 768 px it is in the menu drawer: five icons would run into the brand. */}
          <Link to="/track-order" className={`${iconClass} max-md:hidden`} aria-label="Track order">
            <TruckOutline className="h-5 w-5" aria-hidden />
          </Link>
          <Link to="/wishlist" className={iconClass} aria-label={`Wishlist, ${wishCount} saved`}>
            <Heart className="h-5 w-5" aria-hidden />
            <CountBadge count={wishCount} label={`${wishCount} in wishlist`} />
          </Link>
          {/* The sign-in page brings the visitor back to this page (state.from). */}
          <Link
            to={user ? '/profile' : '/login'}
            state={{ from: location.pathname + location.search }}
            className={iconClass}
            aria-label={user ? 'My account' : 'Sign in'}
          >
            <User className="h-5 w-5" aria-hidden />
          </Link>
          <Link to="/cart" className={iconClass} aria-label={`Shopping bag, ${bagCount} items`} data-testid="cart-link">
            <ShoppingBag className="h-5 w-5" aria-hidden />
            <CountBadge count={bagCount} label={`${bagCount} in bag`} />
          </Link>
        </div>
      </div>

      {menuOpen && (
        <Suspense>
          <MobileMenu setOpen={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}
