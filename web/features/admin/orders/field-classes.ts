// The look of the Orders tab's form controls, shared by its filters and the order modal's forms.
export const CONTROL =
  'block min-h-10 w-full rounded-lg border border-linen bg-white px-3 py-2 text-base text-ink outline-none transition placeholder:text-muted hover:border-ink/40 focus:border-ink focus:ring-1 focus:ring-ink disabled:cursor-not-allowed disabled:bg-sand/50 sm:text-sm';

export const LABEL = 'text-xs font-semibold uppercase tracking-wider text-muted';
