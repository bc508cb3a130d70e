// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
// sends them as they are (server/http/static-files.ts) instead of compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
 * of `dir` of at least SMALLEST bytes, each only when smaller than the file. Returns the files
 * compressed and the bytes before and after Brotli.
 */
export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const path of listFiles(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    if (content.length < SMALLEST) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    files += 1;
    raw += content.length;
    brotli += Math.min(br.length, content.length);
  }
  return { files, raw, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const { files, raw, brotli } = precompress(dir);
  console.log(`Precompressed ${files} files: ${(raw / 1024).toFixed(1)} KB, ${(brotli / 1024).toFixed(1)} KB as Brotli.`);
}
