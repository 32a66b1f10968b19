// One titled card of the create-order form (customer, address, products, payment), named for screen readers by its title.
import { useId, type ReactNode } from 'react';

export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const uid = useId();
  return (
    <section aria-labelledby={uid} className="rounded-2xl border border-linen bg-white/70 p-4 sm:p-6">
      <h2 id={uid} className="font-display text-xl">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
