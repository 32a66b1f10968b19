// Toast messages: one polite live region in the layout, and a `toast` call that works from anywhere (our own instead
// of sonner: 10 KB gzip less on every page). Their store and look (toast-list.tsx) load with the first toast: most
// page views never show one.
import { lazy, Suspense } from 'react';
import { TOAST_MS } from '../../domain/limits.ts';
import { createStore } from '../lib/store.ts';

export type ToastKind = 'success' | 'error';

const loadToasts = () => import('./toast-list.tsx');
const ToastList = lazy(loadToasts);

/** Set by the first toast of the visit: only then does the Toaster load and show the list. */
const useToastsShown = createStore(() => ({ shown: false }));

function show(kind: ToastKind, message: string, duration = TOAST_MS): void {
  useToastsShown.setState({ shown: true });
  void loadToasts().then((toasts) => toasts.showToast(kind, message, duration));
}

export const toast = {
  success: (message: string, options?: { duration?: number }) => show('success', message, options?.duration),
  error: (message: string, options?: { duration?: number }) => show('error', message, options?.duration),
};

export function Toaster() {
  const active = useToastsShown((s) => s.shown);
  // The live region is in the page from the start, so screen readers announce what is later put into it; the list
  // places itself on screen.
  return (
    <div aria-live="polite" role="status">
      {active && (
        <Suspense>
          <ToastList />
        </Suspense>
      )}
    </div>
  );
}
