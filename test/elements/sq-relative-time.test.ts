import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';

type InstalledClock = ReturnType<typeof install>;
import '../../src/elements/sq-relative-time.js';
import type { SqRelativeTime } from '../../src/elements/sq-relative-time.js';
import { relativeTimeTickerRunning } from '../../src/shared/time/ticker.js';

const START = Date.parse('2026-11-27T08:00:00Z');
const SECOND = 1000;

describe('<sq-relative-time>', () => {
  let clock: InstalledClock | undefined;
  let warnings: unknown[][];
  const warn = console.warn;

  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
  });
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    console.warn = warn;
    // The next test starts with no instance left on the shared clock.
    fixtureCleanup();
    await waitUntil(() => !relativeTimeTickerRunning(), 'the shared clock stops once no instance is left');
  });

  async function relative(template: ReturnType<typeof html>, first: string) {
    const element = await fixture<SqRelativeTime>(template);
    await waitUntil(() => element.textContent!.trim() === first, `the text becomes "${first}"`);
    return element;
  }

  it("reads 'just now' at 0 s, then 30 seconds, 5 minutes and 3 days ago as the shared clock ticks", async () => {
    clock = install({ now: START, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const element = await relative(
      html`<sq-relative-time datetime="2026-11-27T08:00:00Z"><time datetime="2026-11-27T08:00:00Z">27 November 2026</time></sq-relative-time>`,
      'just now',
    );
    const time = element.querySelector('time')!;
    expect(time.textContent, 'the text stays in the light DOM, in the <time>').to.equal('just now');
    clock.tick(30 * SECOND);
    expect(time.textContent).to.equal('30 seconds ago');
    clock.tick(4.5 * 60 * SECOND);
    expect(time.textContent).to.equal('5 minutes ago');
    clock.setSystemTime(START + 3 * 24 * 3600 * SECOND);
    clock.tick(5 * SECOND);
    expect(time.textContent).to.equal('3 days ago');
    expect(warnings).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('refreshes every instance from one 5000 ms timer, stopped while the tab is hidden', async () => {
    clock = install({ now: START, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const element = await fixture<HTMLElement>(html`
      <p>
        <sq-relative-time datetime="2026-11-27T08:00:00Z">then</sq-relative-time>
        <sq-relative-time datetime="2026-11-27T07:00:00Z">earlier</sq-relative-time>
      </p>
    `);
    const [first, second] = [...element.querySelectorAll('sq-relative-time')];
    await waitUntil(() => first!.textContent === 'just now' && second!.textContent === '1 hour ago', 'both draw');
    expect(clock.countTimers(), 'one timer for both').to.equal(1);
    clock.tick(4999);
    expect(first!.textContent, 'nothing before 5000 ms').to.equal('just now');
    clock.tick(1);
    expect(first!.textContent).to.equal('5 seconds ago');

    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(relativeTimeTickerRunning()).to.equal(false);
      expect(clock.countTimers()).to.equal(0);
      clock.tick(60 * SECOND);
      expect(first!.textContent, 'no refresh while hidden').to.equal('5 seconds ago');
    } finally {
      Object.defineProperty(document, 'visibilityState', visibility);
      delete (document as unknown as Record<string, unknown>).visibilityState;
    }
    document.dispatchEvent(new Event('visibilitychange'));
    expect(first!.textContent, 'refreshed on return').to.equal('1 minute ago');
    expect(clock.countTimers()).to.equal(1);
  });

  it('logs the warning for an invalid date and keeps the text', async () => {
    const element = await fixture<SqRelativeTime>(html`<sq-relative-time datetime="not a date">27 November 2026</sq-relative-time>`);
    await waitUntil(() => warnings.length > 0, 'the warning is logged');
    expect(warnings).to.deep.equal([['Invalid date attribute on time-since element: not a date']]);
    expect(element.textContent).to.equal('27 November 2026');
    await expect(element).to.be.accessible();
  });
});
