import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.js';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

test('npm run serve: the server compiled by tsc -b runs with plain node and serves the site', async () => {
  execFileSync(process.execPath, [join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], { cwd: projectRoot });
  const server = await startServer({ args: ['server/dist/server/main.js'] });
  try {
    assert.deepEqual(await (await fetch(`${server.url}/healthz`)).json(), { ok: true });
    const page = await fetch(`${server.url}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<script type="application\/json" id="sq-site-context">/);
    const key = await fetch(`${server.url}/api/form/FormSubmissionKey`, { method: 'POST' });
    assert.deepEqual(await key.json(), { crumbFail: true }, 'the crumb check runs in the compiled server too');
    assert.match(server.output(), /sq-elements demo: http:\/\/127\.0\.0\.1:\d+\//);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});
