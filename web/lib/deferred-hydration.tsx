// Server-rendered parts of a page whose code the browser downloads after the page is interactive: when it is idle, or
// at once on the visitor's first touch, key, focus or scroll. Their HTML is the server's, on screen from the first byte
// and the same as if they were imported; until their code arrives React leaves it as it is (a dehydrated Suspense
// boundary), its links working as plain links. For what sits below the fold (the footer, the home page's lower
// sections, the product page's tabs and related pieces): every page's first JavaScript stays smaller.
import { memo, Suspense, use, useEffect, useId, useState, type ComponentType } from 'react';

const TRIGGERS = ['pointerdown', 'keydown', 'focusin', 'scroll'] as const;

/** Resolves once the browser is idle after the page loaded, or earlier when the visitor starts doing something. */
let started: Promise<void> | undefined;
function visitorReady(): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    for (const type of TRIGGERS) addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 1_000);
  });
  return started;
}

/** A failed download is tried again a few times; after that the part stays as the server drew it, without its code. */
async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch {
      if (attempt === 3) return new Promise<T>(() => {});
      await new Promise((resolve) => setTimeout(resolve, 2_000 * attempt));
    }
  }
}

/** The server's downloads of the parts, which the root loader waits for: no page renders before they are in. */
const serverLoads: Promise<unknown>[] = [];
export const deferredPartsLoaded = () => Promise.all(serverLoads);

// The first hydration of the page: the parts it renders wait for their code, and root.tsx waits for them before it
// marks the page interactive (data-hydrated, which the browser tests wait for).
let hydrating = true;
const waiting = new Set<string>();
let allHydrated: (() => void) | undefined;
const settle = () => {
  if (!hydrating && waiting.size === 0) allHydrated?.();
};

/** Called once by root.tsx after the page hydrated: parts mounted later (a client navigation) render at once, their
 *  navigation waiting for their code. Resolves when the page's deferred parts are hydrated too. */
export function deferredPartsHydrated(): Promise<void> {
  hydrating = false;
  return new Promise((resolve) => {
    allHydrated = resolve;
    settle();
  });
}

/** `load` answers the component, e.g. `() => import('./footer.tsx').then((m) => m.SiteFooter)`. Its props should not
 *  change before the code arrives: an update then would replace the server's HTML by an empty placeholder. */
export function deferredHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    if (!loading) {
      const promise = import.meta.env.SSR ? load() : visitorReady().then(() => withRetries(load));
      // Marked for use(): a promise already settled renders without suspending.
      void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
      loading = promise;
    }
    return loading;
  };
  // On the server the code loads with the process, so every render has it at once and draws the same HTML.
  if (import.meta.env.SSR) serverLoads.push(start());

  function Part({ id, props }: { id: string; props: P }) {
    const Component = use(start());
    useEffect(() => {
      if (waiting.delete(id)) settle();
    }, [id]);
    return <Component {...props} />;
  }

  return memo(function Deferred(props: P) {
    const id = useId();
    // Decided once per mount, the same on the server and while hydrating: keep the server's HTML until the code
    // comes. Mounted later, no boundary of its own, so a client navigation waits for the code instead of showing a
    // gap.
    const [boundary] = useState(() => {
      if (typeof window !== 'undefined' && hydrating) waiting.add(id);
      return hydrating;
    });
    // Unmounted before its code came (a redirect while the page hydrated): the page no longer waits for it.
    useEffect(
      () => () => {
        if (waiting.delete(id)) settle();
      },
      [id],
    );
    const part = <Part id={id} props={props} />;
    return boundary ? <Suspense fallback={null}>{part}</Suspense> : part;
  });
}
