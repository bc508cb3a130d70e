import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderReport } from './report.mjs';
import { lineChart } from './soak-report.mjs';

const soak = {
  benchmark: 'ten minutes of mixed traffic',
  machine: { loadAverageBefore: [1.5, 1, 0.5], loadAverageAfter: [2, 1.5, 1] },
  setup: {
    database: 'SQLite',
    soakSeconds: 600,
    capacitySeconds: 20,
    windowSeconds: 30,
    warmUpSeconds: 120,
    connections: { capacity: 16, soak: 32 },
  },
  targets: { memoryGrowthPercent: 10, errors: 0 },
  capacity: { requestsPerSecond: 800 },
  soak: { targetRequestsPerSecond: 400, requestsPerSecond: 399, requestsSent: 239_400, latencyMs: { p50: 4, p99: 30, max: 90 } },
  memory: {
    rssMb: { afterWarmUp: 200, end: 210, max: 215 },
    heapUsedMb: { afterWarmUp: 60, end: 61 },
    growthAfterWarmUpPercent: { rss: 5, heapUsed: 1.7 },
  },
  errors: { non2xx: 0, timeouts: 0, connectionErrors: 0, lostAcknowledgedSaves: 0, lostAcknowledgedHits: 0, serverDied: 0, total: 0 },
  timeline: Array.from({ length: 20 }, (_, index) => ({
    endSeconds: (index + 1) * 30,
    requestsPerSecond: 400,
    p50Ms: 4,
    p99Ms: 20 + index,
    non2xx: 0,
    rssMb: 190 + index,
    heapUsedMb: 60,
  })),
  met: { memoryGrowth: true, noErrors: true },
};

test('the soak section: its figures beside the targets, the windows, and the chart of memory and p99 over time', () => {
  const { markdown, charts } = renderReport({ soak });
  assert.ok(markdown.includes('## Soak'));
  assert.ok(markdown.includes('| RSS growth after warm-up | 200 → 210 MB (5%); peak 215 MB | ≤ 10% | yes |'));
  assert.ok(
    markdown.includes(
      '| Errors | 0: 0 non-2xx, 0 timeouts, 0 connection errors, 0 acknowledged saves lost, 0 acknowledged hits lost, 0 server died | 0 | yes |',
    ),
  );
  assert.ok(markdown.includes('| 600 s | 400 | 4 ms | 39 ms | 0 | 209 MB | 60 MB |'));
  assert.ok(markdown.includes('before: 1.5 / 1 / 0.5; after: 2 / 1.5 / 1.'));
  const svg = charts.get('soak-timeline.svg');
  assert.ok(markdown.includes('](charts/soak-timeline.svg)'));
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-label="[^"]+"/);
  assert.equal((svg.match(/<polyline /g) ?? []).length, 4, 'RSS, heap, p99 and p50');
  assert.ok(svg.includes('220 MB'), 'the dashed limit: 10% over the RSS after warm-up');
});

test('the line chart escapes its text and scales each panel to round steps', () => {
  const svg = lineChart({
    title: 'A <b>',
    xUnit: 's',
    xMax: 10,
    panels: [
      {
        title: '<x>',
        unit: 'ms',
        series: [
          {
            name: '"p"',
            points: [
              [5, 37],
              [10, 80],
            ],
          },
        ],
      },
    ],
  });
  assert.ok(!svg.includes('<b>') && !svg.includes('<x>') && svg.includes('&quot;p&quot;'));
  for (const step of ['0', '20', '40', '60', '80']) assert.match(svg, new RegExp(`text-anchor="end">${step}</text>`));
});
