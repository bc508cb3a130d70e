import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { rawRequest } from './raw-http.js';
import { startServer } from './server.js';

/** Every file of the site definition: none of them is a public file. */
const privateFiles = readdirSync(new URL('../../demo/site', import.meta.url)).map((file) => ['site', file]);

/** The ways a path to `folder/file` can be written so that a file server or a prefix check reads it differently. */
function variants(folder, file) {
  return [
    `/${folder}/${file}`,
    `/demo/${folder}/${file}`,
    `/./${folder}/${file}`,
    `/%2e/${folder}/${file}`,
    `//${folder}/${file}`,
    `/${folder}//${file}`,
    `/../${folder}/${file}`,
    `/%2e%2e/${folder}/${file}`,
    `/%2E%2E%2F${folder}%2F${file}`,
    `/..%2f${folder}%2f${file}`,
    `/%252e%252e/${folder}/${file}`,
    `/%252e/${folder}/${file}`,
    `/${folder}%252f${file}`,
    `/..\\${folder}\\${file}`,
    `/.\\${folder}\\${file}`,
    `/..%5c${folder}%5c${file}`,
    `/images/../../${folder}/${file}`,
    `/images/%2e%2e/%2e%2e/${folder}/${file}`,
    `/dist/../demo/${folder}/${file}`,
    `/dist/..%2f..%2fdemo%2f${folder}%2f${file}`,
    `/vendor/lit-html/../../../demo/${folder}/${file}`,
    `/${folder}/${file}%00.html`,
    `/${folder}/${file.toUpperCase()}`,
  ];
}

describe('the site definition is never served', () => {
  let server;

  before(async () => {
    server = await startServer();
  });

  after(async () => {
    await server?.stop();
  });

  for (const [folder, file] of privateFiles) {
    test(`${folder}/${file}: every spelling of its path answers 404`, async () => {
      for (const path of variants(folder, file)) {
        for (const method of ['GET', 'HEAD']) {
          const response = await rawRequest(server.url, { method, path });
          assert.equal(response.status, 404, `${method} ${path} answered ${response.status}`);
          if (method === 'GET') {
            // The site's not-found page, with the public website context every page carries, never the file.
            assert.match(response.body, /<h1>Page not found<\/h1>/, path);
            const page = response.body.replace(/<script type="application\/json" id="sq-site-context">[\s\S]*?<\/script>/, '');
            assert.doesNotMatch(page, /passwordHash|"token"|"forms"|"productType"/, `${path} leaked content`);
            assert.doesNotMatch(response.body, /passwordHash|"token"/, `${path} leaked a secret`);
          }
        }
      }
    });
  }

  test('the public files are still served, and a page still gets its header and footer', async () => {
    for (const path of ['/', '/shop', '/cart', '/images/tide-mug.svg', '/demo.css', '/dist/sq-elements.js', '/vendor/lit-html/lit-html.js']) {
      const response = await rawRequest(server.url, { path });
      assert.equal(response.status, 200, path);
    }
    const home = await rawRequest(server.url, { path: '/' });
    assert.match(home.body, /<footer/);
    assert.match(home.body, /<header class="site-header"/);
  });
});
