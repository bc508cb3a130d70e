import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.js';

const POSTGRES_DIR = '/usr/lib/postgresql';

/** The newest PostgreSQL's bin folder (Debian's layout), or undefined when none is installed. */
export function postgresBinaries() {
  if (!existsSync(POSTGRES_DIR)) return undefined;
  const version = readdirSync(POSTGRES_DIR)
    .filter((name) => existsSync(join(POSTGRES_DIR, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version && join(POSTGRES_DIR, version, 'bin');
}

const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * A PostgreSQL instance of the test's own: a cluster made by initdb in a temporary folder, on a free
 * loopback port, that the test may restart and stop at will; the machine's shared cluster is never
 * touched. PostgreSQL refuses to run as root, so as root it runs as the user postgres, who is given
 * the folder. Trust authentication, as it listens on 127.0.0.1 only.
 */
export async function startPrivatePostgres() {
  const bin = postgresBinaries();
  if (!bin) throw new Error(`PostgreSQL's binaries are not installed under ${POSTGRES_DIR}`);
  const dir = await mkdtemp(join(tmpdir(), 'sq-private-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    await chown(dir, uid, gid);
  }
  const run = (program, args) => {
    const command = [join(bin, program), ...args].map(quote).join(' ');
    return execFileSync('sh', ['-c', asRoot ? `su postgres -c ${quote(command)}` : command], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const pgCtl = (...args) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', ...args]);

  run('initdb', ['-D', data, '-U', 'sq', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // In its configuration, not on pg_ctl's command line, so every start (and restart) keeps to this port.
  await appendFile(
    join(data, 'postgresql.conf'),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = on\n`,
  );
  pgCtl('start');
  return {
    url: `postgres://sq@127.0.0.1:${port}/postgres`,
    /** A fast restart: PostgreSQL ends every connection, shuts down cleanly and starts again. */
    restart: () => pgCtl('-m', 'fast', 'restart'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
    start: () => pgCtl('start'),
    /** Stops it, if it still runs, and removes its folder. */
    async remove() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // Not running.
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
