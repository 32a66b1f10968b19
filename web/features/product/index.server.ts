// The product feature's server-only face: what route loaders may use while rendering (never shipped to the browser).
export { productSwatches } from './swatches.server.ts';
