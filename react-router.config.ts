// React Router framework-mode settings: the web app lives in web/ and is server-rendered by our Fastify server.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  // BUILD_DIR lets several checkouts or test runs build side by side (the server reads the same variable).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
