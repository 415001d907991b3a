// Debian's Chromium (`apt-get install -y chromium`) and the flags every tool here starts it with:
// Playwright (playwright.config.ts), the screenshot script and `npm run bench:web`. No browser
// is ever downloaded on these machines.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
