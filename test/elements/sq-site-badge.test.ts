import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-site-badge.js';
import type { SqSiteBadge } from '../../src/elements/sq-site-badge.js';
import { SITE_BADGE_HREF } from '../../src/shared/site/site-badge.js';

const link = (element: Element) => element.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="badge"]');

afterEach(async () => {
  fixtureCleanup();
  await aTimeout(20);
});

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
    expect(link(element)!.querySelector('slot')!.assignedNodes().map((node) => node.textContent)).to.deep.equal(['Built on Builder']);
    await expect(element).to.be.accessible();
    element.setAttribute('href', 'javascript:alert(1)');
    await waitUntil(() => link(element)!.getAttribute('href') === SITE_BADGE_HREF, 'the default link');
  });

  it('moves up by --sq-site-badge-offset', async () => {
    const element = await fixture<SqSiteBadge>(html`<sq-site-badge></sq-site-badge>`);
    await waitUntil(() => link(element), 'the badge is drawn');
    const bottom = element.getBoundingClientRect().bottom;
    element.style.setProperty('--sq-site-badge-offset', '60px');
    expect(Math.round(bottom - element.getBoundingClientRect().bottom)).to.equal(60);
  });
});
