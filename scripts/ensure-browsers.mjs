// Makes sure Debian's Chromium and Firefox ESR are installed: the tests drive the real browsers.
import { browserPaths } from './browsers.mjs';
import { ensureDebianPackages, runOrExit } from './debian-packages.mjs';

const PACKAGES = { chromium: 'chromium', firefox: 'firefox-esr' };
const missing = () => Object.keys(PACKAGES).filter((name) => !browserPaths()[name]);

runOrExit(() =>
  ensureDebianPackages(
    missing().map((name) => PACKAGES[name]),
    'the tests',
    () => missing().length === 0,
  ),
);
