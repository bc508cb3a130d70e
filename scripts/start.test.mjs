import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process.mjs';
import { isCurrent } from './start.mjs';

const base = mkdtempSync(join(tmpdir(), 'sq-start-'));
after(() => rmSync(base, { recursive: true, force: true }));

function file(path, secondsAgo) {
  mkdirSync(join(base, path, '..'), { recursive: true });
  writeFileSync(join(base, path), '');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(base, path), time, time);
}

test('the build is skipped only when every file in dist/ is newer than every build input', () => {
  assert.equal(isCurrent(base), false, 'no dist/ yet');
  file('src/elements/sq-a.ts', 100);
  file('package.json', 100);
  file('rollup.config.mjs', 100);
  file('dist/sq-elements.js', 50);
  file('dist/types/index.d.ts', 40);
  assert.equal(isCurrent(base), true);
  file('src/shared/i18n/strings.en.ts', 45);
  assert.equal(isCurrent(base), false, 'a source newer than one built file');
  file('dist/sq-elements.js', 10);
  file('dist/types/index.d.ts', 10);
  assert.equal(isCurrent(base), true);
  file('rollup.config.mjs', 5);
  assert.equal(isCurrent(base), false, 'the rollup config changed');
  file('dist/sq-elements.js', 1);
  file('dist/types/index.d.ts', 1);
  file('package.json', 0);
  assert.equal(isCurrent(base), false, 'package.json changed');
});

test('`npm start` says what it is doing at each step, then where the demo is; the demo answers, and Ctrl+C stops it', async () => {
  // On the build the suite runs on: a stale one would be rebuilt under the other tests.
  assert.equal(isCurrent(), true, 'dist/ is current (npm test builds it first)');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const start = spawn(process.execPath, [fileURLToPath(new URL('./start.mjs', import.meta.url))], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', SQ_DB_FILE: join(base, 'start.db'), SQ_PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const lines = [];
  const exited = new Promise((resolve) => start.on('exit', (code) => resolve(code)));
  try {
    await new Promise((resolve, reject) => {
      createInterface({ input: start.stdout }).on('line', (line) => {
        lines.push(line);
        if (line.startsWith('sq-elements demo: ')) resolve();
      });
      start.on('exit', () => reject(new Error(`npm start ended first:\n${lines.join('\n')}`)));
    });
    const said = lines.filter((line) => line.startsWith('sq-elements'));
    assert.deepEqual(
      said.map((line) => line.replace(/\d+\.\d s/, 'N s')),
      [
        'sq-elements: compiling the reference server (tsc -b server; about two minutes the first time, seconds after)…',
        'sq-elements: the library is current, skipping the build.',
        'sq-elements: compiled the server in N s.',
        `sq-elements: starting the server for ${origin}/ (the docs at ${origin}/docs/; PORT= and HOST= change where)…`,
        `sq-elements demo: ${origin}/`,
      ],
    );
    const home = await fetch(`${origin}/`);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<title>[^<]+<\/title>/);
    start.kill('SIGINT');
    assert.equal(await exited, 0);
    await assert.rejects(fetch(`${origin}/`), 'the server stopped with it');
  } finally {
    if (start.exitCode === null) process.kill(-start.pid, 'SIGKILL');
  }
});
