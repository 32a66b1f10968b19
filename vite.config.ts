// Vite build of the web app (client bundle + server bundle used by Fastify for SSR).
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking.ts';
import { allowEntryExtension, storefrontChunkGroups } from './scripts/storefront-chunks.ts';

/** A feature's face (index.ts of a web/features folder) only re-exports and names loaders: free of side effects, so a page that
 *  uses one name of it does not load the rest (docs/architecture.md, "Feature faces"). Other modules keep the default. */
const FEATURE_FACE = /[\\/]web[\\/]features[\\/](?:[^\\/]+[\\/]){1,2}index\.ts$/;
const faceSideEffects = (id: string) => (FEATURE_FACE.test(id) ? false : undefined);

export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [tailwindcss(), reactRouter(), reactRouterTreeShaking(), allowEntryExtension()],
    build: {
      sourcemap: process.env.SOURCEMAP === '1',
      // In the browser, few files per page (scripts/storefront-chunks.ts).
      rolldownOptions: isSsrBuild
        ? {}
        : {
            treeshake: { moduleSideEffects: faceSideEffects },
            output: { codeSplitting: { groups: storefrontChunkGroups() } },
          },
    },
    // Tests are configured in vitest.config.ts so the React Router plugin stays out of them.
  };
});
