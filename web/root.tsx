// The document shell of every page: head, the shop's header and footer (the admin panel has its own), toasts, and the
// storefront-wide behaviours.
import { Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
  useLoaderData,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import { BRAND } from '../domain/brand.ts';
import type { Route } from './+types/root';
import './app.css';
import { sessionForApi, useSession } from './features/session/index.ts';
import { usePasswordChangeGate, useSessionExpiry } from './features/account/index.ts';
import { useCart } from './features/cart/index.ts';
import { restoreCurrency } from './features/currency/index.ts';
import { shopContactView } from './features/content/index.server.ts';
import {
  isAdminArea,
  keepsCornersFree,
  loadAdminViewToggle,
  loadImageProtection,
  loadSiteFooter,
  loadWhatsappChatLink,
  SiteHeader,
  useWhatsappChatHref,
} from './features/layout/index.ts';
import { loadWishlistSync, useWishlist } from './features/wishlist/index.ts';
import { configureApi } from './lib/api.ts';
import { deferredHydration, deferredPartsHydrated, deferredPartsLoaded } from './lib/deferred-hydration.tsx';
import { lazyView } from './lib/lazy-view.ts';
import { Toaster } from './ui/toast.tsx';
import { loadAssistantLauncher } from './features/assistant/index.ts';

// At module load, before any component's effect can call the API (children's effects run before the root's).
configureApi(sessionForApi);

/** Below the fold on every page: its code (links, the newsletter box) loads once the page is interactive. */
const SiteFooter = deferredHydration(() => loadSiteFooter().then((m) => m.SiteFooter));
// The floating corners too: on screen from the first byte (the WhatsApp link a plain link until then), their code
// follows.
const WhatsappChatLink = deferredHydration(() => loadWhatsappChatLink().then((m) => m.WhatsappChatLink));
const AssistantLauncher = deferredHydration(() => loadAssistantLauncher().then((m) => m.AssistantLauncher));

/** Only admins see the switch to the panel, so shoppers never download it. */
const AdminViewToggle = lazyView(() => loadAdminViewToggle().then((m) => m.default));

export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = context.services;
  const [deliveryRates, { contact, social }] = await Promise.all([
    settings.deliveryRates(),
    settings.contactDetails(),
    // (At once but for the first request after a start.)
    deferredPartsLoaded(),
  ]);
  // Only what the page cache keys on (the currency) goes into the page: the visitor's country does not, since every
  // visitor shown the same currency gets the same shared page.
  const currency = { code: context.currency.code, rates: context.currency.rates.rates };
  return {
    nonce: context.nonce,
    deliveryRates,
    contact: shopContactView(contact, social),
    currency,
    locationServices: context.locationServices,
  };
}

/** Shop-wide data (nonce, Shop settings, currency) is read once per page load, not on every client navigation. */
export const shouldRevalidate = () => false;

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf8f3" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    useCart.persist.rehydrate();
    // The wishlist before the session: ending a stale session clears the wishlist, and that must be saved.
    useWishlist.persist.rehydrate();
    useSession.persist.rehydrate();
    // Signed in, the wishlist is the account's, perhaps changed on another device (SPEC §4).
    // (Not for an account that must first choose its password: the server refuses it everything else until then.)
    const { token, user } = useSession.getState();
    if (token && !user?.mustChangePassword) void loadWishlistSync().then((sync) => sync.pullWishlist());
    // Marks the page interactive, its deferred parts included: browser tests wait for it instead of sleeping.
    void deferredPartsHydrated().then(() => (document.documentElement.dataset.hydrated = 'true'));
  }, []);
  // Once per page load: the root loader's data does not change until the next one (shouldRevalidate).
  const { currency, locationServices } = useLoaderData<typeof loader>();
  useEffect(() => restoreCurrency(currency.code, locationServices), [currency.code, locationServices]);
  // Started once the page is interactive, and downloaded then: nothing on screen waits for it.
  useEffect(() => void loadImageProtection().then((m) => m.protectImages()), []);
  useSessionExpiry();
  usePasswordChangeGate();
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  const whatsappChat = useWhatsappChatHref();
  const path = useLocation().pathname;
  const skipLink = (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-white focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
  // The admin panel's layout route draws its own frame (issue 17): none of the shop's header, footer or corners.
  if (isAdminArea(path))
    return (
      <>
        {skipLink}
        <Outlet />
        <Toaster />
      </>
    );
  return (
    <>
      {skipLink}
      {isAdmin && (
        <Suspense>
          <AdminViewToggle />
        </Suspense>
      )}
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter roomBelow={!keepsCornersFree(path)} />
      {whatsappChat && <WhatsappChatLink href={whatsappChat} />}
      <AssistantLauncher />
      <Toaster />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="font-display text-3xl">{BRAND.name}</p>
      <h1 className="mt-6 text-2xl">{title}</h1>
      <p className="mt-3 text-muted">
        Please try again in a moment. If it keeps happening, contact us and we will help.
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-ink px-6 py-3 text-sm font-medium text-white">
        Back to the shop
      </a>
    </main>
  );
}
