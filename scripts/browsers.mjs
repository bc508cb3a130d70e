import { existsSync } from 'node:fs';

const candidates = {
  chromium: [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
  firefox: [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
};

/** Paths of the system Chromium and Firefox the tests drive, or undefined where one is missing. */
export function browserPaths() {
  const find = (list) => list.find((path) => path && existsSync(path));
  return { chromium: find(candidates.chromium), firefox: find(candidates.firefox) };
}
