// One titled card of a long admin form (create-order, the product editor), named for screen readers by its title.
import { useId, type ReactNode } from 'react';

export function FormSection({
  title,
  hint,
  spaced,
  children,
}: {
  title: string;
  hint?: string;
  spaced?: boolean;
  children: ReactNode;
}) {
  const uid = useId();
  return (
    <section aria-labelledby={uid} className="rounded-2xl border border-linen bg-white/70 p-4 sm:p-6">
      <h2 id={uid} className="font-display text-xl">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
      {/* spaced: the fields of the card one below the other, with room between them. */}
      <div className={spaced ? 'mt-4 space-y-5' : 'mt-4'}>{children}</div>
    </section>
  );
}
