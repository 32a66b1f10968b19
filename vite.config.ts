// Vite build of the web app (client bundle + server bundle used by Fastify for SSR).
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { featureFaces } from './scripts/feature-faces.ts';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking.ts';
import { preloadListsWithoutLoaded } from './scripts/preload-lists.ts';
import { allowEntryExtension, storefrontChunkGroups } from './scripts/storefront-chunks.ts';

export default defineConfig(({ isSsrBuild }) => {
  const preloadLists = preloadListsWithoutLoaded();
  return {
    // featureFaces: an import from a feature's face becomes one from the modules behind the names, so a page ships
    // only what it uses (docs/architecture.md, "Feature faces").
    plugins: [
      featureFaces(),
      tailwindcss(),
      reactRouter(),
      reactRouterTreeShaking(),
      allowEntryExtension(),
      preloadLists.plugin,
    ],
    build: {
      sourcemap: process.env.SOURCEMAP === '1',
      modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
      rolldownOptions: {
        // Rolldown's note that plugins took most of the build names React Router's own virtual modules, which wait on
        // the route files; it only shows on a busy machine, in a warning's colours, and asks nothing of this project.
        checks: { bundlerTimings: false },
        // In the browser, few files per page (scripts/storefront-chunks.ts). On the server, one file: splitting at the
        // pages' lazy imports saves a server nothing, and a lazy import of a module the server's main file already
        // holds (checkout's tracking history) was reported as INEFFECTIVE_DYNAMIC_IMPORT on every build.
        output: { codeSplitting: isSsrBuild ? false : { groups: storefrontChunkGroups() } },
      },
    },
    // Tests are configured in vitest.config.ts so the React Router plugin stays out of them.
  };
});
