// `npm run backup` and `npm run restore`: runs the compiled command (dist/backup.js, dist/restore.js) in this process,
// building first only when no build exists, as `npm start` does; production needs no devDependencies to run them.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build, buildExists, commandEntry } from './build.mjs';

const [name] = process.argv.splice(2, 1);
if (!['backup', 'restore'].includes(name)) {
  console.error('Usage: node scripts/run-command.mjs backup|restore [arguments]');
  process.exit(2);
}
if (!buildExists() || !fs.existsSync(commandEntry(name))) {
  console.log('No build yet: building the web app and the server (first run)...');
  build();
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(commandEntry(name)).href);
