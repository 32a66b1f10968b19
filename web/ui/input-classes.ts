// The look every text box and select of the shop shares, in one place: each control adds only its own size, padding
// and text size, so a change to the border or the focus ring reaches them all.

/** Rounded white box, ink text and the ink focus ring; the border's colour is the control's (it may show an error). */
export const INPUT_LOOK =
  'rounded-lg border bg-white text-ink outline-none transition focus:border-ink focus:ring-1 focus:ring-ink';

/** The resting border of a control that shows no error: linen, darker under the pointer. */
export const INPUT_BORDER = 'border-linen hover:border-ink/40';

/** The admin panel's compact control (the Orders tab's filters and the order modal's forms): 40 px tall at least. */
export const ADMIN_CONTROL = `${INPUT_LOOK} ${INPUT_BORDER} block min-h-10 w-full px-3 py-2 text-base placeholder:text-muted disabled:cursor-not-allowed disabled:bg-sand/50 sm:text-sm`;

/** The small uppercase label above an admin control. */
export const ADMIN_LABEL = 'text-xs font-semibold uppercase tracking-wider text-muted';
