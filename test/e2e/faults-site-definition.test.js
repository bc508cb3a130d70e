import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runUntilExit, startServer } from './server.js';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The compiled server, as `npm run serve` runs it in production. */
const COMPILED = ['server/dist/server/main.js'];
const FIX = 'Fix the file and start the server again.';
const VALUE = 'expected a value (an object, array, string, number, true, false or null)';

/** Every file of the demo's site definition, review-requests.json (optional) among them. */
const files = (await readdir(join(projectRoot, 'demo/site'))).filter((file) => file.endsWith('.json'));

/** What a file of the wrong shape at its top level is told: each is an array but these. */
const TOP_LEVEL = { 'website.json': 'must be an object', 'header-footer.json': 'must be an object with a "header" and a "footer" object' };

describe('a broken site definition stops the compiled server at start-up with one message', () => {
  let dir;
  let site;
  before(async () => {
    execFileSync(process.execPath, [join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], { cwd: projectRoot });
    dir = await mkdtemp(join(tmpdir(), 'sq-broken-site-'));
    site = join(dir, 'site');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  /** A fresh copy of demo/site with `file` written as `text`; starts the server on it and resolves with how it exited. */
  async function startWith(file, text) {
    await rm(site, { recursive: true, force: true });
    await cp(join(projectRoot, 'demo/site'), site, { recursive: true });
    await writeFile(join(site, file), text);
    return runUntilExit({ SQ_SITE_DIR: site, SQ_DB_FILE: join(dir, 'sq.db') }, { args: COMPILED });
  }

  /** Exit code 1 and exactly `message` on one line: no stack trace, no half-started server. */
  function assertStopped({ code, output }, message) {
    assert.equal(code, 1, output);
    assert.equal(output, `sq-elements server: ${message}\n`);
  }

  for (const file of files) {
    test(`${file}: cut short, its line and column are named`, async () => {
      const text = await readFile(join(projectRoot, 'demo/site', file), 'utf8');
      // Cut right after the first property's colon: the value is missing where the file ends.
      const cut = text.slice(0, text.indexOf('":') + 2);
      const lines = cut.split('\n');
      assertStopped(
        await startWith(file, cut),
        `${join(site, file)} is not valid JSON at line ${lines.length}, column ${lines.at(-1).length + 1}: ${VALUE}, the file ends. ${FIX}`,
      );
    });

    test(`${file}: empty, or of the wrong shape`, async () => {
      assertStopped(await startWith(file, ''), `${join(site, file)} is not valid JSON at line 1, column 1: ${VALUE}, the file ends. ${FIX}`);
      const wrong = TOP_LEVEL[file] ? '[]' : '{ "entries": [] }';
      assertStopped(await startWith(file, wrong), `${join(site, file)}: ${TOP_LEVEL[file] ?? 'must be an array'}. ${FIX}`);
    });
  }

  test('a missing comma, a trailing one, and an entry of the wrong shape are placed', async () => {
    const pages = await readFile(join(projectRoot, 'demo/site/pages.json'), 'utf8');
    const at = pages.indexOf(',\n');
    const before = pages.slice(0, at).split('\n');
    const next = pages.slice(at + 2).match(/^\s*/)[0].length;
    assertStopped(
      await startWith('pages.json', pages.slice(0, at) + pages.slice(at + 1)),
      `${join(site, 'pages.json')} is not valid JSON at line ${before.length + 1}, column ${next + 1}: expected "," or "}", found "\\"". ${FIX}`,
    );
    assertStopped(
      await startWith('members.json', '[\n  { "email": "a@example.com", },\n]\n'),
      `${join(site, 'members.json')} is not valid JSON at line 2, column 31: expected a property name in double quotes, found "}". ${FIX}`,
    );
    const list = JSON.parse(pages);
    delete list[1].title;
    assertStopped(await startWith('pages.json', JSON.stringify(list, null, 2)), `${join(site, 'pages.json')}: page 2 needs a title. ${FIX}`);
    assertStopped(
      await startWith('review-requests.json', '[{ "token": "t", "productIds": [] }]'),
      `${join(site, 'review-requests.json')}: request 1 needs a token, productIds and an expiresAt date. ${FIX}`,
    );
  });

  test('nothing of a broken definition is stored: the last good one is served after the fix', async () => {
    const dbFile = join(dir, 'kept.db');
    await rm(site, { recursive: true, force: true });
    await cp(join(projectRoot, 'demo/site'), site, { recursive: true });
    const website = JSON.parse(await readFile(join(site, 'website.json'), 'utf8'));
    // A good edit and a broken file together: the server stops, and the good edit waits for the fix.
    await writeFile(join(site, 'website.json'), JSON.stringify({ ...website, website: { ...website.website, siteTitle: 'Edited Title' } }));
    await writeFile(join(site, 'owners.json'), '[');
    const broken = await runUntilExit({ SQ_SITE_DIR: site, SQ_DB_FILE: dbFile }, { args: COMPILED });
    assert.equal(broken.code, 1);
    await cp(join(projectRoot, 'demo/site/owners.json'), join(site, 'owners.json'));
    // A byte-order mark, as some editors save, is no fault.
    await writeFile(join(site, 'forms.json'), `\uFEFF${await readFile(join(projectRoot, 'demo/site/forms.json'), 'utf8')}`);
    const server = await startServer({ dbFile, args: COMPILED, env: { SQ_SITE_DIR: site } });
    try {
      const home = await fetch(`${server.url}/`);
      assert.equal(home.status, 200);
      assert.match(await home.text(), /Edited Title/);
      assert.equal((await fetch(`${server.url}/contact`)).status, 200);
    } finally {
      const code = await server.stop();
      assert.equal(code, 0, `the server's exit code, after:\n${server.output()}`);
    }
  });
});
