// Installs Debian packages the project runs (browsers, HAProxy, PostgreSQL) when it can: as root on
// a machine with apt-get. Anywhere else it says exactly what to install instead.
import { execSync } from 'node:child_process';

function hasApt() {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure `packages` are installed for `purpose` ("the tests", "npm run cluster"); `present()`
 * says whether what they bring is there. Resolves when it is; otherwise throws an Error whose
 * message names the packages and the command that installs them.
 */
export function ensureDebianPackages(packages, purpose, present) {
  if (present()) return;
  const advice = `Install ${packages.length > 1 ? 'them' : 'it'} with: sudo apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0 || !hasApt()) throw new Error(`Missing for ${purpose}: ${packages.join(', ')}. ${advice}`);
  console.log(`Installing ${packages.join(' ')} from Debian's packages for ${purpose}…`);
  try {
    execSync('apt-get update -qq', { stdio: 'inherit' });
    execSync(`apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    throw new Error(`Could not install ${packages.join(' ')} for ${purpose}. ${advice}`);
  }
  if (!present()) throw new Error(`${packages.join(', ')} still missing after the install. ${advice}`);
}

/** Runs `ensure` as a script's whole job: exits 1 with its message when it throws. */
export function runOrExit(ensure) {
  try {
    ensure();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
