import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import '../../src/elements/sq-tooltip.js';
import type { SqTooltip } from '../../src/elements/sq-tooltip.js';
import { TOOLTIP_SHOW_DELAY_MS } from '../../src/shared/constants/timings.js';

const bubble = (element: Element) => element.shadowRoot!.querySelector<HTMLElement>('[part~="tooltip"]')!;
const isShown = (element: Element) => () => !bubble(element).hidden && bubble(element).style.visibility !== 'hidden';

async function tooltip(markup = html`<sq-tooltip content="Ships in 3 days" show-delay="150"><button>Delivery</button></sq-tooltip>`) {
  const element = await fixture<SqTooltip>(html`<div style="padding: 100px">${markup}</div>`);
  const host = element.querySelector('sq-tooltip')!;
  await waitUntil(() => host.shadowRoot?.querySelector('[part~="tooltip"]'), 'the tooltip renders');
  await waitUntil(() => host.querySelector('[aria-describedby]'), 'the trigger is described by the text');
  return host;
}

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

let clock: ReturnType<typeof install> | undefined;

afterEach(async () => {
  clock?.uninstall();
  clock = undefined;
  await resetMouse();
});

describe('<sq-tooltip>', () => {
  it('waits 1200 ms by default', () => {
    expect(TOOLTIP_SHOW_DELAY_MS).to.equal(1200);
    expect(document.createElement('sq-tooltip').showDelay).to.equal(1200);
  });

  it('describes its trigger with the text, kept in light DOM as text', async () => {
    const host = await tooltip(html`<sq-tooltip content="<b>bold</b> & more"><button>Help</button></sq-tooltip>`);
    const button = host.querySelector('button')!;
    const text = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(text.textContent).to.equal('<b>bold</b> & more');
    expect(text.querySelector('b')).to.equal(null);
    expect(text.getAttribute('slot')).to.equal('content');
    expect(bubble(host).getAttribute('role')).to.equal('tooltip');
    await expect(host).to.be.accessible();
  });

  it('keeps an author-written content child', async () => {
    const host = await tooltip(html`<sq-tooltip><a href="#x">Terms</a><span slot="content" id="terms-tip">Read before buying</span></sq-tooltip>`);
    expect(host.querySelector('a')!.getAttribute('aria-describedby')).to.equal('terms-tip');
    expect(host.querySelector('#terms-tip')!.textContent).to.equal('Read before buying');
  });

  it('shows after the delay beside the pointer, 250 px wide, and hides when the pointer leaves', async () => {
    const host = await tooltip();
    const [x, y] = centre(host.querySelector('button')!);
    // The delay is a timer of the element's show-delay, 150 ms here.
    clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
    await sendMouse({ type: 'move', position: [x, y] });
    clock.tick(149);
    await nextFrame();
    await nextFrame();
    expect(isShown(host)(), 'not before the delay').to.equal(false);
    clock.tick(1);
    clock.uninstall();
    clock = undefined;
    await waitUntil(isShown(host), 'shown after the delay');
    const box = bubble(host).getBoundingClientRect();
    expect(box.width).to.equal(250);
    expect(Math.round(box.left)).to.equal(x + 15);
    expect(Math.round(box.top)).to.equal(y + 15);
    await sendMouse({ type: 'move', position: [2, 2] });
    await waitUntil(() => bubble(host).hidden, 'hidden on leave');
  });

  it('never shows when the pointer leaves before the delay', async () => {
    const host = await tooltip();
    clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
    await sendMouse({ type: 'move', position: centre(host.querySelector('button')!) });
    clock.tick(149);
    await sendMouse({ type: 'move', position: [2, 2] });
    // Well past the 150 ms delay: a timer the leave did not clear would have shown it.
    clock.tick(250);
    await nextFrame();
    await nextFrame();
    expect(bubble(host).hidden).to.equal(true);
  });

  it('shows on focus, and Escape hides it', async () => {
    const host = await tooltip();
    host.querySelector('button')!.focus();
    await waitUntil(isShown(host), 'shown on focus');
    const handled: boolean[] = [];
    const onKey = (event: KeyboardEvent) => handled.push(event.defaultPrevented);
    document.addEventListener('keydown', onKey);
    try {
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => bubble(host).hidden, 'hidden by Escape');
      expect(handled, 'the Escape is marked handled, so page shortcuts leave it alone').to.deep.equal([true]);
      await sendKeys({ press: 'Escape' });
      expect(handled[1], "with the tooltip hidden, Escape is the page's again").to.equal(false);
    } finally {
      document.removeEventListener('keydown', onKey);
    }
    host.querySelector('button')!.blur();
  });

  it('stays 20 px inside the viewport near its edge', async () => {
    const host = await tooltip();
    host.style.position = 'fixed';
    host.style.right = '0';
    host.style.bottom = '0';
    const [x, y] = centre(host.querySelector('button')!);
    await sendMouse({ type: 'move', position: [x, y] });
    await waitUntil(isShown(host), 'shown');
    const box = bubble(host).getBoundingClientRect();
    expect(box.right).to.be.at.most(window.innerWidth - 20);
    expect(box.bottom).to.be.at.most(window.innerHeight - 20);
  });
});
