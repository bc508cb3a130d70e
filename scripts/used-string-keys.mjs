// Which keys of the English string table the runtime's code can ask for, so the build ships only
// those: a key is used when some module outside src/shared/i18n names it (a string literal, a
// property, an identifier, even a comment: erring towards keeping) or builds it from a template
// prefix (`currencyName${code}`). The build applies the rule to each module alone, to the
// JavaScript the module compiles to (its comments and types gone: they name keys no code can ask
// for), so each module carries the English entries it names into its own chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One entry of the table: `  key: '…',`, the text on the key's line or, when long, on the next. */
const ENTRY = /^ {2}(\w+):(?: |\n {4})('.*'),$/gm;

/** An element's tag name (`sq-summary`, `./elements/sq-summary.js`): a name, not a text, so its words name no key. */
const TAG_NAME = /\bsq-[a-z][a-z0-9-]*/g;

/** The keys of `keys` that `sources` (module texts) name or build. */
export function usedKeys(keys, sources) {
  const words = new Set();
  const prefixes = new Set();
  for (const source of sources) {
    for (const [word] of source.replace(TAG_NAME, ' ').matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
    for (const [, prefix] of source.matchAll(/`([A-Za-z_$][\w$]*)\$\{/g)) prefixes.add(prefix);
  }
  return keys.filter((key) => words.has(key) || [...prefixes].some((prefix) => key.startsWith(prefix)));
}

/**
 * The runtime's module texts: src/ without the string tables themselves, and without the block
 * templates (src/shared/blocks), which the server renders with the whole table.
 */
export function runtimeSources(srcDir) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return walk(srcDir)
    .filter((path) => !/^shared\/(i18n|blocks)\//.test(relative(srcDir, path).split(sep).join('/')))
    .map((path) => readFileSync(path, 'utf8'));
}

/**
 * How the build compiles a module (rollup.config.mjs, through @rollup/plugin-typescript): no
 * comments, so that the per-module rule reads only what code can ask for.
 */
export const COMPILER_OPTIONS = { noCheck: true, removeComments: true };

/** The JavaScript of a TypeScript module, without its comments and types: what the per-module rule reads. */
export function moduleCode(source, path) {
  const { outputText } = ts.transpileModule(source, {
    fileName: path,
    compilerOptions: { ...COMPILER_OPTIONS, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX },
  });
  return outputText;
}

/** The table's entries in order: each key with its text as the source writes it (a quoted literal). */
export function tableEntries(tableSource) {
  return [...tableSource.matchAll(ENTRY)].map(([, key, literal]) => ({ key, literal }));
}

/** The table's source with the entries of unused keys left out. */
export function pruneTable(tableSource, sources) {
  const keys = tableEntries(tableSource).map((entry) => entry.key);
  const kept = new Set(usedKeys(keys, sources));
  const code = tableSource.replace(ENTRY, (entry, key) => (kept.has(key) ? entry : ''));
  return { code, kept: kept.size, dropped: keys.filter((key) => !kept.has(key)) };
}

/**
 * The compiled table (`moduleCode` of the table's source) with every entry left out: in a build,
 * each module brings the entries it names. `program` is the compiled code's syntax tree.
 */
export function emptyTable(tableCode, program) {
  for (const statement of program.body) {
    const declarations = statement.type === 'ExportNamedDeclaration' ? (statement.declaration?.declarations ?? []) : [];
    const table = declarations.find((declaration) => declaration.id.name === 'strings')?.init;
    if (table?.type === 'ObjectExpression') return `${tableCode.slice(0, table.start)}{}${tableCode.slice(table.end)}`;
  }
  throw new Error('The English string table has no `export const strings = { … }`.');
}

/**
 * The statement that registers the English entries a module names (the rule above, applied to
 * `moduleCode`, that module's JavaScript, alone), importing the registration from `tablesModule`;
 * '' when it names none. One line, so that the module's own lines keep their numbers.
 */
export function englishRegistration(moduleCode, entries, tablesModule) {
  const keys = new Set(
    usedKeys(
      entries.map((entry) => entry.key),
      [moduleCode],
    ),
  );
  if (keys.size === 0) return '';
  const table = entries.filter((entry) => keys.has(entry.key)).map((entry) => `${entry.key}: ${entry.literal}`);
  return `import { addEnglishStrings } from ${JSON.stringify(tablesModule)}; addEnglishStrings({ ${table.join(', ')} });`;
}

/**
 * A chunk's code with each English entry registered once: a registration (from
 * `englishRegistration`) loses the entries an earlier one in the same chunk made, since a chunk's
 * modules run in order; one left with none goes. `program` is the chunk's syntax tree.
 */
export function withoutRepeatedEntries(code, program) {
  const seen = new Set();
  const edits = [];
  for (const statement of program.body) {
    const call = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    const table = call?.arguments?.[0];
    if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || !/^addEnglishStrings(\$\d+)?$/.test(call.callee.name)) continue;
    if (call.arguments.length !== 1 || table.type !== 'ObjectExpression') continue;
    const keyOf = (property) => property.key.name ?? property.key.value;
    const fresh = table.properties.filter((property) => !seen.has(keyOf(property)));
    for (const property of table.properties) seen.add(keyOf(property));
    if (fresh.length === table.properties.length) continue;
    const entries = fresh.map((property) => code.slice(property.start, property.end));
    edits.push({ start: statement.start, end: statement.end, text: entries.length ? `${call.callee.name}({ ${entries.join(', ')} });` : '' });
  }
  return edits.reduceRight((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);
}
