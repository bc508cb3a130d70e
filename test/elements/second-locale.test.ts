/** A locale registered at run time reaches the elements without any change to them. */
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-announcement-bar.js';
import '../../src/elements/sq-cart-indicator.js';
import { addToCart } from '../../src/shared/commerce/store.js';
import { registerStrings, unregisterStrings } from '../../src/shared/i18n/tables.js';
import { ANNOUNCEMENT_BAR_STORAGE_KEY } from '../../src/shared/site/announcement-bar-state.js';
import { removeStored } from '../../src/shared/dom/storage.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { useStandInCart } from '../helpers/cart.js';

const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

describe('a pseudo-locale registered at run time', () => {
  const pageLang = document.documentElement.getAttribute('lang');

  beforeEach(() => {
    registerStrings('en-XA', {
      announcementBarLabel: '[Àññöûñçéɱéñţ]',
      announcementBarDismiss: '[Ðîšɱîšš <b>åññöûñçéɱéñţ</b>]',
      cartCountLabel: '{n, plural, =0 {[Ñö ïţéɱš ïñ çåŕţ]} one {[# ïţéɱ ïñ çåŕţ]} other {[# ïţéɱš ïñ çåŕţ]}}',
    });
    removeStored(ANNOUNCEMENT_BAR_STORAGE_KEY, 'session');
    setSiteContext(anonymousContext());
  });

  afterEach(async () => {
    const elements = [...document.querySelectorAll('sq-announcement-bar, sq-cart-indicator')];
    fixtureCleanup();
    // A removed element unmounts a task later; the strings stay registered until its view is gone.
    await waitUntil(() => elements.every((element) => element.shadowRoot!.childNodes.length === 0), 'the elements are unmounted');
    unregisterStrings('en-XA');
    if (pageLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', pageLang);
  });

  it('names the announcement bar in the language of its lang attribute, and its text stays text', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en-XA"><sq-announcement-bar .settings=${{ text: 'Spring sale' }}></sq-announcement-bar></div>`,
    );
    const element = wrapper.querySelector('sq-announcement-bar')!;
    await waitUntil(() => part(element, 'bar'), 'the bar is shown');
    expect(part(element, 'bar')!.getAttribute('aria-label')).to.equal('[Àññöûñçéɱéñţ]');
    expect(part(element, 'dismiss')!.getAttribute('aria-label')).to.equal('[Ðîšɱîšš <b>åññöûñçéɱéñţ</b>]');
    expect(element.shadowRoot!.querySelector('b')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('keeps English for an element outside that language', async () => {
    const element = await fixture(html`<sq-announcement-bar lang="en" .settings=${{ text: 'Spring sale' }}></sq-announcement-bar>`);
    await waitUntil(() => part(element, 'bar'), 'the bar is shown');
    expect(part(element, 'bar')!.getAttribute('aria-label')).to.equal('Announcement');
  });

  it("speaks the cart count with the pseudo-locale's plural forms on a page in that language", async () => {
    await useStandInCart();
    document.documentElement.setAttribute('lang', 'en-XA');
    const element = await fixture(html`<sq-cart-indicator></sq-cart-indicator>`);
    const link = () => part(element, 'link');
    await waitUntil(() => link()?.getAttribute('aria-label') === '[Ñö ïţéɱš ïñ çåŕţ]', 'the empty cart is named in the pseudo-locale');
    await addToCart({ productId: 'mug', quantity: 1 });
    await waitUntil(() => link()!.getAttribute('aria-label') === '[1 ïţéɱ ïñ çåŕţ]', 'one item is named in the pseudo-locale');
    await addToCart({ productId: 'bowl', quantity: 2 });
    await waitUntil(() => link()!.getAttribute('aria-label') === '[3 ïţéɱš ïñ çåŕţ]', 'three items are named in the pseudo-locale');
  });
});
