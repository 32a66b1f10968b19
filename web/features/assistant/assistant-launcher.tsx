// The shop assistant's floating button, bottom right of storefront pages (WhatsApp has the bottom left). Only this
// small piece ships with every page: the chat panel's code loads on the first click, or earlier when the browser is
// idle, so the home page's JavaScript barely grows (issue 15).
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyView } from '../../lib/lazy-view.ts';
import { MessageSquareText } from '../../ui/icons/message-square-text.ts';
import { floatingBottom, keepsCornersFree } from '../layout/index.ts';

const AssistantPanel = lazyView(() => import('./assistant-panel.tsx').then((m) => m.default));

type View = 'closed' | 'open' | 'minimised';

export function AssistantLauncher() {
  const path = useLocation().pathname;
  const [view, setView] = useState<View>('closed');
  const button = useRef<HTMLButtonElement>(null);
  const wasShown = useRef(false);

  useEffect(() => {
    // Fetched while the shopper reads, so the first click opens at once. (Safari has no idle callback: it loads on click.)
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => AssistantPanel.preload(), { timeout: 8_000 });
    return () => cancelIdleCallback(idle);
  }, []);
  // Closing gives focus back to the button that opened the chat.
  useEffect(() => {
    if (view === 'closed' && wasShown.current) button.current?.focus();
    wasShown.current = view !== 'closed';
  }, [view]);

  if (keepsCornersFree(path)) return null;
  return view === 'closed' ? (
    <button
      ref={button}
      type="button"
      aria-haspopup="dialog"
      onClick={() => setView('open')}
      className={`${floatingBottom(path)} fixed right-4 z-40 inline-flex h-14 w-14 items-center justify-center gap-2 rounded-full bg-ink text-ivory shadow-lg ring-1 ring-white/30 transition hover:bg-madder focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink sm:right-5 sm:h-12 sm:w-auto sm:px-5`}
    >
      <MessageSquareText className="h-6 w-6 shrink-0 sm:h-5 sm:w-5" aria-hidden />
      <span className="sr-only text-sm font-semibold sm:not-sr-only">Ask the shop assistant</span>
    </button>
  ) : (
    <Suspense>
      <AssistantPanel
        minimised={view === 'minimised'}
        onMinimise={() => setView('minimised')}
        onRestore={() => setView('open')}
        onClose={() => setView('closed')}
      />
    </Suspense>
  );
}
