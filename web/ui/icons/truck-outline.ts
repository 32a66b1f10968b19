// The truck icon in Lucide's earlier, shorter drawing: the header ships on every page, so its icons cost every visit.
import { icon } from './icon.ts';

export const TruckOutline = /* @__PURE__ */ icon([
  ['path', { d: 'M1 3h15v13H1zm15 5h4l3 3v5h-7z' }],
  ['circle', { cx: '5.5', cy: '18.5', r: '2.5' }],
  ['circle', { cx: '18.5', cy: '18.5', r: '2.5' }],
]);
