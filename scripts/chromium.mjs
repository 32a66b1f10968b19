// Debian's Chromium with the flags a closed network and a root user need: one list for the browser journeys
// (playwright.config.ts) and the benches (Lighthouse, image bytes).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
