// The external-link icon (Lucide): marks a link that opens another site in a new tab.
import { icon } from './icon.ts';

export const ExternalLink = /* @__PURE__ */ icon([
  ['path', { d: 'M15 3h6v6' }],
  ['path', { d: 'M10 14 21 3' }],
  ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }],
]);
