// Vite build of the web app (client bundle + server bundle used by Fastify for SSR).
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking.ts';
import { allowEntryExtension, storefrontChunkGroups } from './scripts/storefront-chunks.ts';

export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [tailwindcss(), reactRouter(), reactRouterTreeShaking(), allowEntryExtension()],
    build: {
      sourcemap: process.env.SOURCEMAP === '1',
      // In the browser, few files per page (scripts/storefront-chunks.ts).
      rolldownOptions: isSsrBuild
        ? { output: { codeSplitting: false } }
        : { output: { codeSplitting: { groups: storefrontChunkGroups() } } },
    },
    // Tests are configured in vitest.config.ts so the React Router plugin stays out of them.
  };
});
