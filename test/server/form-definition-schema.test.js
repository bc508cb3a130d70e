import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { readSiteDefinition } from '../../server/site/definition.js';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';

/** The corpus the browser's unit test runs too: both sides must accept and refuse the same definitions. */
const corpus = JSON.parse(await readFile(new URL('../fixtures/form-definitions.json', import.meta.url), 'utf8'));

describe('the one form schema, on the server', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
    await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('the corpus has definitions to accept and to refuse', () => {
    assert.ok(corpus.filter((entry) => entry.accepted).length >= 3);
    assert.ok(corpus.filter((entry) => !entry.accepted).length >= 10);
  });

  for (const { about, accepted, definition } of corpus) {
    test(`${accepted ? 'loads' : 'refuses to load'} a site whose form has ${about}`, async () => {
      await writeFile(join(dir, 'forms.json'), JSON.stringify([definition]));
      if (accepted) {
        const site = await readSiteDefinition(dir);
        assert.deepEqual(site.forms, [definition]);
      } else {
        await assert.rejects(readSiteDefinition(dir), /forms\.json: form 1 (needs|has|field \d)/);
      }
    });
  }
});
