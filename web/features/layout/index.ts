// The shop layout's face: header, footer and the corners floating pieces share, for root.tsx, the routes and features.
export { isAdminArea } from './admin-area.ts';
export { floatingBottom, keepsCornersFree, useWhatsappChatHref } from './floating-corners.ts';
export { SiteHeader } from './site-header.tsx';
export { loadAdminViewToggle } from './load-admin-view-toggle.ts';
export { loadImageProtection } from './load-image-protection.ts';
export { loadSiteFooter } from './load-site-footer.ts';
export { loadWhatsappChatLink } from './load-whatsapp-chat-link.ts';
