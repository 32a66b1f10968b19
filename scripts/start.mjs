// `npm start`: builds the web app when its sources changed since the last build, then runs the server in this same
// process. One process, not a wrapper and a child: a stop signal (Ctrl+C, a supervisor's TERM to the process group)
// reaches the server exactly once, and nothing is left running if this process is killed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
process.env.NODE_ENV ??= 'production';
register();
await import(pathToFileURL(path.join(root, 'server', 'main.ts')).href);
