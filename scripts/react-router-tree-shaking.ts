// A Vite plugin that lets the browser build drop the parts of React Router the shop never renders (NavLink, Form and
// the hooks only they use). vite.config.ts adds it.
import type { Plugin } from 'vite';

// React Router's build creates its components with `var Link = React10.forwardRef(...)` and names them for React
// DevTools with `Link.displayName = "Link"` on the next lines. A call the bundler cannot see into, and a property
// written on its result, both count as side effects, so every such component stays in the bundle used or not:
// about 5 KB of NavLink, Form, useSubmit and the form-submission helpers, 1.5 KB gzip on every page.
const FORWARD_REF = /^(var \w+ = )(React\d*\.forwardRef\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    // Only the browser's bundle: the server's size does not matter, and it keeps the names in its stack traces.
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        // The annotation marks the call as free of side effects; the names only label components in React DevTools.
        // Deleted lines stay as empty lines, so line numbers (and source maps) still match the package's file.
        const annotated = code.replace(FORWARD_REF, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
        return annotated === code ? null : { code: annotated, map: null };
      },
    },
  };
}
