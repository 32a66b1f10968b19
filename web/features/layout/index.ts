// The shop layout's face: header, footer and the corners floating pieces share, for root.tsx, the routes and features.
export { isAdminArea } from './admin-area.ts';
export { floatingBottom, keepsCornersFree, useWhatsappChatHref } from './floating-corners.ts';
export { SiteHeader } from './site-header.tsx';

// Loaded on demand: each keeps its own chunk, fetched only when a page needs it.
export const loadAdminViewToggle = () => import('./admin-view-toggle.tsx');
export const loadImageProtection = () => import('./image-protection.ts');
export const loadSiteFooter = () => import('./site-footer.tsx');
export const loadWhatsappChatLink = () => import('./whatsapp-chat-link.tsx');
