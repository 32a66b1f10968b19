// The smartphone icon (Lucide).
import { icon } from './icon.ts';

export const Smartphone = /* @__PURE__ */ icon([
  ['rect', { width: '14', height: '20', x: '5', y: '2', rx: '2', ry: '2' }],
  ['path', { d: 'M12 18h.01' }],
]);
