// A component whose code loads the first time it is shown, or earlier through preload(): for what a page shows only
// after the browser fetched its data (an order, a preorder, a profile), so the download runs beside the fetch instead
// of with the page's first JavaScript.
import { lazy, type ComponentType } from 'react';

export type LazyView<P> = ComponentType<P> & { preload(): void };

/** `load` answers the component, e.g. `() => import('./view.tsx').then((m) => m.View)`. Render it under <Suspense>. */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed preload (a dropped connection) is not remembered: showing the view downloads it again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}
