// DECISIONS X15: block saving product images and the view-source/devtools keys on storefront pages,
// but never inside form fields, in the admin panel, or for keyboard navigation and zoom. Started by root.tsx once the
// page is interactive (its code is not part of the pages' first JavaScript).

const isFormField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** F12, Ctrl+Shift+I, Ctrl+U and Ctrl+S (Cmd on a Mac). */
function isBlockedShortcut(e: KeyboardEvent): boolean {
  const key = e.key.toLowerCase();
  return key === 'f12' || ((e.ctrlKey || e.metaKey) && (e.shiftKey ? key === 'i' : key === 'u' || key === 's'));
}

const EVENTS = ['contextmenu', 'dragstart', 'keydown'] as const;

/** Right-click and drag on an image, or a blocked shortcut outside a form field: one listener for the three events.
 *  The page is read when the event comes, so client navigations into and out of the admin panel need nothing more. */
function block(e: Event): void {
  if (location.pathname.startsWith('/admin')) return;
  if (
    e instanceof KeyboardEvent ? !isFormField(e.target) && isBlockedShortcut(e) : e.target instanceof HTMLImageElement
  )
    e.preventDefault();
}

/** Installs the listeners, once (adding the same listener twice is a no-op). */
export function protectImages(): void {
  for (const type of EVENTS) document.addEventListener(type, block);
}
