// Which keys of the English string table the runtime's code can ask for, so the build ships only
// those: a key is used when some module outside src/shared/i18n names it (a string literal, a
// property, an identifier, even a comment: erring towards keeping) or builds it from a template
// prefix (`currencyName${code}`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The keys of `keys` that `sources` (module texts) name or build. */
export function usedKeys(keys, sources) {
  const words = new Set();
  const prefixes = new Set();
  for (const source of sources) {
    for (const [word] of source.matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
    for (const [, prefix] of source.matchAll(/`([A-Za-z_$][\w$]*)\$\{/g)) prefixes.add(prefix);
  }
  return keys.filter((key) => words.has(key) || [...prefixes].some((prefix) => key.startsWith(prefix)));
}

/** The runtime's module texts, src/ without the string tables themselves. */
export function runtimeSources(srcDir) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return walk(srcDir)
    .filter((path) => !relative(srcDir, path).split(sep).join('/').startsWith('shared/i18n/'))
    .map((path) => readFileSync(path, 'utf8'));
}

/** The table's source with the entries of unused keys left out; each entry is one `  key: '…',` line. */
export function pruneTable(tableSource, sources) {
  const entry = /^ {2}(\w+): '.*',$/gm;
  const keys = [...tableSource.matchAll(entry)].map((match) => match[1]);
  const kept = new Set(usedKeys(keys, sources));
  const code = tableSource.replace(entry, (line, key) => (kept.has(key) ? line : ''));
  return { code, kept: kept.size, dropped: keys.filter((key) => !kept.has(key)) };
}
