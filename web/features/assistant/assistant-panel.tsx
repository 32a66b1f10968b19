// The shop assistant's chat panel, loaded on demand by the launcher: a labelled dialog (a sheet on phones, 380 px in
// the corner on larger screens) with the conversation, quick actions, a typing indicator and the message box.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { CHAT_MESSAGE_MAX } from '../../../domain/chatbot.ts';
import { MessageSquareText } from '../../ui/icons/message-square-text.ts';
import { Minus } from '../../ui/icons/minus.ts';
import { Send } from '../../ui/icons/send.ts';
import { X } from '../../ui/icons/x.ts';
import { useShopContact } from '../content/index.ts';
import { floatingBottom, useWhatsappChatHref } from '../layout/index.ts';
import { ChatMessageItem } from './chat-message.tsx';
import { retryLast, sendMessage, useChat } from './chat-store.ts';

/** Each sends a first question, in English; the shopper may go on in Roman Urdu. */
const QUICK_ACTIONS = [
  { label: 'Track my order', message: 'Where is my order? How can I track it?' },
  { label: 'Find my size', message: 'Which size fits me? Please help me find my size.' },
  { label: 'Delivery & payment', message: 'How much is delivery, how long does it take, and how can I pay?' },
  { label: 'Preorders', message: 'How do preorders work and how long do they take?' },
];

export interface AssistantPanelProps {
  minimised: boolean;
  onMinimise(): void;
  onRestore(): void;
  onClose(): void;
}

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-ivory hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-light';

export default function AssistantPanel({ minimised, onMinimise, onRestore, onClose }: AssistantPanelProps) {
  const titleId = useId();
  const messages = useChat((s) => s.messages);
  const sending = useChat((s) => s.sending);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const restore = useRef<HTMLButtonElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const path = useLocation().pathname;
  const whatsapp = useWhatsappChatHref();
  const { social } = useShopContact();
  const trustedHrefs = [...(whatsapp ? [whatsapp] : []), ...social.map((profile) => profile.href)];

  useEffect(() => {
    if (!useChat.persist.hasHydrated()) useChat.persist.rehydrate();
  }, []);
  // Focus follows the panel: into the message box when it opens, onto Restore when it folds away.
  useEffect(() => {
    (minimised ? restore : input).current?.focus();
  }, [minimised]);
  // In braces: Chromium's scrollIntoView answers a promise, which React would take for the effect's clean-up.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, sending, minimised]);

  const send = (text: string) => {
    if (sendMessage(text) && text === draft) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that ends an IME composition is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };
  // On a phone the sheet covers the page: a followed link folds it so the page shows.
  const onFollow = () => window.matchMedia('(max-width: 639px)').matches && onMinimise();
  // Phones keep the WhatsApp link (and on product pages the Add to Cart bar) visible below the sheet.
  const phoneBottom = !whatsapp ? 'bottom-2' : path.startsWith('/product/') ? 'bottom-[152px]' : 'bottom-20';

  if (minimised) {
    return (
      <div
        className={`${floatingBottom(path)} fixed right-4 z-40 flex items-center gap-1 rounded-full bg-ink p-1 text-ivory shadow-lg sm:right-5`}
      >
        <button
          ref={restore}
          type="button"
          onClick={onRestore}
          className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-white/10"
        >
          <MessageSquareText className="h-5 w-5" aria-hidden />
          Restore chat
        </button>
        <button type="button" onClick={onClose} aria-label="Close chat" className={iconButton}>
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
    );
  }

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className={`fixed inset-x-2 top-2 ${phoneBottom} z-50 flex flex-col overflow-hidden rounded-2xl bg-ivory shadow-2xl ring-1 ring-ink/10 sm:inset-x-auto sm:top-auto sm:bottom-5 sm:right-5 sm:h-[min(600px,calc(100dvh-6rem))] sm:w-[380px]`}
    >
      <header className="flex items-center gap-2 bg-ink py-2 pl-4 pr-2 text-ivory">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-lg leading-tight">
            Shop assistant
          </h2>
          <p className="text-xs text-ivory/75">Ask in English or Roman Urdu</p>
        </div>
        <button type="button" onClick={onMinimise} aria-label="Minimise chat" className={iconButton}>
          <Minus className="h-5 w-5" aria-hidden />
        </button>
        <button type="button" onClick={onClose} aria-label="Close chat" className={iconButton}>
          <X className="h-5 w-5" aria-hidden />
        </button>
      </header>

      <div className="flex-1 overflow-y-auto px-4 py-4">
        <p className="mb-4 rounded-2xl rounded-bl-sm bg-sand px-4 py-2.5 text-sm text-ink">
          Assalam o alaikum! Ask me about sizes, prices, delivery, payment, preorders or your order.
        </p>
        <ol role="log" aria-live="polite" aria-label="Conversation" className="flex flex-col gap-4">
          {messages.map((entry, i) => (
            <ChatMessageItem
              key={entry.id}
              message={entry}
              trustedHrefs={trustedHrefs}
              onFollow={onFollow}
              onRetry={entry.isError && i === messages.length - 1 && !sending ? retryLast : undefined}
            />
          ))}
          {sending && (
            <li className="flex items-center gap-1 self-start rounded-2xl rounded-bl-sm bg-sand px-4 py-3">
              <span className="sr-only">The assistant is typing</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="h-2 w-2 animate-bounce rounded-full bg-muted"
                  style={{ animationDelay: `${delay}ms` }}
                  aria-hidden
                />
              ))}
            </li>
          )}
        </ol>
        <div ref={end} />
      </div>

      <div className="border-t border-linen bg-white px-3 pb-3 pt-2">
        <ul className="flex flex-wrap gap-2 pb-2" aria-label="Quick questions">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.label} className="shrink-0">
              <button
                type="button"
                disabled={sending}
                onClick={() => send(action.message)}
                className="min-h-9 rounded-full border border-linen bg-ivory px-3 text-xs font-medium text-ink hover:border-madder hover:text-madder disabled:opacity-50"
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send(draft);
          }}
        >
          <textarea
            ref={input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX}
            aria-label="Your message"
            placeholder="Type your question…"
            className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-linen bg-ivory px-3 py-2 text-base text-ink placeholder:text-muted focus:border-ink focus:outline-none sm:text-sm"
          />
          <button
            type="submit"
            aria-label="Send message"
            disabled={sending || !draft.trim()}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-ink text-white hover:bg-madder disabled:opacity-40"
          >
            <Send className="h-5 w-5" aria-hidden />
          </button>
        </form>
      </div>
    </div>
  );
}
