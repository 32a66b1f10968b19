// Vite build of the web app (client bundle + server bundle used by Fastify for SSR).
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { reachableModules } from './scripts/reachable-modules.ts';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking.ts';

export default defineConfig(({ isSsrBuild }) => {
  const layout = reachableModules('web/root.tsx');
  const home = reachableModules('web/routes/home.tsx');
  return {
    plugins: [tailwindcss(), reactRouter(), reactRouterTreeShaking()],
    build: {
      sourcemap: process.env.SOURCEMAP === '1',
      // In the browser, the layout's modules travel in one file instead of two dozen tiny shared chunks whose separate
      // compression and import glue cost phones about 5 KB.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  // Everything the layout needs (header, footer, cart and wishlist stores, toasts): one file, loaded on every page.
                  // React and React DOM in one long-cached file (automatic splitting leaves small pieces of them on their own).
                  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                  { name: 'layout', test: (id: string) => layout.has(id.split('?')[0] ?? id), priority: 20 },
                  // What the home page shares with other pages (product cards and their helpers), in one file too.
                  {
                    name: 'cards',
                    test: (id: string) => home.has(id.split('?')[0] ?? id),
                    minShareCount: 2,
                    priority: 10,
                  },
                ],
              },
            },
          },
    },
    // Tests are configured in vitest.config.ts so the React Router plugin stays out of them.
  };
});
