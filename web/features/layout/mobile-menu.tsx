// The phone drawer menu: the header's links, the wishlist, and the account (sign in, my account, sign out). Loaded
// when first opened, so the pages themselves do not carry it.
import { X } from '../../ui/icons/x.ts';
import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { useSession } from '../session/index.ts';
import { CurrencyPicker } from '../currency/index.ts';
import { HEADER_LINKS } from './navigation.ts';

const ITEM = 'block w-full border-b border-linen/70 py-4 text-left font-display text-xl';

/** The default export, for React.lazy in the header. */
export default function MobileMenu({ setOpen }: { setOpen: (open: boolean) => void }) {
  const user = useSession((s) => s.user);
  // The header's state setter, which never changes: the effects below run once, not on every header render.
  const onClose = useCallback(() => setOpen(false), [setOpen]);
  const location = useLocation();
  const navigate = useNavigate();
  // Following a link closes the menu: it closes when the page changes (not on the first render, when it opened).
  const openedAt = useRef(location);
  useEffect(() => {
    if (location !== openedAt.current) onClose();
  }, [location, onClose]);

  // A dialog: focus moves into it, Escape closes it, and focus goes back to the button that opened it.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKeyDown = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [onClose]);

  // Into <body>: inside the header, whose backdrop blur makes it the frame of fixed elements, the drawer would be
  // only as tall as the header.
  return createPortal(
    <div id="mobile-menu" className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
      <button type="button" className="absolute inset-0 bg-ink/40" aria-label="Close menu" onClick={onClose} />
      <nav
        aria-label="Mobile"
        className="absolute inset-y-0 left-0 flex w-[82%] max-w-sm flex-col overflow-y-auto bg-ivory shadow-xl"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-linen px-5">
          <span className="font-display text-2xl font-semibold">{BRAND.name}</span>
          <button
            ref={closeButton}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink transition hover:bg-sand"
            aria-label="Close menu"
            onClick={onClose}
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>
        <ul className="flex flex-col px-5 py-4">
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={ITEM}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/wishlist" className={ITEM}>
              Wishlist
            </Link>
          </li>
          <li>
            <Link to="/track-order" className={ITEM}>
              Track order
            </Link>
          </li>
          <li>
            <Link to="/preorders" className={ITEM}>
              Track preorder
            </Link>
          </li>
          {user?.role === 'customer' && (
            <li>
              <Link to="/orders" className={ITEM}>
                My orders
              </Link>
            </li>
          )}
          <li>
            {user ? (
              <Link to="/profile" className={ITEM}>
                My account
              </Link>
            ) : (
              <Link to="/login" state={{ from: location.pathname + location.search }} className={ITEM}>
                Sign in
              </Link>
            )}
          </li>
          <li className="flex items-center justify-between py-2">
            <span className="text-sm text-muted">Prices in</span>
            <CurrencyPicker id="currency-menu" className="border border-linen" />
          </li>
          {user && (
            <li>
              <button
                type="button"
                className={ITEM}
                onClick={() => {
                  onClose();
                  // Home first, then end the session, as account/use-sign-out.ts does (written out here so opening
                  // the drawer does not fetch one more file).
                  void Promise.resolve(navigate('/')).then(() => useSession.getState().signOut());
                }}
              >
                Sign out
              </button>
            </li>
          )}
        </ul>
      </nav>
    </div>,
    document.body,
  );
}
