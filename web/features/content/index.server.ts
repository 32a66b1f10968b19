// The content feature's server-only face: what route loaders may use while rendering (never shipped to the browser).
export { shopContactView } from './shop-contact.server.ts';
