// Makes sure Debian's Chromium and Firefox ESR are installed: the tests drive the real browsers.
import { execSync } from 'node:child_process';
import { browserPaths } from './browsers.mjs';

const missing = Object.entries(browserPaths())
  .filter(([, path]) => !path)
  .map(([name]) => name);
if (missing.length === 0) process.exit(0);

const packages = missing.map((name) => (name === 'chromium' ? 'chromium' : 'firefox-esr'));
const advice = `Install them with: sudo apt-get install -y ${packages.join(' ')}`;
const isRoot = process.getuid?.() === 0;
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

if (!isRoot || !hasApt) {
  console.error(`Missing browsers for the tests: ${missing.join(', ')}. ${advice}`);
  process.exit(1);
}
console.log(`Installing ${packages.join(' ')} from Debian's packages…`);
try {
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
} catch {
  console.error(`Could not install ${packages.join(' ')}. ${advice}`);
  process.exit(1);
}
const still = Object.entries(browserPaths())
  .filter(([, path]) => !path)
  .map(([name]) => name);
if (still.length) {
  console.error(`Still missing: ${still.join(', ')}. ${advice}`);
  process.exit(1);
}
