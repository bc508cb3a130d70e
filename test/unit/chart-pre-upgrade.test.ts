import { expect, fixture } from '@open-wc/testing';
import { preUpgradeCss } from '../../src/shared/layout/pre-upgrade.js';

/** This page defines no element: sq-chart stays `:not(:defined)`, drawn by sq-elements.css alone (the box test/elements/sq-chart.test.ts measures once drawn). */
const sheet = new CSSStyleSheet();
sheet.replaceSync(preUpgradeCss());
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const TABLE =
  '<table><caption>Visitors</caption><tr><th>Month</th><th>Studio</th></tr><tr><td>Jan</td><td>410</td></tr><tr><td>Feb</td><td>520</td></tr></table>';

async function reserved(attributes: string) {
  const wrapper = await fixture<HTMLDivElement>(`<div style="width: 640px"><sq-chart ${attributes}>${TABLE}</sq-chart></div>`);
  return wrapper.firstElementChild as HTMLElement;
}

describe('sq-elements.css reserves a chart’s box before its code runs', () => {
  it('reserves 16 : 10 for bars and lines and 2 : 1 for a pie, its table read by assistive technology only', async () => {
    expect((await reserved('variant="bar"')).getBoundingClientRect().height).to.be.closeTo(400, 0.5);
    expect((await reserved('')).getBoundingClientRect().height).to.be.closeTo(400, 0.5);
    const pie = await reserved('variant="PIE"');
    expect(pie.getBoundingClientRect().height).to.be.closeTo(320, 0.5);
    const table = pie.querySelector('table')!;
    expect(getComputedStyle(table).clipPath).to.equal('inset(50%)');
    expect(getComputedStyle(table).position).to.equal('absolute');
    await expect(pie).to.be.accessible();
  });
});
