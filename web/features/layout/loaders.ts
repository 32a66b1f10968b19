// The parts of the shop layout loaded on demand, named for its face: each keeps its own chunk, fetched only when a page needs it.
export const loadAdminViewToggle = () => import('./admin-view-toggle.tsx');
export const loadImageProtection = () => import('./image-protection.ts');
export const loadSiteFooter = () => import('./site-footer.tsx');
export const loadWhatsappChatLink = () => import('./whatsapp-chat-link.tsx');
