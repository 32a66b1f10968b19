// The minus icon (Lucide).
import { icon } from './icon.ts';

export const Minus = /* @__PURE__ */ icon([['path', { d: 'M5 12h14' }]]);
