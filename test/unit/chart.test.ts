import { expect } from '@open-wc/testing';
import { parseNumber, toDataset } from '../../src/shared/chart/dataset.js';
import { niceAxis, niceStep, scale } from '../../src/shared/chart/scale.js';
import { cartesianLayout, linePath, pieLayout } from '../../src/shared/chart/geometry.js';
import { chartFormat } from '../../src/shared/chart/format.js';
import { moveActive } from '../../src/shared/chart/explore.js';
import { readTable } from '../../src/shared/chart/table.js';

const seasons = {
  caption: 'Sales by season',
  headings: ['Season', 'Mugs', 'Bowls'],
  rows: [
    ['Spring', '120', '80'],
    ['Summer', '1,200', '95.5'],
  ],
};

describe('chart data', () => {
  it('reads numbers with grouping marks, a currency sign, a percent sign and either decimal separator', () => {
    expect(parseNumber('1,200')).to.equal(1200);
    expect(parseNumber(' 1 200.5 ')).to.equal(1200.5);
    expect(parseNumber('$42.00')).to.equal(42);
    expect(parseNumber('−3')).to.equal(-3);
    expect(parseNumber('45%')).to.equal(45);
    expect(parseNumber('1.200,5', ',')).to.equal(1200.5);
    expect(parseNumber('12,5', ',')).to.equal(12.5);
    for (const bad of ['', '  ', 'n/a', '12abc', '1.2.3', '-']) expect(parseNumber(bad), bad).to.equal(undefined);
  });

  it('makes a dataset of series (the columns after the first) by row', () => {
    expect(toDataset(seasons)).to.deep.equal({
      dataset: {
        caption: 'Sales by season',
        series: ['Mugs', 'Bowls'],
        labels: ['Spring', 'Summer'],
        values: [
          [120, 80],
          [1200, 95.5],
        ],
      },
    });
  });

  it('takes a cell’s data-value number over its text, and reads text in the locale’s separators', () => {
    const result = toDataset(
      {
        caption: '',
        headings: ['M', 'V'],
        rows: [
          ['Jan', 1.5],
          ['Feb', '2,25'],
        ],
      },
      ',',
    );
    expect(result).to.deep.equal({ dataset: { caption: '', series: ['V'], labels: ['Jan', 'Feb'], values: [[1.5], [2.25]] } });
  });

  it('names the problem: no series or no row is an empty dataset; a missing or unreadable value is missing data', () => {
    expect(toDataset({ caption: '', headings: [], rows: [] })).to.deep.equal({ problem: 'datasetEmpty' });
    expect(toDataset({ caption: '', headings: ['Season'], rows: [['Spring']] })).to.deep.equal({ problem: 'datasetEmpty' });
    expect(toDataset({ caption: '', headings: ['Season', 'Mugs'], rows: [] })).to.deep.equal({ problem: 'datasetEmpty' });
    expect(toDataset({ caption: '', headings: ['Season', 'Mugs', 'Bowls'], rows: [['Spring', '1']] })).to.deep.equal({ problem: 'rowsMissingData' });
    expect(toDataset({ caption: '', headings: ['Season', 'Mugs'], rows: [['Spring', '']] })).to.deep.equal({ problem: 'rowsMissingData' });
    expect(toDataset({ caption: '', headings: ['Season', 'Mugs'], rows: [['Spring', Number.NaN]] })).to.deep.equal({ problem: 'rowsMissingData' });
  });

  it('reads a table’s caption, heading row and body rows from the DOM', () => {
    const table = document.createElement('table');
    table.innerHTML =
      '<caption> Visitors </caption><thead><tr><th>Month</th><th>Studio</th></tr></thead><tbody><tr><th>Jan</th><td data-value="1200">1,200</td></tr><tr><td>Feb</td><td>90</td></tr></tbody>';
    expect(readTable(table)).to.deep.equal({
      caption: ' Visitors ',
      headings: ['Month', 'Studio'],
      rows: [
        ['Jan', 1200],
        ['Feb', '90'],
      ],
    });
    const bare = document.createElement('table');
    bare.innerHTML = '<tr><th>Month</th><th>Studio</th></tr><tr><td>Jan</td><td>3</td></tr>';
    expect(readTable(bare)).to.deep.equal({ caption: '', headings: ['Month', 'Studio'], rows: [['Jan', '3']] });
  });
});

describe('chart scales', () => {
  it('picks steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(100, 5)).to.equal(20);
    expect(niceStep(1200, 5)).to.equal(250);
    expect(niceStep(0.7, 5)).to.be.closeTo(0.2, 1e-12);
    expect(niceStep(10, 5)).to.equal(2);
  });

  it('widens the axis to whole steps and always includes zero', () => {
    expect(niceAxis(12, 87)).to.deep.equal({ min: 0, max: 100, step: 20, ticks: [0, 20, 40, 60, 80, 100] });
    expect(niceAxis(-30, 45).ticks).to.deep.equal([-40, -20, 0, 20, 40, 60]);
    expect(niceAxis(0.1, 0.3, 5).ticks).to.deep.equal([0, 0.1, 0.2, 0.3]);
    expect(niceAxis(0, 0)).to.deep.include({ min: 0, max: 1 });
    expect(niceAxis(-5, -1).max).to.equal(0);
  });

  it('maps values onto pixels', () => {
    const y = scale(niceAxis(0, 100), 200, 0);
    expect([y(0), y(50), y(100)]).to.deep.equal([200, 100, 0]);
  });
});

describe('chart geometry', () => {
  const dataset = {
    caption: '',
    series: ['A', 'B'],
    labels: ['Jan', 'Feb'],
    values: [
      [10, 20],
      [-10, 5],
    ],
  };
  const number = chartFormat('en').number;

  it('lays out grouped bars from the zero line, up for positive values and down for negative ones', () => {
    const layout = cartesianLayout(dataset, 'bar', { width: 400, height: 200 }, number);
    expect(layout.ticks.map((tick) => tick.text)).to.deep.equal(['-10', '-5', '0', '5', '10', '15', '20']);
    expect(layout.bars).to.have.length(4);
    const [a, b, c] = layout.bars;
    expect(a!.y + a!.height).to.be.closeTo(layout.zero, 1e-9);
    expect(b!.height).to.be.closeTo(2 * a!.height, 1e-9);
    expect(b!.x).to.be.closeTo(a!.x + a!.width, 1e-9);
    expect(c!.y).to.be.closeTo(layout.zero, 1e-9);
    expect(layout.labels.map((label) => label.text)).to.deep.equal(['Jan', 'Feb']);
    expect(layout.lines).to.deep.equal([]);
    expect(layout.left).to.be.greaterThan(10);
  });

  it('lays out a line a series through the rows’ centres, and thins labels that would overlap', () => {
    const many = {
      caption: '',
      series: ['A'],
      labels: Array.from({ length: 24 }, (_, i) => `Month ${i}`),
      values: Array.from({ length: 24 }, (_, i) => [i]),
    };
    const layout = cartesianLayout(many, 'line', { width: 300, height: 200 }, number);
    expect(layout.bars).to.deep.equal([]);
    expect(layout.lines[0]).to.have.length(24);
    expect(layout.labels.length).to.be.within(2, 6);
    const xs = layout.labels.map((label) => label.x);
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).to.be.greaterThan(7 * 7.44);
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3.333, y: 4 },
      ]),
    ).to.equal('M1 2L3.33 4');
  });

  it('cuts a pie into slices by share, clockwise from twelve o’clock, skipping values of zero or less', () => {
    const pie = pieLayout([1, 3, 0, -2], { width: 300, height: 200 });
    expect(pie.slices.map((slice) => [slice.row, slice.share])).to.deep.equal([
      [0, 0.25],
      [1, 0.75],
    ]);
    expect(pie.slices[0]!.path.startsWith(`M150 100L150 ${100 - pie.radius}`)).to.equal(true);
    expect(pie.slices[0]!.anchor).to.equal('start');
    expect(pie.slices[1]!.path).to.include(' 0 1 1 ');
    expect(pieLayout([5], { width: 300, height: 200 }).slices[0]!.path.match(/A/g)).to.have.length(2);
  });

  it('formats numbers and percentages in the locale, and falls back to English for a bad one', () => {
    expect(chartFormat('de').number(1234.5)).to.equal('1.234,5');
    expect(chartFormat('de').decimal).to.equal(',');
    expect(chartFormat('en').percent(0.254)).to.equal('25.4%');
    expect(chartFormat('not a locale!').number(1200)).to.equal('1,200');
  });
});

describe('chart exploration', () => {
  it('moves along rows with ← → Home End and between series with ↑ ↓, staying at the edges; other keys do nothing', () => {
    const at = { series: 0, row: 0 };
    expect(moveActive(at, 'ArrowRight', 3, 2)).to.deep.equal({ series: 0, row: 1 });
    expect(moveActive(at, 'ArrowLeft', 3, 2)).to.deep.equal({ series: 0, row: 0 });
    expect(moveActive(at, 'ArrowDown', 3, 2)).to.deep.equal({ series: 1, row: 0 });
    expect(moveActive({ series: 1, row: 0 }, 'ArrowDown', 3, 2)).to.deep.equal({ series: 1, row: 0 });
    expect(moveActive({ series: 1, row: 1 }, 'ArrowUp', 3, 2)).to.deep.equal({ series: 0, row: 1 });
    expect(moveActive(at, 'End', 3, 2)).to.deep.equal({ series: 0, row: 2 });
    expect(moveActive({ series: 1, row: 2 }, 'Home', 3, 2)).to.deep.equal({ series: 1, row: 0 });
    for (const key of ['Tab', 'PageDown', ' ', 'Enter']) expect(moveActive(at, key, 3, 2), key).to.equal(undefined);
  });
});
