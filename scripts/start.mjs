// `npm start`: runs the compiled server (dist/main.js) in this same process, building first only when no build exists
// (a fresh clone after `npm install`). One process, not a wrapper and a child: a stop signal (Ctrl+C, a supervisor's
// TERM to the process group) reaches the server exactly once, and nothing is left running if this process is killed.
// A build is never redone here: after changing the code, `npm run build` (or `npm run dev` while working on it).
import { pathToFileURL } from 'node:url';
import { build, buildExists, serverEntry } from './build.mjs';

if (!buildExists()) {
  console.log('No build yet: building the web app and the server (first start)...');
  build();
}
process.env.NODE_ENV ??= 'production';
// Stack traces name the TypeScript sources (dist/ carries source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
