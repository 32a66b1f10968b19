// The package icon (Lucide).
import { icon } from './icon.ts';

export const Package = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z',
    },
  ],
  ['path', { d: 'M12 22V12' }],
  ['path', { d: 'm3.3 7 8.7 5 8.7-5' }],
  ['path', { d: 'm7.5 4.27 9 5.15' }],
]);
