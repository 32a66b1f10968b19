// A small button that copies a value (an account number, a tracking ID) and says so for two seconds.
import { useEffect, useState } from 'react';
import { Check } from './icons/check.ts';
import { Copy } from './icons/copy.ts';

interface CopyButtonProps {
  value: string;
  label: string;
  /** The words shown until it is pressed. */
  text?: string;
  className?: string;
}

export function CopyButton({ value, label, text = 'Copy', className = '' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an old browser, a page not served over HTTPS): the value stays on screen to copy by hand.
      setState('failed');
    }
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border border-linen bg-white px-3 py-1.5 text-xs font-semibold text-ink transition hover:border-ink ${className}`}
    >
      {state === 'copied' ? (
        <Check className="h-3.5 w-3.5 text-leaf" aria-hidden />
      ) : (
        <Copy className="h-3.5 w-3.5" aria-hidden />
      )}
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : text}</span>
    </button>
  );
}
