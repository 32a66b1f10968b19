// DECISIONS X15: block saving product images and the view-source/devtools keys on storefront pages,
// but never inside form fields, in the admin panel, or for keyboard navigation and zoom.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const isFormField = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function isBlockedShortcut(e: KeyboardEvent): boolean {
  const key = e.key.toLowerCase();
  if (key === 'f12') return true;
  if ((e.ctrlKey || e.metaKey) && e.shiftKey && key === 'i') return true;
  if ((e.ctrlKey || e.metaKey) && !e.shiftKey && (key === 'u' || key === 's')) return true;
  return false;
}

export function useImageProtection(): void {
  const { pathname } = useLocation();
  const active = !pathname.startsWith('/admin');
  useEffect(() => {
    if (!active) return;
    const onContextMenu = (e: MouseEvent) => {
      if (e.target instanceof HTMLImageElement) e.preventDefault();
    };
    const onDragStart = (e: DragEvent) => {
      if (e.target instanceof HTMLImageElement) e.preventDefault();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isFormField(e.target) && isBlockedShortcut(e)) e.preventDefault();
    };
    document.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('dragstart', onDragStart);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('dragstart', onDragStart);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}
