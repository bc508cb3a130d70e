import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { resize } from '../helpers/testing.js';
import '../../src/elements/sq-site-badge.js';
import type { SqSiteBadge } from '../../src/elements/sq-site-badge.js';
import { SITE_BADGE_HREF } from '../../src/shared/site/site-badge.js';
import { longPage, overlaps, scrollToEnd, tappable } from '../helpers/overlap.js';

const link = (element: Element) => element.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="badge"]');

/** The badges the tests appended themselves, which they remove. */
const appended: Element[] = [];

afterEach(async () => {
  const badges = [...document.querySelectorAll('sq-site-badge'), ...appended.splice(0)];
  fixtureCleanup();
  // A removed element unmounts a task later: its view is gone, and the window can change for the next test, once its shadow root is empty.
  await waitUntil(() => badges.every((badge) => badge.shadowRoot!.childNodes.length === 0), 'the badges are unmounted');
  await resize(800, 600);
});

/** The badge as the overlays manager inserts it: last in <body>. */
async function badgeAtEnd() {
  const element = document.createElement('sq-site-badge');
  appended.push(element);
  document.body.append(element);
  await waitUntil(() => link(element), 'the badge is drawn');
  return element;
}

describe('<sq-site-badge>', () => {
  it('is a small link in a named region fixed to the bottom right corner, axe clean', async () => {
    const element = await fixture<SqSiteBadge>(html`<sq-site-badge></sq-site-badge>`);
    await waitUntil(() => link(element), 'the badge is drawn');
    expect(link(element)!.getAttribute('href')).to.equal(SITE_BADGE_HREF);
    expect(link(element)!.textContent).to.equal('Made with sq-elements');
    const region = link(element)!.parentElement!;
    expect([region.getAttribute('role'), region.getAttribute('aria-label')]).to.deep.equal(['region', 'Site credit']);
    expect(getComputedStyle(element).position).to.equal('fixed');
    const box = element.getBoundingClientRect();
    expect(box.right).to.be.within(window.innerWidth - 40, document.documentElement.clientWidth);
    expect(box.bottom).to.be.within(window.innerHeight - 40, window.innerHeight);
    expect(box.height).to.be.at.least(24).and.below(40);
    await expect(element).to.be.accessible();
  });

  it('takes a valid href and its own text; an unsafe href gives the default', async () => {
    const element = await fixture<SqSiteBadge>(html`<sq-site-badge href="https://builder.example/?ref=badge">Built on Builder</sq-site-badge>`);
    await waitUntil(() => link(element), 'the badge is drawn');
    expect(link(element)!.getAttribute('href')).to.equal('https://builder.example/?ref=badge');
    expect(
      link(element)!
        .querySelector('slot')!
        .assignedNodes()
        .map((node) => node.textContent),
    ).to.deep.equal(['Built on Builder']);
    await expect(element).to.be.accessible();
    element.setAttribute('href', 'javascript:alert(1)');
    await waitUntil(() => link(element)!.getAttribute('href') === SITE_BADGE_HREF, 'the default link');
  });

  for (const width of [1280, 800]) {
    it(`in the corner at ${width} px, reserves its height at the end of the page, so the footer link scrolls clear of it`, async () => {
      await resize(width, 700);
      const { footerLink, remove } = longPage();
      const element = await badgeAtEnd();
      try {
        expect(getComputedStyle(element).position).to.equal('fixed');
        await scrollToEnd();
        await waitUntil(() => !overlaps(footerLink, link(element)!), 'the footer link is clear of the badge');
        expect(tappable(footerLink), 'a tap reaches the link').to.equal(true);
        expect(tappable(link(element)!), 'the badge stays reachable').to.equal(true);
      } finally {
        element.remove();
        remove();
      }
    });
  }

  it('on a phone, sits at the end of the page and covers no form field at any scroll position, axe clean', async () => {
    await resize(390, 844);
    const form = document.createElement('form');
    form.innerHTML = Array.from(
      { length: 30 },
      (_, i) =>
        `<p style="display: flex; gap: 8px; margin: 0 0 16px"><input aria-label="Field ${i} a" style="flex: 1"><input aria-label="Field ${i} b" style="flex: 1"></p>`,
    ).join('');
    document.body.prepend(form);
    const element = await badgeAtEnd();
    try {
      const fields = [...form.querySelectorAll('input')];
      const end = document.documentElement.scrollHeight;
      for (const y of [0, 300, end / 3, end / 2, end]) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const covered = fields.filter((field) => overlaps(field, link(element)!)).map((field) => field.getAttribute('aria-label'));
        expect(covered, `at scroll ${Math.round(y)}`).to.deep.equal([]);
      }
      await scrollToEnd();
      expect(tappable(link(element)!), 'the badge is shown at the end of the page').to.equal(true);
      await expect(element).to.be.accessible();
    } finally {
      element.remove();
      form.remove();
    }
  });

  it('moves up by --sq-site-badge-offset', async () => {
    const element = await fixture<SqSiteBadge>(html`<sq-site-badge></sq-site-badge>`);
    await waitUntil(() => link(element), 'the badge is drawn');
    const bottom = element.getBoundingClientRect().bottom;
    element.style.setProperty('--sq-site-badge-offset', '60px');
    expect(Math.round(bottom - element.getBoundingClientRect().bottom)).to.equal(60);
  });
});
