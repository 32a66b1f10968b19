// The list icon (Lucide).
import { icon } from './icon.ts';

export const List = /* @__PURE__ */ icon([
  ['path', { d: 'M3 12h.01' }],
  ['path', { d: 'M3 18h.01' }],
  ['path', { d: 'M3 6h.01' }],
  ['path', { d: 'M8 12h13' }],
  ['path', { d: 'M8 18h13' }],
  ['path', { d: 'M8 6h13' }],
]);
