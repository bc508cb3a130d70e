import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-menu.js';
import type { SqMenu } from '../../src/elements/sq-menu.js';

const tabs = (element: SqMenu) => [...element.querySelectorAll<HTMLButtonElement>('[role="tablist"] > [role="tab"]')];
const panels = (element: SqMenu) => [...element.querySelectorAll<HTMLElement>(':scope > section')];
const selected = (element: SqMenu) => tabs(element).map((tab) => tab.getAttribute('aria-selected'));
const shown = (element: SqMenu) =>
  panels(element)
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.querySelector('h3')!.textContent);
const focused = (element: SqMenu) => tabs(element).indexOf(document.activeElement as HTMLButtonElement);

const sections = html`
  <section>
    <h3>Coffee</h3>
    <ul>
      <li>Flat white £3.20</li>
    </ul>
  </section>
  <section>
    <h3>Cakes</h3>
    <ul>
      <li>Saffron bun £2.80</li>
    </ul>
  </section>
  <section>
    <h3>Lunch</h3>
    <ul>
      <li>Crab sandwich £8.50</li>
    </ul>
  </section>
`;

async function menu(template: ReturnType<typeof html>) {
  const element = await fixture<SqMenu>(template);
  await waitUntil(() => tabs(element).length === 3, 'the tabs render');
  return element;
}

describe('<sq-menu>', () => {
  it('puts a named tab list before the sections, one tab per section heading, the first selected', async () => {
    const element = await menu(html`<sq-menu id="cafe">${sections}</sq-menu>`);
    const tablist = element.querySelector('[role="tablist"]')!;
    expect(element.firstElementChild).to.equal(tablist);
    expect(tablist.getAttribute('aria-label')).to.equal('Menu sections');
    expect(tabs(element).map((tab) => tab.textContent)).to.deep.equal(['Coffee', 'Cakes', 'Lunch']);
    expect(selected(element)).to.deep.equal(['true', 'false', 'false']);
    expect(tabs(element).map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1]);
    panels(element).forEach((panel, index) => {
      expect(panel.getAttribute('role')).to.equal('tabpanel');
      expect(tabs(element)[index]!.getAttribute('aria-controls')).to.equal(panel.id);
      expect(panel.getAttribute('aria-labelledby')).to.equal(tabs(element)[index]!.id);
    });
    expect(shown(element)).to.deep.equal(['Coffee']);
    await expect(element).to.be.accessible();
  });

  it('moves focus with Left and Right (wrapping), Home and End, and selects only with Enter or Space', async () => {
    const element = await menu(html`<sq-menu label="Café menu">${sections}</sq-menu>`);
    expect(element.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Café menu');
    tabs(element)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(element)).to.equal(1);
    expect(selected(element), 'focus alone selects nothing').to.deep.equal(['true', 'false', 'false']);
    await sendKeys({ press: 'Enter' });
    expect(selected(element)).to.deep.equal(['false', 'true', 'false']);
    expect(shown(element)).to.deep.equal(['Cakes']);
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(element), 'Right wraps to the first').to.equal(0);
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(element), 'Left wraps to the last').to.equal(2);
    await sendKeys({ press: ' ' });
    expect(selected(element)).to.deep.equal(['false', 'false', 'true']);
    expect(shown(element)).to.deep.equal(['Lunch']);
    await sendKeys({ press: 'Home' });
    expect(focused(element)).to.equal(0);
    await sendKeys({ press: 'End' });
    expect(focused(element)).to.equal(2);
    expect(tabs(element).map((tab) => tab.tabIndex)).to.deep.equal([-1, -1, 0]);
  });

  it('selects a tab on a click', async () => {
    const element = await menu(html`<sq-menu>${sections}</sq-menu>`);
    tabs(element)[2]!.click();
    expect(shown(element)).to.deep.equal(['Lunch']);
    await expect(element).to.be.accessible();
  });

  it('adds a tab for a section that arrives after the upgrade, keeping the selection', async () => {
    const element = await menu(html`<sq-menu>${sections}</sq-menu>`);
    tabs(element)[1]!.click();
    const section = document.createElement('section');
    section.innerHTML = '<h3>Drinks</h3><p>Lemonade</p>';
    element.append(section);
    await waitUntil(() => tabs(element).length === 4, 'the new section gets a tab');
    expect(tabs(element)[3]!.textContent).to.equal('Drinks');
    expect(selected(element)).to.deep.equal(['false', 'true', 'false', 'false']);
    expect(section.hidden).to.equal(true);
  });
});
