// The toasts themselves (ui/toast.tsx holds the live region and the `toast` call): their store, timing and look.
import { createStore } from '../lib/store.ts';
import { CheckCircle2 } from './icons/check-circle-2.ts';
import { X } from './icons/x.ts';
import { XCircle } from './icons/x-circle.ts';
import type { ToastKind } from './toast.tsx';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  dismiss(id: number): void;
}

let nextId = 1;
const useToasts = createStore<ToastState>((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export function showToast(kind: ToastKind, message: string, duration: number): void {
  const id = nextId++;
  // One message at a time per text: repeating a click should not stack identical toasts; and a success
  // ('Added to cart successfully!') supersedes the errors that led up to it.
  useToasts.setState((s) => ({
    toasts: [
      ...s.toasts.filter((t) => t.message !== message && !(kind === 'success' && t.kind === 'error')),
      { id, kind, message },
    ].slice(-3),
  }));
  setTimeout(() => useToasts.getState().dismiss(id), duration);
}

/** The default export, for React.lazy in toast.tsx. */
export default function ToastList() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${t.kind === 'success' ? 'border-leaf/30 bg-white text-ink' : 'border-madder/30 bg-white text-madder'}`}
        >
          {t.kind === 'success' ? (
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-leaf" aria-hidden />
          ) : (
            <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          )}
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => dismiss(t.id)}
            className="-m-1 rounded p-1 text-muted hover:text-ink"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
