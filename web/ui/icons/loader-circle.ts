// The loader-circle icon (Lucide), spun with animate-spin while something is busy.
import { icon } from './icon.ts';

export const LoaderCircle = /* @__PURE__ */ icon([['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56' }]]);
