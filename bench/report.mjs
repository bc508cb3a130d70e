// Writes the benchmark report, bench/results/report.md, with its charts as SVG files in
// bench/results/charts/, from the stored results (bench/results/*.json). It runs no benchmark:
// `npm run bench` calls it after writing new results, and `npm run bench:report` redraws the report
// from the results already there. The reference server serves the report at /docs/benchmarks.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { soakSection } from './soak-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS_DIR = join(root, 'bench', 'results');

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text inside SVG markup: it can never become markup. */
export const escapeXml = (value) => String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** A Markdown table cell: one line, no `|` that would end it. */
const cell = (value) =>
  String(value ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');
const table = (headings, rows) =>
  [`| ${headings.join(' | ')} |`, `|${headings.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');

const number = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })
    : '–';
/** A benchmark's description as a sentence. */
const sentence = (text) => (text ? `${text[0].toUpperCase()}${text.slice(1)}.` : '');
const kb = (bytes) => `${number(bytes / 1024, 1)} KB`;

/** Colours of the two sides of a comparison, readable on white (WCAG 3:1 for graphics). */
const SERIES_COLORS = ['#1d4ed8', '#b45309', '#047857', '#6b21a8'];

/**
 * A horizontal bar chart as an SVG document: one group of bars per row label, one bar per series,
 * each labelled with its value; `marks` draws dashed lines (a target, a budget) across every group.
 */
export function barChart({ title, unit, rows, series, marks = [] }) {
  const labelWidth = 230;
  const plotWidth = 380;
  const valueWidth = 110;
  const barHeight = 16;
  const barGap = 4;
  const groupGap = 14;
  const legendHeight = series.length > 1 || marks.length ? 24 : 0;
  const top = 36 + legendHeight;
  const groupHeight = series.length * (barHeight + barGap) - barGap;
  const height = top + rows.length * (groupHeight + groupGap) + 8;
  const width = labelWidth + plotWidth + valueWidth;
  const max = Math.max(1, ...rows.flatMap((row) => row.values.filter((value) => typeof value === 'number')), ...marks.map((mark) => mark.value));
  const x = (value) => labelWidth + (Math.max(0, value) / max) * plotWidth;
  const parts = [];
  parts.push(`<text x="0" y="20" font-size="15" font-weight="700">${escapeXml(title)}</text>`);
  let legendX = 0;
  series.forEach((name, index) => {
    parts.push(`<rect x="${legendX}" y="${top - legendHeight - 2}" width="12" height="12" fill="${SERIES_COLORS[index % SERIES_COLORS.length]}"/>`);
    parts.push(`<text x="${legendX + 16}" y="${top - legendHeight + 8}" font-size="12">${escapeXml(name)}</text>`);
    legendX += 24 + name.length * 7;
  });
  for (const mark of marks) {
    parts.push(
      `<line x1="${legendX}" y1="${top - legendHeight + 4}" x2="${legendX + 16}" y2="${top - legendHeight + 4}" stroke="#374151" stroke-dasharray="4 3"/>`,
    );
    parts.push(`<text x="${legendX + 20}" y="${top - legendHeight + 8}" font-size="12">${escapeXml(mark.label)}</text>`);
    legendX += 30 + mark.label.length * 7;
  }
  rows.forEach((row, rowIndex) => {
    const y0 = top + rowIndex * (groupHeight + groupGap);
    parts.push(`<text x="${labelWidth - 8}" y="${y0 + groupHeight / 2 + 4}" font-size="12" text-anchor="end">${escapeXml(row.label)}</text>`);
    row.values.forEach((value, index) => {
      const y = y0 + index * (barHeight + barGap);
      if (typeof value !== 'number') return;
      const color = SERIES_COLORS[index % SERIES_COLORS.length];
      parts.push(`<rect x="${labelWidth}" y="${y}" width="${(x(value) - labelWidth).toFixed(1)}" height="${barHeight}" fill="${color}"/>`);
      parts.push(`<text x="${(x(value) + 4).toFixed(1)}" y="${y + barHeight - 4}" font-size="11">${escapeXml(`${number(value, 1)} ${unit}`)}</text>`);
    });
  });
  for (const mark of marks) {
    const mx = x(mark.value).toFixed(1);
    parts.push(`<line x1="${mx}" y1="${top - 4}" x2="${mx}" y2="${height - 6}" stroke="#374151" stroke-dasharray="4 3"/>`);
  }
  parts.push(`<line x1="${labelWidth}" y1="${top - 4}" x2="${labelWidth}" y2="${height - 6}" stroke="#9ca3af"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}" font-family="system-ui, sans-serif" fill="#111827">
<title>${escapeXml(title)}</title>
<rect width="100%" height="100%" fill="#ffffff"/>
${parts.join('\n')}
</svg>
`;
}

const GALLERY_METRICS = [
  ['scriptStartToVisibleLaidOutMs', 'Script start to laid out on screen'],
  ['scriptStartToLaidOutMs', 'Script start to all laid out'],
  ['lightboxFirstOpenMs', 'Lightbox first open'],
  ['lightboxWarmOpenMs', 'Lightbox open again'],
  ['firstOpenClickToNextPaintMs', 'Click to next paint'],
  ['longestTaskMs', 'Longest task'],
];

function gallerySection(gallery, charts) {
  const lines = ['## Gallery beside PhotoSwipe', sentence(gallery.benchmark)];
  lines.push(
    `Peer: ${gallery.peer ?? 'PhotoSwipe'}; ${gallery.browser ?? ''}, viewport ${gallery.viewport ?? ''}. Medians of the runs; layout shift is the largest seen.`,
  );
  for (const [size, sides] of Object.entries(gallery.results ?? {})) {
    const names = Object.keys(sides);
    const slug = `gallery-${size.replace(/\D+/g, '') || 'run'}`;
    const rows = GALLERY_METRICS.map(([key, label]) => ({ label, values: names.map((name) => sides[name]?.[key]?.median) }));
    charts.set(`${slug}.svg`, barChart({ title: `Gallery, ${size}: milliseconds (shorter is better)`, unit: 'ms', rows, series: names }));
    lines.push(`### ${size}`);
    lines.push(`![Gallery, ${size}: ${names.join(' beside ')}, in milliseconds](charts/${slug}.svg)`);
    lines.push(
      table(
        ['Measure', ...names.map((name) => `\`${name}\``)],
        [
          ...GALLERY_METRICS.map(([key, label]) => [label, ...names.map((name) => `${number(sides[name]?.[key]?.median, 1)} ms`)]),
          ['Layout shift (CLS)', ...names.map((name) => number(sides[name]?.cumulativeLayoutShift?.max, 3))],
          ['Script downloaded', ...names.map((name) => kb(sides[name]?.scriptBytes))],
        ],
      ),
    );
  }
  if (gallery.notes?.length) lines.push(gallery.notes.map((note) => `- ${note}`).join('\n'));
  return lines.filter(Boolean).join('\n\n');
}

const elementName = (file) => file.replace(/^dist\/elements\//, '').replace(/\.js$/, '');

function sizeSection(size, charts) {
  const elements = [...(size.elements ?? [])].sort((a, b) => b.gzip - a.gzip);
  charts.set(
    'page-weights.svg',
    barChart({
      title: `What a page with one element downloads (${size.compression ?? 'gzip'})`,
      unit: 'KB',
      rows: elements.map((entry) => ({ label: `<${elementName(entry.element)}>`, values: [entry.gzip / 1024] })),
      series: ['first load, KB'],
    }),
  );
  const lines = ['## Page weights per element'];
  lines.push(
    `Each element's entry and every chunk it imports statically, each counted once (${size.compression ?? 'gzip'}), without the loader. The whole build is ${kb(size.total?.gzip)} (${kb(size.total?.raw)} before compression).`,
  );
  lines.push('![What a page with one element downloads, in KB](charts/page-weights.svg)');
  lines.push(
    table(
      ['Element', 'Files', 'Gzip'],
      elements.map((entry) => [`\`<${elementName(entry.element)}>\``, entry.files, kb(entry.gzip)]),
    ),
  );
  if (size.firstLoads?.length) {
    lines.push('### Pages with the loader, against their budgets');
    lines.push(
      table(
        ['Page', 'Files', 'Gzip', 'Budget', 'Status'],
        size.firstLoads.map((load) => [load.name, load.files, kb(load.gzip), load.budget ? kb(load.budget) : '–', load.status ?? '']),
      ),
    );
  }
  return lines.join('\n\n');
}

function servedSection(served, charts) {
  const pages = served.pages ?? [];
  charts.set(
    'served-bytes.svg',
    barChart({
      title: 'Scripts a demo page downloads from the server, as served and decoded',
      unit: 'KB',
      rows: pages.map((page) => ({ label: page.path, values: [page.scriptServed / 1024, page.scriptDecoded / 1024] })),
      series: ['as served, KB', 'decoded, KB'],
    }),
  );
  const encodings = (page) =>
    Object.entries(page.encodings ?? {})
      .map(([encoding, count]) => `${count} ${encoding}`)
      .join(', ');
  return [
    '## Pages as served',
    sentence(served.benchmark),
    'These are the bytes a visitor downloads: Brotli or gzip as the server sends them (the build precompressed, pages and API answers compressed as they go out), not the files on disk.',
    '![Scripts a demo page downloads, as served and decoded, in KB](charts/served-bytes.svg)',
    table(
      ['Page', 'Requests', 'Scripts', 'Scripts as served', 'Scripts decoded', 'All as served', 'All decoded', 'Encodings'],
      pages.map((page) => [
        `\`${page.path}\``,
        number(page.requests),
        number(page.scripts),
        kb(page.scriptServed),
        kb(page.scriptDecoded),
        kb(page.allServed),
        kb(page.allDecoded),
        encodings(page),
      ]),
    ),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The database's own ceiling on the machine, and the targets read from it. */
function ceilingSentence(database, ceiling, targets) {
  const share =
    targets?.shareOfCeiling === undefined ? '' : ` The targets are ${number(targets.shareOfCeiling * 100)} % of it, each route's requests a second.`;
  return `${database}'s own ceiling on this machine: ${number(ceiling.insertsPerSecond)} one-row inserts a second (${ceiling.tool}).${share}`;
}

function serverSection(server, charts) {
  const runs = [
    ['saveFormSubmission', 'Form saves', server.targets?.formSavesPerSecond],
    ['recordHit', 'Census hits', server.targets?.censusHitsPerSecond],
  ].filter(([key]) => server[key]);
  charts.set(
    'server-throughput.svg',
    barChart({
      title: 'Reference server: requests per second (longer is better)',
      unit: 'req/s',
      rows: runs.map(([key, label, target]) => ({ label, values: [server[key].requestsPerSecond, target] })),
      series: ['measured', 'target'],
    }),
  );
  const lines = ['## Server throughput', sentence(server.benchmark)];
  if (server.setup)
    lines.push(
      `${server.setup.database ?? ''}; ${server.setup.connections ?? '?'} connections for ${server.setup.durationSeconds ?? '?'} s each. ${server.setup.note ?? ''}`.trim(),
    );
  if (server.ceiling) lines.push(ceilingSentence('SQLite', server.ceiling, server.targets));
  lines.push('![Reference server throughput beside its targets, in requests per second](charts/server-throughput.svg)');
  lines.push(
    table(
      ['Route', 'Requests/s', 'Target', 'p50', 'p99', 'Max', 'Errors', 'Every acknowledged row stored'],
      runs.map(([key, label, target]) => {
        const run = server[key];
        return [
          label,
          number(run.requestsPerSecond),
          target === undefined ? '–' : number(target),
          `${number(run.latencyMs?.p50)} ms`,
          `${number(run.latencyMs?.p99)} ms`,
          `${number(run.latencyMs?.max)} ms`,
          number(run.errors),
          run.everyAcknowledgedRowStored ? 'yes' : 'no',
        ];
      }),
    ),
  );
  if (server.met) {
    const missed = Object.entries(server.met).filter(([, met]) => !met);
    lines.push(missed.length ? `Missed: ${missed.map(([name]) => name).join(', ')}.` : 'Every target met.');
  }
  return lines.filter(Boolean).join('\n\n');
}

function clusterSection(cluster, charts) {
  const runs = cluster.runs ?? [];
  const routes = [
    ['saveFormSubmission', 'Form saves', cluster.targets?.formSavesPerSecond],
    ['recordHit', 'Census hits', cluster.targets?.censusHitsPerSecond],
    ['healthz', 'GET /healthz, no work', undefined],
  ].filter(([key]) => runs.some((run) => run[key]));
  charts.set(
    'cluster-throughput.svg',
    barChart({
      title: 'Several processes on PostgreSQL: requests per second (longer is better)',
      unit: 'req/s',
      rows: routes.map(([key, label, target]) => ({ label, values: [...runs.map((run) => run[key]?.requestsPerSecond), target] })),
      series: [...runs.map((run) => run.label), 'target'],
    }),
  );
  const lines = ['## Several processes behind a proxy', sentence(cluster.benchmark)];
  if (cluster.setup)
    lines.push(
      `${cluster.setup.database ?? ''}; ${cluster.setup.proxy ?? ''}; ${cluster.setup.connections ?? '?'} connections for ${cluster.setup.durationSeconds ?? '?'} s each. ${sentence(cluster.setup.note)}`.trim(),
    );
  const load = cluster.machine?.loadAverage;
  if (load)
    lines.push(
      `The machine's load average over a minute was ${number(load.atStart, 1)} at the start and ${number(load.atEnd, 1)} at the end, on ${number(cluster.machine.cpus)} cores${Math.max(load.atStart, load.atEnd) > cluster.machine.cpus ? ': other work was running beside the benchmark' : ''}.`,
    );
  if (cluster.ceiling) lines.push(ceilingSentence('PostgreSQL', cluster.ceiling, cluster.targets));
  lines.push(
    '![Two processes behind HAProxy and one process with no proxy, on PostgreSQL, beside the targets, in requests per second](charts/cluster-throughput.svg)',
  );
  lines.push(
    table(
      ['Set-up', 'Route', 'Requests/s', 'Target', 'p50', 'p99', 'Target p99', 'Errors', 'Every acknowledged row stored'],
      runs.flatMap((run) =>
        routes.map(([key, label, target]) => {
          const measured = run[key] ?? {};
          return [
            run.label,
            label,
            number(measured.requestsPerSecond),
            target === undefined ? '–' : number(target),
            `${number(measured.latencyMs?.p50)} ms`,
            `${number(measured.latencyMs?.p99)} ms`,
            `${number(cluster.targets?.p99Ms)} ms`,
            number(measured.errors),
            measured.everyAcknowledgedRowStored === undefined ? '–' : measured.everyAcknowledgedRowStored ? 'yes' : 'no',
          ];
        }),
      ),
    ),
  );
  if (cluster.met) {
    const missed = Object.entries(cluster.met).filter(([, met]) => !met);
    lines.push(missed.length ? `Missed behind the proxy: ${missed.map(([name]) => name).join(', ')}.` : 'Every target met behind the proxy.');
  }
  if (cluster.notes?.length) lines.push(cluster.notes.map((note) => `- ${note}`).join('\n'));
  return lines.filter(Boolean).join('\n\n');
}

function loaderSection(loader) {
  return [
    '## Loader',
    sentence(loader.benchmark),
    table(
      ['Unknown tags', 'Defined (median)', 'Rendered (median)', 'Scripts', 'Script bytes'],
      (loader.cases ?? []).map((entry) => [
        number(entry.unknownTags),
        `${number(entry.definedMs?.median, 1)} ms`,
        `${number(entry.renderedMs?.median, 1)} ms`,
        number(entry.scripts),
        kb(entry.scriptBytes),
      ]),
    ),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function consentSection(consent, charts) {
  const results = consent.results ?? [];
  const profiles = [...new Set(results.map((entry) => entry.profile))];
  const variants = [...new Set(results.map((entry) => entry.variant))];
  const find = (profile, variant) => results.find((entry) => entry.profile === profile && entry.variant === variant);
  charts.set(
    'consent-banner.svg',
    barChart({
      title: 'Time until the cookie banner is visible (shorter is better)',
      unit: 'ms',
      rows: profiles.map((profile) => ({ label: profile, values: variants.map((variant) => find(profile, variant)?.visibleMs?.median) })),
      series: variants,
    }),
  );
  const code = consent.code ?? {};
  return [
    '## Cookie banner beside cookieconsent 3',
    sentence(consent.benchmark),
    'sq-elements draws the banner into the page on the server, so it shows with the first paint and its buttons post the choice without any script; its element then enhances it in place. Drawn by script is the same banner without that markup, added by `<sq-site>` once its code has run.',
    '![Time until the cookie banner is visible, by profile and banner, in ms](charts/consent-banner.svg)',
    table(
      ['Profile', 'Banner', 'Visible (median)', 'Runs', 'First paint (median)', 'Scripts arrived before it showed (as served)'],
      results.map((entry) => [
        entry.profile,
        entry.variant,
        `${number(entry.visibleMs?.median)} ms`,
        (entry.visibleMs?.runs ?? []).map((value) => number(value)).join(', '),
        `${number(entry.firstPaintMs)} ms`,
        kb(entry.scriptBytesBeforeVisible),
      ]),
    ),
    table(
      ['Code', 'sq-elements', 'cookieconsent 3'],
      [
        ['JavaScript needed to show the banner (gzip)', kb(code.sqElementsToShow), kb(code.cookieconsentScript)],
        [
          'JavaScript to make it work in place: the loader, the element and its shared chunks (gzip)',
          kb(code.sqElementsToEnhance),
          kb(code.cookieconsentScript),
        ],
        ['Stylesheet (gzip)', `${kb(code.sqElementsStyles)} (sq-elements.css, every element’s)`, kb(code.cookieconsentStyles)],
      ],
    ),
  ]
    .filter(Boolean)
    .join('\n\n');
}

const SECTIONS = [
  ['gallery', gallerySection, 'npm run bench:gallery'],
  ['size', sizeSection, 'npm run bench size'],
  ['served', servedSection, 'npm run bench served'],
  ['server', serverSection, 'npm run bench:server'],
  ['cluster', clusterSection, 'npm run bench:cluster'],
  ['loader', (loader) => loaderSection(loader), 'npm run bench loader'],
  ['consent', consentSection, 'npm run bench consent'],
  ['soak', soakSection, 'npm run bench:soak'],
];

/** The report from the results by benchmark name: its Markdown and its charts (file name to SVG). */
export function renderReport(results) {
  const charts = new Map();
  const sections = SECTIONS.map(([name, render, command]) =>
    results[name] ? render(results[name], charts) : `## ${name}\n\nNo results yet: run \`${command}\`.`,
  );
  const markdown = `${[
    '# Benchmarks',
    'Measured on the project machine (2 cores) with the system Chromium; every number below is read from `bench/results/*.json`.',
    ...sections,
    '---\n\nGenerated by `npm run bench:report` (`bench/report.mjs`) from the stored results; `npm run bench` measures again and rewrites them.',
  ].join('\n\n')}\n`;
  return { markdown, charts };
}

/** The stored results, by benchmark name (the file name without `.json`). */
export function readResults(dir = RESULTS_DIR) {
  const results = {};
  for (const file of readdirSync(dir)) if (file.endsWith('.json')) results[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  return results;
}

/** Writes report.md and charts/ into `dir` from the results there; answers the paths written. */
export function writeReport(dir = RESULTS_DIR) {
  const { markdown, charts } = renderReport(readResults(dir));
  const chartsDir = join(dir, 'charts');
  if (existsSync(chartsDir)) rmSync(chartsDir, { recursive: true });
  mkdirSync(chartsDir, { recursive: true });
  const written = [join(dir, 'report.md')];
  writeFileSync(written[0], markdown);
  for (const [name, svg] of charts) {
    writeFileSync(join(chartsDir, name), svg);
    written.push(join(chartsDir, name));
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = writeReport();
  console.log(`Wrote ${written.map((path) => relative(root, path)).join(', ')}`);
}
