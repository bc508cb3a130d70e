import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CONTACT, values } from './processes.js';
import { runUntilExit as startFailing, startServer } from './server.js';

/** Small file systems of their own need root to mount; elsewhere those tests say why they do not run. */
const isRoot = process.getuid?.() === 0;
const needsRoot = isRoot ? false : 'mounting a small tmpfs needs root (CI runs as root)';

function mountTmpfs(dir, size) {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
}

describe('start-up database errors name the database and the cause', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sq-start-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('a database path under a regular file', async () => {
    await writeFile(join(dir, 'not-a-folder'), 'x');
    const { code, output } = await startFailing({ SQ_DB_FILE: join(dir, 'not-a-folder', 'sq.db') });
    assert.equal(code, 1);
    assert.match(
      output,
      new RegExp(
        `Cannot open the SQLite database ${join(dir, 'not-a-folder', 'sq.db')}: a part of the path ${join(dir, 'not-a-folder')} is a file, not a folder\\.`,
      ),
    );
  });

  test('a database path whose folders do not exist yet: they are made, and the server stores', async () => {
    const file = join(dir, 'missing', 'deeper', 'sq.db');
    const server = await startServer({ dbFile: file });
    try {
      assert.deepEqual(await (await fetch(`${server.url}/readyz`)).json(), { ok: true });
    } finally {
      await server.stop();
    }
    assert.ok(existsSync(file), 'the database file was made in the new folders');
  });

  test('a missing database folder that cannot be made on a read-only file system', { skip: needsRoot }, async () => {
    const mount = join(dir, 'read-only-empty');
    execFileSync('mkdir', ['-p', mount]);
    mountTmpfs(mount, '1m');
    try {
      execFileSync('mount', ['-o', 'remount,ro', mount]);
      const file = join(mount, 'missing', 'sq.db');
      const { code, output } = await startFailing({ SQ_DB_FILE: file });
      assert.equal(code, 1);
      assert.equal(
        output,
        `sq-elements server: Cannot open the SQLite database ${file}: the file or its folder is read-only; give the server a folder it can write (SQ_DB_FILE).\n`,
      );
    } finally {
      execFileSync('umount', [mount]);
    }
  });

  test('an unreachable DATABASE_URL names the host and port, never the password', async () => {
    const { code, output } = await startFailing({ DATABASE_URL: 'postgres://sq:hunter2@127.0.0.1:1/shop' });
    assert.equal(code, 1);
    assert.match(
      output,
      /Cannot open PostgreSQL at 127\.0\.0\.1:1 \(database shop\): the connection was refused; is PostgreSQL running and listening there\?/,
    );
    assert.doesNotMatch(output, /hunter2|migration/);
  });

  test('a DATABASE_URL of another database stops start-up, naming the setting and the accepted forms, never the password', async () => {
    for (const url of ['mysql://root:hunter2@db.example/shop', 'sqlite:///var/sq.db', 'db.example:5432/shop']) {
      const { code, output } = await startFailing({ DATABASE_URL: url });
      assert.equal(code, 1, url);
      assert.match(output, /sq-elements server: DATABASE_URL (is a [a-z]+: URL|is not a URL), which this server cannot use\./, url);
      assert.match(output, /postgres:\/\/user:password@host:5432\/database \(or postgresql:\/\/…\) for PostgreSQL, or leave it unset for SQLite/);
      assert.doesNotMatch(output, /hunter2|listening/, url);
    }
  });

  test('a read-only database', { skip: needsRoot }, async () => {
    const mount = join(dir, 'read-only');
    execFileSync('mkdir', ['-p', mount]);
    mountTmpfs(mount, '4m');
    try {
      const file = join(mount, 'sq.db');
      // Made by a first start, then the file system turns read-only.
      const first = await startServer({ dbFile: file });
      await first.stop();
      execFileSync('mount', ['-o', 'remount,ro', mount]);
      const { code, output } = await startFailing({ SQ_DB_FILE: file });
      assert.equal(code, 1);
      assert.match(output, new RegExp(`Cannot (open|prepare) the SQLite database ${file}: the file or its folder is read-only`));
    } finally {
      execFileSync('umount', [mount]);
    }
  });
});

describe('a full disk', { skip: needsRoot }, () => {
  let dir;
  let server;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sq-full-'));
    mountTmpfs(dir, '8m');
    server = await startServer({ dbFile: join(dir, 'sq.db') });
  });
  after(async () => {
    await server?.stop();
    execFileSync('umount', [dir]);
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path) => fetch(`${server.url}${path}`).then(async (response) => ({ status: response.status, body: await response.json() }));

  async function submit() {
    const page = await fetch(`${server.url}/`);
    await page.arrayBuffer();
    const crumb = /crumb=([^;]+)/.exec(page.headers.get('set-cookie'))[1];
    const headers = { 'x-csrf-token': crumb, cookie: `crumb=${crumb}` };
    const keyed = await fetch(`${server.url}/api/form/FormSubmissionKey`, { method: 'POST', headers });
    if (keyed.status !== 200) return { status: keyed.status, body: await keyed.json() };
    const { key } = await keyed.json();
    const saved = await fetch(`${server.url}/api/form/SaveFormSubmission`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ key, formId: CONTACT, form: values, submitButtonText: 'x'.repeat(180) }),
    });
    return { status: saved.status, body: await saved.json() };
  }

  test('writes answer 503 with the reason, readiness fails while liveness holds, and both recover once there is room', async () => {
    assert.equal((await submit()).status, 200, 'a submission is stored while there is room');
    assert.deepEqual(await get('/readyz'), { status: 200, body: { ok: true } });
    // Fill what is left of the file system.
    execFileSync('sh', ['-c', `dd if=/dev/zero of=${join(dir, 'filler')} bs=64k 2>/dev/null || true`]);
    let answer;
    for (let attempt = 0; attempt < 200 && (answer = await submit()).status === 200; attempt += 1);
    assert.equal(answer.status, 503, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { error: 'The server cannot store data right now (the disk is full). Please try again later.' });
    const ready = await get('/readyz');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.body, { ok: false, error: 'The server cannot store data right now (the disk is full). Please try again later.' });
    assert.deepEqual(await get('/healthz'), { status: 200, body: { ok: true } });

    await rm(join(dir, 'filler'));
    assert.deepEqual(await get('/readyz'), { status: 200, body: { ok: true } });
    assert.equal((await submit()).status, 200, 'submissions are stored again');
  });
});
