// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
// sends them as they are (server/http/static-files.ts) instead of compressing on every request.
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

/** The build's text files a page loads; images, source maps (for devtools only) and the copies themselves are left alone. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;

/** Under this many bytes a compressed copy saves less than its headers cost. */
const SMALLEST = 1024;

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * Writes `FILE.br` (Brotli, quality 11) and `FILE.gz` (gzip, level 9) beside each compressible file
 * of `dir` of at least SMALLEST bytes, each only when smaller than the file. Resolves to the files
 * compressed and the bytes before and after Brotli. The files compress side by side on libuv's
 * thread pool, so both cores work.
 */
export async function precompress(dir) {
  const compress = async (path) => {
    const content = await readFile(path);
    if (content.length < SMALLEST) return undefined;
    const [br, gz] = await Promise.all([
      brotliOf(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipOf(content, { level: 9 }),
    ]);
    await Promise.all([
      br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
      gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
    ]);
    return { raw: content.length, brotli: Math.min(br.length, content.length) };
  };
  const done = (
    await Promise.all(
      listFiles(dir)
        .filter((path) => COMPRESSIBLE.test(path))
        .map(compress),
    )
  ).filter(Boolean);
  return {
    files: done.length,
    raw: done.reduce((sum, file) => sum + file.raw, 0),
    brotli: done.reduce((sum, file) => sum + file.brotli, 0),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const { files, raw, brotli } = await precompress(dir);
  console.log(`Precompressed ${files} files: ${(raw / 1024).toFixed(1)} KB, ${(brotli / 1024).toFixed(1)} KB as Brotli.`);
}
