import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.mjs';

const dist = mkdtempSync(join(tmpdir(), 'sq-precompress-'));
after(() => rmSync(dist, { recursive: true, force: true }));

test('each script and stylesheet over 1 KB gets a Brotli and a gzip copy that decode to it; images, maps and small files none', async () => {
  const script = `export const text = ${JSON.stringify('a shared chunk '.repeat(200))};\n`;
  const styles = ':root { --sq-colour: black; }\n'.repeat(100);
  mkdirSync(join(dist, 'chunks'));
  writeFileSync(join(dist, 'chunks', 'view-AbCd1234.js'), script);
  writeFileSync(join(dist, 'theme.css'), styles);
  writeFileSync(join(dist, 'small.js'), 'export {};\n');
  writeFileSync(join(dist, 'photo.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, 'chunks', 'view-AbCd1234.js.map'), JSON.stringify({ mappings: 'A'.repeat(4096) }));

  const { files } = await precompress(dist);

  assert.equal(files, 2);
  for (const [path, text] of [
    ['chunks/view-AbCd1234.js', script],
    ['theme.css', styles],
  ]) {
    assert.equal(brotliDecompressSync(readFileSync(join(dist, `${path}.br`))).toString('utf8'), text, path);
    assert.equal(gunzipSync(readFileSync(join(dist, `${path}.gz`))).toString('utf8'), text, path);
  }
  for (const path of ['small.js', 'photo.png', 'chunks/view-AbCd1234.js.map'])
    for (const suffix of ['.br', '.gz']) assert.equal(existsSync(join(dist, path + suffix)), false, path + suffix);
});
