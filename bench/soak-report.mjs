// The soak benchmark's part of the report (bench/report.mjs): its table of figures beside the
// targets, the timeline by window, and a line chart of memory and p99 over time in the style of the
// report's bar charts. Self-contained, so report.mjs only lists the section.

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeXml = (value) => String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);
const number = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })
    : '–';
const table = (headings, rows) =>
  [`| ${headings.join(' | ')} |`, `|${headings.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const yesNo = (met) => (met === undefined ? '–' : met ? 'yes' : 'no');

/** The report's series colours (report.mjs), readable on white. */
const SERIES_COLORS = ['#1d4ed8', '#b45309', '#047857', '#6b21a8'];

/** Round steps for an axis from 0 to at least `max`: 1, 2 or 5 times a power of ten, about four of them. */
function axisSteps(max) {
  const rough = Math.max(max, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough);
  const top = Math.ceil(Math.max(max, 1) / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/**
 * Line charts over one time axis, as an SVG document: one panel per entry of `panels`, each with its
 * unit, its series (`points` as [x, y]) and dashed `marks` (a limit); `shade` greys a span of the
 * time axis (a warm-up) in every panel.
 */
export function lineChart({ title, xUnit, xMax, panels, shade }) {
  const left = 70;
  const plotWidth = 560;
  const width = left + plotWidth + 90;
  const panelHeight = 150;
  const panelGap = 56;
  const top = 80;
  const height = top + panels.length * (panelHeight + panelGap) - panelGap + 44;
  const x = (value) => left + (value / xMax) * plotWidth;
  const parts = [`<text x="0" y="20" font-size="15" font-weight="700">${escapeXml(title)}</text>`];

  // One legend for every panel's series and marks.
  let legendX = 0;
  let colorIndex = 0;
  const colors = panels.map((panel) => panel.series.map(() => SERIES_COLORS[colorIndex++ % SERIES_COLORS.length]));
  panels.forEach((panel, panelIndex) =>
    panel.series.forEach((series, index) => {
      parts.push(`<rect x="${legendX}" y="32" width="12" height="12" fill="${colors[panelIndex][index]}"/>`);
      parts.push(`<text x="${legendX + 16}" y="42" font-size="12">${escapeXml(series.name)}</text>`);
      legendX += 28 + series.name.length * 7;
    }),
  );
  for (const mark of panels.flatMap((panel) => panel.marks ?? [])) {
    parts.push(`<line x1="${legendX}" y1="38" x2="${legendX + 16}" y2="38" stroke="#374151" stroke-dasharray="4 3"/>`);
    parts.push(`<text x="${legendX + 20}" y="42" font-size="12">${escapeXml(mark.label)}</text>`);
    legendX += 30 + mark.label.length * 7;
  }

  panels.forEach((panel, panelIndex) => {
    const y0 = top + panelIndex * (panelHeight + panelGap);
    const values = [...panel.series.flatMap((series) => series.points.map(([, value]) => value)), ...(panel.marks ?? []).map((mark) => mark.value)];
    const steps = axisSteps(Math.max(...values.filter((value) => typeof value === 'number')));
    const yMax = steps.at(-1);
    const y = (value) => y0 + panelHeight - (value / yMax) * panelHeight;
    if (shade) {
      parts.push(
        `<rect x="${x(shade.from).toFixed(1)}" y="${y0}" width="${(x(shade.to) - x(shade.from)).toFixed(1)}" height="${panelHeight}" fill="#f3f4f6"/>`,
      );
      parts.push(`<text x="${(x(shade.from) + 4).toFixed(1)}" y="${y0 + 14}" font-size="11" fill="#4b5563">${escapeXml(shade.label)}</text>`);
    }
    for (const step of steps) {
      parts.push(`<line x1="${left}" y1="${y(step).toFixed(1)}" x2="${left + plotWidth}" y2="${y(step).toFixed(1)}" stroke="#e5e7eb"/>`);
      parts.push(`<text x="${left - 6}" y="${(y(step) + 4).toFixed(1)}" font-size="11" text-anchor="end">${escapeXml(number(step))}</text>`);
    }
    parts.push(`<text x="0" y="${y0 - 8}" font-size="12" font-weight="700">${escapeXml(panel.title)} (${escapeXml(panel.unit)})</text>`);
    for (const mark of panel.marks ?? []) {
      const my = y(mark.value).toFixed(1);
      parts.push(`<line x1="${left}" y1="${my}" x2="${left + plotWidth}" y2="${my}" stroke="#374151" stroke-dasharray="4 3"/>`);
      parts.push(
        `<text x="${left + plotWidth - 4}" y="${Number(my) - 5}" font-size="11" text-anchor="end" fill="#374151">${escapeXml(`${number(mark.value, 1)} ${panel.unit}`)}</text>`,
      );
    }
    panel.series.forEach((series, index) => {
      const color = colors[panelIndex][index];
      const points = series.points.filter(([, value]) => typeof value === 'number');
      parts.push(
        `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map(([px, py]) => `${x(px).toFixed(1)},${y(py).toFixed(1)}`).join(' ')}"/>`,
      );
      for (const [px, py] of points) parts.push(`<circle cx="${x(px).toFixed(1)}" cy="${y(py).toFixed(1)}" r="2.5" fill="${color}"/>`);
      const last = points.at(-1);
      if (last)
        parts.push(
          `<text x="${left + plotWidth + 4}" y="${(y(last[1]) + 4).toFixed(1)}" font-size="11" fill="${color}">${escapeXml(`${number(last[1], 1)} ${panel.unit}`)}</text>`,
        );
    });
    parts.push(`<line x1="${left}" y1="${y0}" x2="${left}" y2="${y0 + panelHeight}" stroke="#9ca3af"/>`);
    parts.push(`<line x1="${left}" y1="${y0 + panelHeight}" x2="${left + plotWidth}" y2="${y0 + panelHeight}" stroke="#9ca3af"/>`);
    for (const tick of axisSteps(xMax).filter((value) => value <= xMax)) {
      parts.push(
        `<text x="${x(tick).toFixed(1)}" y="${y0 + panelHeight + 16}" font-size="11" text-anchor="middle">${escapeXml(number(tick))}</text>`,
      );
    }
  });
  parts.push(`<text x="${left + plotWidth / 2}" y="${height - 6}" font-size="12" text-anchor="middle">${escapeXml(xUnit)}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}" font-family="system-ui, sans-serif" fill="#111827">
<title>${escapeXml(title)}</title>
<rect width="100%" height="100%" fill="#ffffff"/>
${parts.join('\n')}
</svg>
`;
}

/** The soak's section of the report; adds its chart to `charts`. */
export function soakSection(soak, charts) {
  const { setup = {}, targets = {}, memory = {}, errors = {}, timeline = [], met = {}, machine = {} } = soak;
  const growthLimit =
    memory.rssMb?.afterWarmUp === undefined ? undefined : memory.rssMb.afterWarmUp * (1 + (targets.memoryGrowthPercent ?? 10) / 100);
  charts.set(
    'soak-timeline.svg',
    lineChart({
      title: `Soak: memory and p99 over ${number(setup.soakSeconds)} s at half the capacity`,
      xUnit: 'seconds into the soak',
      xMax: setup.soakSeconds ?? timeline.at(-1)?.endSeconds ?? 1,
      shade: setup.warmUpSeconds ? { from: 0, to: setup.warmUpSeconds, label: 'warm-up' } : undefined,
      panels: [
        {
          title: 'Server memory',
          unit: 'MB',
          series: [
            { name: 'RSS', points: timeline.map((window) => [window.endSeconds, window.rssMb]) },
            { name: 'V8 heap used', points: timeline.map((window) => [window.endSeconds, window.heapUsedMb]) },
          ],
          marks: growthLimit === undefined ? [] : [{ value: growthLimit, label: `RSS limit: +${targets.memoryGrowthPercent ?? 10}% after warm-up` }],
        },
        {
          title: 'Latency per window',
          unit: 'ms',
          series: [
            { name: 'p99', points: timeline.map((window) => [window.endSeconds, window.p99Ms]) },
            { name: 'p50', points: timeline.map((window) => [window.endSeconds, window.p50Ms]) },
          ],
        },
      ],
    }),
  );
  const breakdown = [
    ['non-2xx', errors.non2xx],
    ['timeouts', errors.timeouts],
    ['connection errors', errors.connectionErrors],
    ['acknowledged saves lost', errors.lostAcknowledgedSaves],
    ['acknowledged hits lost', errors.lostAcknowledgedHits],
    ['server died', errors.serverDied],
  ]
    .map(([label, value]) => `${number(value)} ${label}`)
    .join(', ');
  const load = (values) => (values ?? []).map((value) => number(value, 2)).join(' / ');
  return [
    '## Soak',
    `${soak.benchmark ? `${soak.benchmark[0].toUpperCase()}${soak.benchmark.slice(1)}.` : ''} ${setup.database ?? ''}; ${number(setup.soakSeconds)} s at ${number(soak.soak?.targetRequestsPerSecond)} req/s on ${number(setup.connections?.soak)} connections, after ${number(setup.capacitySeconds)} s flat out on ${number(setup.connections?.capacity)} to measure the capacity. ${setup.mix ? `The mix, ${setup.mix}.` : ''}`.trim(),
    `Memory: ${setup.memory ?? '–'}. Latency: ${setup.latency ?? '–'}. ${setup.note ?? ''} Load average (1, 5, 15 min) before: ${load(machine.loadAverageBefore)}; after: ${load(machine.loadAverageAfter)}.`.trim(),
    '![Server memory (RSS, V8 heap) and p50/p99 latency per window over the soak, with the warm-up shaded and the memory limit dashed](charts/soak-timeline.svg)',
    table(
      ['Figure', 'Measured', 'Target', 'Met'],
      [
        ['Capacity for the mix (flat out)', `${number(soak.capacity?.requestsPerSecond)} req/s`, '–', '–'],
        [
          'Soak rate',
          `${number(soak.soak?.requestsPerSecond)} req/s (${number(soak.soak?.requestsSent)} requests)`,
          `half the capacity: ${number(soak.soak?.targetRequestsPerSecond)} req/s`,
          '–',
        ],
        [
          'RSS growth after warm-up',
          `${number(memory.rssMb?.afterWarmUp, 1)} → ${number(memory.rssMb?.end, 1)} MB (${number(memory.growthAfterWarmUpPercent?.rss, 1)}%); peak ${number(memory.rssMb?.max, 1)} MB`,
          `≤ ${number(targets.memoryGrowthPercent)}%`,
          yesNo(met.memoryGrowth),
        ],
        [
          'V8 heap used after warm-up',
          `${number(memory.heapUsedMb?.afterWarmUp, 1)} → ${number(memory.heapUsedMb?.end, 1)} MB (${number(memory.growthAfterWarmUpPercent?.heapUsed, 1)}%)`,
          '–',
          '–',
        ],
        ['Errors', `${number(errors.total)}: ${breakdown}`, number(targets.errors), yesNo(met.noErrors)],
        [
          'Latency over the soak',
          `p50 ${number(soak.soak?.latencyMs?.p50, 1)} ms, p99 ${number(soak.soak?.latencyMs?.p99, 1)} ms, max ${number(soak.soak?.latencyMs?.max)} ms`,
          '–',
          '–',
        ],
      ],
    ),
    table(
      ['Window end', 'Requests/s', 'p50', 'p99', 'Non-2xx', 'RSS', 'Heap used'],
      timeline.map((window) => [
        `${number(window.endSeconds)} s`,
        number(window.requestsPerSecond),
        `${number(window.p50Ms, 1)} ms`,
        `${number(window.p99Ms, 1)} ms`,
        number(window.non2xx),
        `${number(window.rssMb, 1)} MB`,
        `${number(window.heapUsedMb, 1)} MB`,
      ]),
    ),
  ]
    .filter(Boolean)
    .join('\n\n');
}
