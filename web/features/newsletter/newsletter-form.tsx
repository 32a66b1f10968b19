// The newsletter box: one email field; validated with the same schema as the server, then thanks the visitor.
// Sending it (newsletter-subscribe.ts, with the schema and zod) loads only when someone submits, keeping it out of
// every page's first download.
import { useId, useState, type FormEvent } from 'react';
import type { SubscribeState } from './newsletter-subscribe.ts';

export function NewsletterForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SubscribeState>({ kind: 'idle' });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { subscribe } = await import('./newsletter-subscribe.ts');
    await subscribe(email, setState, setEmail);
  }

  const dark = tone === 'dark';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={`${id}-status`}>
      <label htmlFor={`${id}-email`} className={`text-sm font-medium ${dark ? 'text-ivory' : 'text-ink'}`}>
        New collections and restocks, in your inbox
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={state.kind === 'error'}
          className={`min-w-0 flex-1 rounded-full border px-4 py-2.5 text-sm outline-none ${dark ? 'border-ivory/30 bg-ivory/10 text-white placeholder:text-ivory/50 focus:border-ivory' : 'border-linen bg-white text-ink focus:border-ink'}`}
        />
        <button
          type="submit"
          disabled={state.kind === 'sending'}
          className={`shrink-0 rounded-full px-5 py-2.5 text-sm font-semibold transition disabled:opacity-60 ${dark ? 'bg-ivory text-ink hover:bg-white' : 'bg-ink text-white hover:bg-madder'}`}
        >
          {state.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-2 min-h-5 text-sm ${state.kind === 'error' ? (dark ? 'text-red-300' : 'text-madder') : dark ? 'text-ivory/80' : 'text-leaf'}`}
      >
        {state.kind === 'done' || state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  );
}
