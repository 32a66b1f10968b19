// The check circle 2 icon (Lucide).
import { icon } from './icon.ts';

export const CheckCircle2 = /* @__PURE__ */ icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
]);
