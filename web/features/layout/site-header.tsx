// The header: brand, navigation (a drawer on phones), and the search, wishlist and bag icons with counts.
import { Heart } from '../../ui/icons/heart.ts';
import { Menu } from '../../ui/icons/menu.ts';
import { Search } from '../../ui/icons/search.ts';
import { ShoppingBag } from '../../ui/icons/shopping-bag.ts';
import { X } from '../../ui/icons/x.ts';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { cartQuantity } from '../../../domain/cart-quantity.ts';
import { useCart } from '../cart/cart-store.ts';
import { useWishlist } from '../wishlist/wishlist-store.ts';
import { AnnouncementBar } from './announcement-bar.tsx';
import { HEADER_LINKS } from './navigation.ts';

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span aria-label={label} className="absolute -right-1.5 -top-1.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-madder px-1 text-[10px] font-semibold leading-none text-white">
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
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  const iconClass = 'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink transition hover:bg-sand';
  return (
    <header className="sticky top-0 z-40 border-b border-linen/80 bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85">
      <AnnouncementBar />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:h-20 lg:px-8">
        <button type="button" className={`${iconClass} lg:hidden`} aria-label="Open menu" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(true)}>
          <Menu className="h-5 w-5" aria-hidden />
        </button>
        <Link to="/" className="flex flex-col leading-none max-lg:absolute max-lg:left-1/2 max-lg:-translate-x-1/2 lg:mr-6 xl:mr-10" aria-label={`${BRAND.name} home`}>
          <span className="font-display text-2xl font-semibold tracking-wide lg:text-3xl">{BRAND.name}</span>
          <span className="mt-1 text-[10px] uppercase tracking-[0.25em] text-muted max-sm:hidden">{BRAND.tagline}</span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-5 text-sm font-medium uppercase tracking-[0.08em] xl:gap-8 xl:tracking-[0.12em]">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={() => `whitespace-nowrap border-b-2 py-2 transition hover:border-madder ${isCurrent(link.to, location.pathname, location.search) ? 'border-madder text-madder' : 'border-transparent'}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <Link to="/shop?focus=search" className={iconClass} aria-label="Search products">
            <Search className="h-5 w-5" aria-hidden />
          </Link>
          <Link to="/wishlist" className={iconClass} aria-label={`Wishlist, ${wishCount} saved`}>
            <Heart className="h-5 w-5" aria-hidden />
            <CountBadge count={wishCount} label={`${wishCount} in wishlist`} />
          </Link>
          <Link to="/cart" className={iconClass} aria-label={`Shopping bag, ${bagCount} items`} data-testid="cart-link">
            <ShoppingBag className="h-5 w-5" aria-hidden />
            <CountBadge count={bagCount} label={`${bagCount} in bag`} />
          </Link>
        </div>
      </div>

      {menuOpen && (
        <div id="mobile-menu" className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
          <button type="button" className="absolute inset-0 bg-ink/40" aria-label="Close menu" onClick={() => setMenuOpen(false)} />
          <nav aria-label="Mobile" className="absolute inset-y-0 left-0 flex w-[82%] max-w-sm flex-col bg-ivory shadow-xl">
            <div className="flex h-16 items-center justify-between border-b border-linen px-5">
              <span className="font-display text-2xl font-semibold">{BRAND.name}</span>
              <button type="button" className={iconClass} aria-label="Close menu" onClick={() => setMenuOpen(false)}>
                <X className="h-5 w-5" aria-hidden />
              </button>
            </div>
            <ul className="flex flex-col px-5 py-4">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="block border-b border-linen/70 py-4 font-display text-xl">
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/wishlist" className="block border-b border-linen/70 py-4 font-display text-xl">
                  Wishlist
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </header>
  );
}
