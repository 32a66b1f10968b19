// The eye icon (Lucide).
import { icon } from './icon.ts';

export const Eye = /* @__PURE__ */ icon([
  ['path', { d: 'M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z' }],
  ['circle', { cx: '12', cy: '12', r: '3' }],
]);
