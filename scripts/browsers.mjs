import { existsSync } from 'node:fs';

const candidates = {
  chromium: [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
  firefox: [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
};

/** Flags for Debian's Chromium on this kind of machine (see TOOLCHAIN.md); as root it needs --no-sandbox. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Paths of the system Chromium and Firefox the tests drive, or undefined where one is missing. */
export function browserPaths() {
  const find = (list) => list.find((path) => path && existsSync(path));
  return { chromium: find(candidates.chromium), firefox: find(candidates.firefox) };
}
