// Vite build of the web app (client bundle + server bundle used by Fastify for SSR).
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  // Tests are configured in vitest.config.ts so the React Router plugin stays out of them.
});
