// Measures every JavaScript and CSS file of the CDN build in dist/ (raw and gzip -9) and checks them against size-budgets.json:
// each file's own budget, and each page's total first load (its entry files plus every chunk they
// import statically, counted once), and that the chunks only some pages need stay out of those loads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A built file's name as size-budgets.json writes it (`dist/…`), wherever that build lies. */
function distPath(dist, path) {
  return `dist/${relative(dist, path).split(sep).join('/')}`;
}

/** The files a page downloads: scripts, and the stylesheets it links (theme.css, sq-elements.css). */
function listDownloads(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listDownloads(path);
    return entry.isFile() && /\.(js|css)$/.test(entry.name) ? [path] : [];
  });
}

/** Gzip at level 9: the same bytes on every run, so numbers only move when the code does. */
function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/** A budget key names a file, or several with `*` standing for any characters but `/` (hashed chunks). */
function matcher(pattern) {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]*')}$`);
}

/**
 * size-budgets.json: `"dist/…": bytes` per file; `firstLoad`, a page's entry files, the gzip bytes
 * they may pull in together (`gzip`, the check) and, where the page is not there yet, the bytes it
 * should come down to (`target`, reported); `lazyOnly`, files no first load may import statically;
 * `reasons`, why a budget (a file's pattern or a first load's name) is what it is, said when it fails.
 */
function readBudgets(path) {
  const raw = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const { firstLoad = {}, lazyOnly = [], reasons = {}, ...files } = raw;
  return { files, firstLoad, lazyOnly, reasons };
}

/** Relative specifiers a module imports statically (`import … from "./x.js"`, `export … from`, `import "./x.js"`). */
function staticImports(source) {
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** The entries and every chunk they import statically, each once: what a page with them downloads before anything lazy. */
function staticClosure(entries, byPath) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path) || !byPath.has(path)) return;
    seen.add(path);
    for (const specifier of byPath.get(path).imports) visit(resolve(dirname(path), specifier));
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/** Gzip bytes of an entry plus every chunk it imports statically: what a page with that element downloads besides the loader. */
function withDependencies(entry, byPath) {
  const seen = staticClosure([entry], byPath);
  return { files: seen.size, gzip: [...seen].reduce((sum, path) => sum + byPath.get(path).gzip, 0) };
}

/**
 * Measures dist/ and applies the budgets. Returns the report; writes nothing.
 * @param {{ dist?: string, budgetsPath?: string }} [options]
 */
export function measure({ dist = join(root, 'dist'), budgetsPath = join(root, 'size-budgets.json') } = {}) {
  // An exact name wins over a pattern that also matches the file.
  const config = readBudgets(budgetsPath);
  const budgets = Object.entries(config.files)
    .map(([pattern, bytes]) => ({ pattern, bytes, reason: config.reasons[pattern], test: matcher(pattern) }))
    .sort((a, b) => Number(a.pattern.includes('*')) - Number(b.pattern.includes('*')));
  const byPath = new Map();
  // What a page downloads is the CDN build: the ESM build under dist/esm/ is an app's bundler's input.
  const esm = join(dist, 'esm') + sep;
  for (const path of listDownloads(dist)
    .filter((file) => !file.startsWith(esm))
    .sort()) {
    const source = readFileSync(path);
    byPath.set(path, { raw: source.length, gzip: gzipSize(source), imports: staticImports(source.toString('utf8')) });
  }

  const files = [...byPath].map(([path, size]) => {
    const file = distPath(dist, path);
    const { bytes: budget, reason } = budgets.find((item) => item.test.test(file)) ?? {};
    const status = budget === undefined ? undefined : size.gzip <= budget ? 'ok' : 'over';
    return { file, raw: size.raw, gzip: size.gzip, budget, reason, status };
  });
  const notBuilt = budgets.filter((item) => !files.some((file) => item.test.test(file.file))).map((item) => item.pattern);
  const elements = [...byPath.keys()]
    .filter((path) => distPath(dist, path).startsWith('dist/elements/'))
    .map((path) => ({ element: distPath(dist, path), ...withDependencies(path, byPath) }));
  const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });

  const lazyOnly = config.lazyOnly.map(matcher);
  const firstLoads = Object.entries(config.firstLoad).map(([name, { entries, gzip: budget, target = budget }]) => {
    const paths = entries.map((entry) => join(dist, entry.replace(/^dist\//, '')));
    const missing = entries.filter((_, index) => !byPath.has(paths[index]));
    const loaded = [...staticClosure(paths, byPath)].map((path) => ({ file: distPath(dist, path), gzip: byPath.get(path).gzip }));
    const gzip = loaded.reduce((sum, file) => sum + file.gzip, 0);
    const eager = loaded.filter((file) => lazyOnly.some((test) => test.test(file.file))).map((file) => file.file);
    const status = missing.length ? 'not built' : gzip > budget || eager.length ? 'over' : gzip > target ? 'above target' : 'ok';
    return { name, entries, files: loaded.length, gzip, budget, target, reason: config.reasons[name], status, missing, eager, loaded };
  });
  const lazyNotBuilt = config.lazyOnly.filter((pattern) => !files.some((file) => matcher(pattern).test(file.file)));

  return {
    compression: 'gzip, zlib level 9',
    files,
    elements,
    total,
    firstLoads,
    over: files.filter((file) => file.status === 'over').map(({ file, gzip, budget, reason }) => ({ file, gzip, budget, reason })),
    notBuilt: [...notBuilt, ...firstLoads.flatMap((load) => load.missing), ...lazyNotBuilt],
  };
}

/** The budget's reason, to say beside a failure. */
const because = (reason) => (reason ? `; the budget: ${reason}` : '');

function bytes(value) {
  return value === undefined ? '-' : String(value);
}

function table(rows, headers) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The report as text tables, for the terminal. */
export function formatReport(report) {
  const fileRows = report.files.map((file) => [file.file, bytes(file.raw), bytes(file.gzip), bytes(file.budget), file.status ?? '-']);
  fileRows.push(['total', bytes(report.total.raw), bytes(report.total.gzip), '', '']);
  const parts = [`Sizes in bytes (${report.compression}):\n${table(fileRows, ['file', 'raw', 'gzip', 'budget', 'status'])}`];
  if (report.elements.length) {
    const elementRows = report.elements.map((item) => [item.element, item.files, bytes(item.gzip)]);
    parts.push(`Each element with the chunks it imports statically:\n${table(elementRows, ['element', 'files', 'gzip'])}`);
  }
  if (report.firstLoads.length) {
    const loadRows = report.firstLoads.map((load) => [load.name, load.files, bytes(load.gzip), bytes(load.budget), bytes(load.target), load.status]);
    parts.push(
      `Total first load of a page (entries and the chunks they import statically, each once):\n${table(loadRows, ['page', 'files', 'gzip', 'budget', 'target', 'status'])}`,
    );
    const above = report.firstLoads.filter((load) => load.status === 'above target');
    if (above.length)
      parts.push(
        above
          .map((load) => `above target: the first load of "${load.name}" is ${load.gzip - load.target} B over its target of ${load.target} B`)
          .join('\n'),
      );
  }
  return parts.join('\n\n');
}

/** `node scripts/check-size.mjs [--dist dir]`: another build can be measured against the same budgets. */
function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  const report = measure(values.dist ? { dist: resolve(values.dist) } : {});
  console.log(formatReport(report));
  const problems = [
    ...report.notBuilt.map((file) => `not built: ${file}`),
    ...report.over.map(
      ({ file, gzip, budget, reason }) => `over budget: ${file} is ${gzip} B gzip, budget ${budget} B (${gzip - budget} B over)${because(reason)}`,
    ),
    ...report.firstLoads
      .filter((load) => load.status === 'over' && load.gzip > load.budget)
      .map(
        (load) =>
          `over budget: the first load of "${load.name}" is ${load.gzip} B gzip, budget ${load.budget} B (${load.gzip - load.budget} B over)${because(load.reason)}`,
      ),
    ...report.firstLoads.flatMap((load) => load.eager.map((file) => `not lazy: the first load of "${load.name}" imports ${file} statically`)),
  ];
  const failed = report.over.length || report.notBuilt.length || report.firstLoads.some((load) => load.status === 'over');
  if (report.notBuilt.length) problems.push('Run npm run build first.');
  if (failed) {
    console.error(`\n${problems.join('\n')}`);
    return 1;
  }
  console.log('All budgeted files and first loads are within budget.');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = main();
