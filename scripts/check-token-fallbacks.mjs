// Reads every `var(--sq-<token>, fallback)` in the CSS the elements adopt (each *.styles.ts module,
// evaluated as the build evaluates it) and in the rest of src/, and compares the fallback with the
// token's value in src/shared/theme/tokens.ts: an element must look the same with theme.css or without it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const TOKEN_USE = /var\(\s*(--sq-(?:font-size|space|radius|duration)-\d+|--sq-color-[a-z]+-\d+|--sq-z-index-base)\s*,\s*([^)]+?)\s*\)/g;

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const load = (path) => tsImport(pathToFileURL(path).href, import.meta.url);

/** The token values by custom property name, from the tokens themselves. */
export async function tokenValues() {
  const { tokenProperties } = await load(join(root, 'src/shared/theme/theme.ts'));
  return new Map(tokenProperties().map(({ name, value }) => [name, value]));
}

/** The CSS to check, by where it comes from: every styles module's `styles` as evaluated, and the text of every other source. */
export async function cssTexts(srcDir = join(root, 'src')) {
  const texts = [];
  for (const path of sources(srcDir)) {
    const where = relative(srcDir, path);
    if (path.endsWith('.styles.ts')) texts.push({ where, text: String((await load(path)).styles ?? '') });
    // The helper writes `var(--sq-…, ${value})` itself; what it makes is checked through the styles that call it.
    else if (!where.endsWith('theme/css.ts')) texts.push({ where, text: readFileSync(path, 'utf8') });
  }
  return texts;
}

/** Every token use whose fallback is not the token's value, as `where: use`. */
export async function disagreeingFallbacks(texts, values) {
  const problems = [];
  let uses = 0;
  for (const { where, text } of texts) {
    for (const [use, name, fallback] of text.matchAll(TOKEN_USE)) {
      uses += 1;
      const value = values.get(name);
      if (value === undefined) problems.push(`${where}: ${use} names no token`);
      else if (fallback.toLowerCase() !== value.toLowerCase()) problems.push(`${where}: ${use} (the token is ${value})`);
    }
  }
  return { uses, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { uses, problems } = await disagreeingFallbacks(await cssTexts(), await tokenValues());
  if (problems.length > 0) {
    console.error(`${problems.length} of ${uses} token fallbacks disagree with their token:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`All ${uses} token fallbacks agree with their tokens.`);
}
