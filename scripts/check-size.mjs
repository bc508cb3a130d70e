// Measures every JavaScript file in dist/ (raw and gzip -9) and checks them against size-budgets.json.
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

function listJs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJs(path);
    return entry.isFile() && entry.name.endsWith('.js') ? [path] : [];
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

function readBudgets(path) {
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Relative specifiers a module imports statically (`import … from "./x.js"`, `export … from`, `import "./x.js"`). */
function staticImports(source) {
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** Gzip bytes of an entry plus every chunk it imports statically: what a page with that element downloads besides the loader. */
function withDependencies(entry, byPath) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path) || !byPath.has(path)) return;
    seen.add(path);
    for (const specifier of byPath.get(path).imports) visit(resolve(dirname(path), specifier));
  };
  visit(entry);
  return { files: seen.size, gzip: [...seen].reduce((sum, path) => sum + byPath.get(path).gzip, 0) };
}

/**
 * Measures dist/ and applies the budgets. Returns the report; writes nothing.
 * @param {{ dist?: string, budgetsPath?: string }} [options]
 */
export function measure({ dist = join(root, 'dist'), budgetsPath = join(root, 'size-budgets.json') } = {}) {
  // An exact name wins over a pattern that also matches the file.
  const budgets = Object.entries(readBudgets(budgetsPath))
    .map(([pattern, bytes]) => ({ pattern, bytes, test: matcher(pattern) }))
    .sort((a, b) => Number(a.pattern.includes('*')) - Number(b.pattern.includes('*')));
  const byPath = new Map();
  for (const path of listJs(dist).sort()) {
    const source = readFileSync(path);
    byPath.set(path, { raw: source.length, gzip: gzipSize(source), imports: staticImports(source.toString('utf8')) });
  }

  const files = [...byPath].map(([path, size]) => {
    const file = distPath(dist, path);
    const budget = budgets.find((item) => item.test.test(file))?.bytes;
    const status = budget === undefined ? undefined : size.gzip <= budget ? 'ok' : 'over';
    return { file, raw: size.raw, gzip: size.gzip, budget, status };
  });
  const notBuilt = budgets.filter((item) => !files.some((file) => item.test.test(file.file))).map((item) => item.pattern);
  const elements = [...byPath.keys()]
    .filter((path) => distPath(dist, path).startsWith('dist/elements/'))
    .map((path) => ({ element: distPath(dist, path), ...withDependencies(path, byPath) }));
  const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });

  return {
    compression: 'gzip, zlib level 9',
    files,
    elements,
    total,
    over: files.filter((file) => file.status === 'over').map(({ file, gzip, budget }) => ({ file, gzip, budget })),
    notBuilt,
  };
}

function bytes(value) {
  return value === undefined ? '-' : String(value);
}

function table(rows, headers) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
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
  return parts.join('\n\n');
}

/** `node scripts/check-size.mjs [--dist dir]`: another build can be measured against the same budgets. */
function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  const report = measure(values.dist ? { dist: resolve(values.dist) } : {});
  console.log(formatReport(report));
  const problems = [
    ...report.notBuilt.map((file) => `not built: ${file}`),
    ...report.over.map(({ file, gzip, budget }) => `over budget: ${file} is ${gzip} B gzip, budget ${budget} B (${gzip - budget} B over)`),
  ];
  if (report.notBuilt.length) problems.push('Run npm run build first.');
  if (report.over.length || report.notBuilt.length) {
    console.error(`\n${problems.join('\n')}`);
    return 1;
  }
  console.log('All budgeted files are within budget.');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = main();
