// Debian's HAProxy, for `npm run cluster`, the end-to-end test behind it and the benchmark. Run as
// a script (`npm test` does first), it installs the package when it can or says what to install.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages, runOrExit } from './debian-packages.mjs';

/** Where HAProxy is: SQ_HAPROXY, else Debian's /usr/sbin/haproxy; undefined when it is missing. */
export function haproxyPath() {
  return [process.env.SQ_HAPROXY, '/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((path) => path && existsSync(path));
}

/** HAProxy's path, installing Debian's package first when root with apt-get; throws saying what to install otherwise. */
export function ensureHaproxy(purpose) {
  ensureDebianPackages(['haproxy'], purpose, () => haproxyPath() !== undefined);
  return haproxyPath();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) runOrExit(() => ensureHaproxy('the tests'));
