import { expect, fixture, nextFrame, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/elements/sq-chart.js';
import type { SqChart } from '../../src/elements/sq-chart.js';
import { captureConsole } from '../helpers/console.js';

const VISITORS = `<table>
  <caption>Studio visitors by month</caption>
  <thead><tr><th scope="col">Month</th><th scope="col">Studio</th><th scope="col">Workshops</th></tr></thead>
  <tbody>
    <tr><th scope="row">January</th><td>1,200</td><td>340</td></tr>
    <tr><th scope="row">February</th><td>980</td><td>410.5</td></tr>
    <tr><th scope="row">March</th><td>1,450</td><td>520</td></tr>
  </tbody>
</table>`;

const svg = (element: SqChart) => element.shadowRoot!.querySelector('svg');
const all = (element: SqChart, selector: string) => [...element.shadowRoot!.querySelectorAll(selector)];
const texts = (element: SqChart, selector: string) => all(element, selector).map((node) => node.textContent!.trim());

async function chart(attributes: string, table = VISITORS, wrapper = ''): Promise<SqChart> {
  const host = document.createElement('div');
  if (wrapper) host.setAttribute('style', wrapper);
  host.innerHTML = `<sq-chart ${attributes}>${table}</sq-chart>`;
  const element = host.querySelector<SqChart>('sq-chart')!;
  await fixture(host);
  await waitUntil(() => svg(element), 'the chart is drawn');
  return element;
}

/** The tooltip's text, or null when none shows. */
const tip = (element: SqChart) => element.shadowRoot!.querySelector('[part="tooltip"]')?.textContent ?? null;
const press = async (element: SqChart, key: string, wanted: string | null) => {
  await sendKeys({ press: key });
  await waitUntil(() => tip(element) === wanted, `after ${key}: ${wanted}, not ${tip(element)}`);
};
/** Moves the real pointer over the middle of a shape. */
const hover = async (shape: Element) => {
  const box = shape.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
};

/** The accessible name of the SVG: its aria-label, or the text of what aria-labelledby names in the shadow root. */
const image = (element: SqChart) => element.shadowRoot!.querySelector<HTMLElement>('[role="img"]')!;
const nameOf = (element: SqChart) => {
  const drawing = image(element);
  const by = drawing.getAttribute('aria-labelledby');
  return by ? element.shadowRoot!.getElementById(by)!.textContent : drawing.getAttribute('aria-label');
};

describe('<sq-chart>', () => {
  it('draws grouped bars of every series with the value axis, gridlines, row labels and a legend, named by the caption', async () => {
    const element = await chart('variant="bar"');
    expect(image(element).contains(svg(element))).to.equal(true);
    expect(svg(element)!.getAttribute('aria-hidden')).to.equal('true');
    expect(nameOf(element)).to.equal('Studio visitors by month');
    expect(texts(element, '[part="title"]')).to.deep.equal(['Studio visitors by month']);
    expect(all(element, 'rect.bar')).to.have.length(6);
    expect(texts(element, 'svg > text')).to.deep.equal(['January', 'February', 'March']);
    expect(texts(element, 'g > text')).to.deep.equal(['0', '250', '500', '750', '1,000', '1,250', '1,500']);
    expect(all(element, 'line.grid')).to.have.length(7);
    expect(texts(element, '[part="legend"] li')).to.deep.equal(['Studio', 'Workshops']);
    // The tallest bar (March, 1,450) stands higher than February's 980.
    const heights = all(element, 'rect.bar').map((bar) => bar.getBoundingClientRect().height);
    expect(heights[4]).to.be.greaterThan(heights[2]!);
    // Series take different colours from the token scales.
    const fills = all(element, 'rect.bar').map((bar) => getComputedStyle(bar).fill);
    expect(fills[0]).to.equal('rgb(37, 99, 235)');
    expect(fills[1]).to.not.equal(fills[0]);
    await expect(element).to.be.accessible();
  });

  it('keeps the table for assistive technology, out of sight, and logs nothing', async () => {
    const console = captureConsole();
    try {
      const element = await chart('');
      const table = element.querySelector('table')!;
      const slot = element.shadowRoot!.querySelector('slot')!;
      expect(slot.assignedElements()).to.deep.equal([table]);
      const hidden = slot.parentElement!;
      expect(getComputedStyle(hidden).clipPath).to.equal('inset(50%)');
      expect([hidden.getBoundingClientRect().width, hidden.getBoundingClientRect().height]).to.deep.equal([1, 1]);
      expect(getComputedStyle(hidden).position).to.equal('absolute');
      expect(console.errors).to.deep.equal([]);
    } finally {
      console.restore();
    }
  });

  it('draws a line a series, with a point for each row that gives its value on hover', async () => {
    const element = await chart('variant="line"');
    expect(all(element, 'rect')).to.have.length(0);
    expect(all(element, 'path.line')).to.have.length(2);
    expect(all(element, 'circle.point')).to.have.length(6);
    expect(tip(element)).to.equal(null);
    try {
      await hover(all(element, 'circle.point')[4]!);
      await waitUntil(() => tip(element) === 'Workshops, February: 410.5', 'the hovered value shows');
      expect(all(element, '.ring')).to.have.length(1);
      await expect(element).to.be.accessible();
      await sendMouse({ type: 'move', position: [0, 0] });
      await waitUntil(() => tip(element) === null, 'the value hides when the pointer leaves');
    } finally {
      await resetMouse();
    }
  });

  it('is one Tab stop whose arrow keys read the values, announced as they change', async () => {
    const wrapper = await fixture<HTMLDivElement>(`<div><button>Before</button><sq-chart>${VISITORS}</sq-chart><button>After</button></div>`);
    const element = wrapper.querySelector<SqChart>('sq-chart')!;
    await waitUntil(() => svg(element), 'the chart is drawn');
    wrapper.querySelector('button')!.focus();
    await press(element, 'Tab', 'Studio, January: 1,200');
    expect(element.shadowRoot!.activeElement).to.equal(image(element));
    expect(element.shadowRoot!.querySelector('[part="tooltip"]')!.parentElement!.getAttribute('aria-live')).to.equal('polite');
    await press(element, 'ArrowRight', 'Studio, February: 980');
    await press(element, 'ArrowDown', 'Workshops, February: 410.5');
    await press(element, 'ArrowDown', 'Workshops, February: 410.5');
    await press(element, 'End', 'Workshops, March: 520');
    await press(element, 'ArrowRight', 'Workshops, March: 520');
    await press(element, 'ArrowUp', 'Studio, March: 1,450');
    await press(element, 'Home', 'Studio, January: 1,200');
    await expect(element).to.be.accessible();
    await press(element, 'Escape', null);
    await press(element, 'ArrowLeft', 'Studio, January: 1,200');
    await press(element, 'Tab', null);
    expect(document.activeElement).to.equal(wrapper.querySelectorAll('button')[1]);
  });

  it('draws a pie of the first series, each slice labelled with its percentage, the rows in the legend, named by its label', async () => {
    const table = `<table><caption>Sales by season</caption>
      <tr><th>Season</th><th>Pieces</th></tr>
      <tr><td>Spring</td><td>250</td></tr><tr><td>Summer</td><td>500</td></tr><tr><td>Autumn</td><td>150</td></tr><tr><td>Winter</td><td>100</td></tr>
    </table>`;
    const element = await chart('variant="pie" label="Pieces sold by season, summer the most"', table);
    expect(nameOf(element)).to.equal('Pieces sold by season, summer the most');
    expect(all(element, 'path.slice')).to.have.length(4);
    expect(texts(element, 'svg > text')).to.deep.equal(['25%', '50%', '15%', '10%']);
    image(element).focus();
    await waitUntil(() => tip(element) === 'Pieces, Spring: 250 (25%)', 'the first slice is read');
    await press(element, 'ArrowRight', 'Pieces, Summer: 500 (50%)');
    await press(element, 'ArrowDown', 'Pieces, Summer: 500 (50%)');
    expect(texts(element, '[part="legend"] li')).to.deep.equal(['Spring', 'Summer', 'Autumn', 'Winter']);
    await expect(element).to.be.accessible();
  });

  it('reads and writes numbers in the page locale, and prefers a cell’s data-value', async () => {
    const table = `<table><caption>Umsatz</caption><tr><th>Monat</th><th>Euro</th></tr>
      <tr><td>Januar</td><td>1.234,5</td></tr><tr><td>Februar</td><td data-value="2000.25">zweitausend</td></tr></table>`;
    const element = await chart('lang="de"', table);
    image(element).focus();
    await waitUntil(() => tip(element) === 'Euro, Januar: 1.234,5', 'the first value is read');
    await press(element, 'ArrowRight', 'Euro, Februar: 2.000,25');
    expect(texts(element, 'g > text')).to.include('2.500');
  });

  it('draws its text plain in every variant: no outline from the lines’ stroke', async () => {
    for (const variant of ['bar', 'line', 'pie']) {
      const element = await chart(`variant="${variant}"`);
      for (const text of all(element, 'text')) expect(getComputedStyle(text).stroke, `${variant}: ${text.textContent}`).to.equal('none');
    }
  });

  it('redraws when its table changes', async () => {
    const element = await chart('');
    const table = element.querySelector('table')!;
    const row = document.createElement('tr');
    row.innerHTML = '<th scope="row">April</th><td>2,000</td><td>600</td>';
    table.tBodies[0]!.append(row);
    await waitUntil(() => all(element, 'rect.bar').length === 8, 'the new row is drawn');
    element
      .querySelector('table')!
      .replaceWith(document.createRange().createContextualFragment(VISITORS.replace('Studio visitors', 'Café visitors')));
    await waitUntil(() => nameOf(element) === 'Café visitors by month', 'the new table is drawn');
  });

  it('holds the box sq-elements.css reserved: 16 : 10, a pie 2 : 1, square on a phone, never wider than its column', async () => {
    const element = await chart('', VISITORS, 'width: 640px');
    const box = element.getBoundingClientRect();
    expect(box.width).to.equal(640);
    expect(box.height).to.be.closeTo(400, 0.5);
    expect((await chart('variant="pie"', VISITORS, 'width: 640px')).getBoundingClientRect().height).to.be.closeTo(320, 0.5);
    const drawing = svg(element)!.getBoundingClientRect();
    expect(drawing.right).to.be.at.most(box.right + 0.5);
    expect(drawing.bottom).to.be.at.most(box.bottom + 0.5);
    await setViewport({ width: 390, height: 800 });
    try {
      const narrow = await chart('variant="pie"', VISITORS, 'width: 358px');
      await waitUntil(() => Math.abs(narrow.getBoundingClientRect().height - 358) < 0.5, 'square on a phone');
      await waitUntil(() => svg(narrow)!.getBoundingClientRect().width <= 358, 'the drawing fits the column');
      await expect(narrow).to.be.accessible();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('is named "Chart" when its table has no caption and it has no label', async () => {
    const element = await chart('', VISITORS.replace(/<caption>.*<\/caption>/, ''));
    expect(nameOf(element)).to.equal('Chart');
    expect(all(element, '[part="title"]')).to.have.length(0);
    await expect(element).to.be.accessible();
  });

  for (const [name, table, message] of [
    ['no table', '<p>Visitors were up in March.</p>', 'Your dataset must have at least one column and at least one row.'],
    [
      'a table without a series',
      '<table><caption>Months</caption><tr><th>Month</th></tr><tr><td>Jan</td></tr></table>',
      'Your dataset must have at least one column and at least one row.',
    ],
    [
      'a table without rows',
      '<table><caption>Visitors</caption><thead><tr><th>Month</th><th>Studio</th></tr></thead></table>',
      'Your dataset must have at least one column and at least one row.',
    ],
    ['a row with a missing value', VISITORS.replace('<td>980</td>', '<td></td>'), 'One or more rows was missing data.'],
    ['a row with text for a number', VISITORS.replace('<td>340</td>', '<td>closed</td>'), 'One or more rows was missing data.'],
  ] as const) {
    it(`logs one error for ${name} and shows its light DOM as it is`, async () => {
      const console = captureConsole();
      try {
        const host = document.createElement('div');
        host.innerHTML = `<sq-chart variant="line">${table}</sq-chart>`;
        const element = host.querySelector<SqChart>('sq-chart')!;
        await fixture(host);
        await waitUntil(() => console.errors.length > 0, 'the problem is logged');
        element.setAttribute('variant', 'pie');
        await element.updateComplete;
        await nextFrame();
        expect(console.errors).to.deep.equal([`<sq-chart>: ${message}`]);
        expect(svg(element)).to.equal(null);
        const slot = element.shadowRoot!.querySelector('slot')!;
        expect(slot.parentNode).to.equal(element.shadowRoot);
        expect(element.firstElementChild!.getBoundingClientRect().height).to.be.greaterThan(10);
        await expect(element).to.be.accessible();
      } finally {
        console.restore();
      }
    });
  }

  it('logs an unknown variant and draws bars', async () => {
    const console = captureConsole();
    try {
      const element = await chart('variant="donut"');
      expect(all(element, 'rect.bar')).to.have.length(6);
      expect(console.errors).to.have.length(1);
      expect(console.errors[0]).to.include('"variant"');
    } finally {
      console.restore();
    }
  });
});
