import { expect, fixture, html, waitUntil } from '@open-wc/testing';

describe('loader', () => {
  it('defines tags already on the page and tags inserted later, and only those', async () => {
    const early = document.createElement('sq-cookie-banner');
    early.setAttribute('settings', '{"isCookieBannerEnabled":false}');
    document.body.append(early);
    expect(customElements.get('sq-cookie-banner')).to.equal(undefined);

    const loader = await import('../../src/index.js');
    expect(loader.tags).to.include('sq-cookie-banner');
    await waitUntil(() => customElements.get('sq-cookie-banner'), 'a tag on the page gets defined');
    await waitUntil(() => early.shadowRoot, 'and upgraded');
    early.remove();

    const later = await fixture(
      html`<section>
        <div><sq-cookie-banner forced></sq-cookie-banner></div>
      </section>`,
    );
    const nested = later.querySelector('sq-cookie-banner')!;
    await waitUntil(() => nested.shadowRoot?.querySelector('[part~="banner"]'), 'a tag inserted later renders');
  });

  it('ignores unknown sq-* tags without errors', async () => {
    const { load } = await import('../../src/index.js');
    await fixture(html`<sq-not-a-thing></sq-not-a-thing>`);
    await load('sq-not-a-thing');
    expect(customElements.get('sq-not-a-thing')).to.equal(undefined);
  });
});
