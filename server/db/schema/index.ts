// Every table, for Drizzle's typed client and for drizzle-kit migration generation.
export * from './accounts.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './media.ts';
export * from './settings.ts';
export * from './newsletter.ts';
export * from './contact.ts';
export * from './wishlist.ts';
export * from './notifications.ts';
export * from './uploads.ts';
export * from './orders.ts';
export * from './preorders.ts';
export * from './assistant.ts';
export * from './currency.ts';
export * from './fleet.ts';
export * from './proof-checks.ts';
