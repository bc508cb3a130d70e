import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-donation.js';
import type { SqDonation } from '../../src/elements/sq-donation.js';

const button = (element: SqDonation) => element.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="button"]');

describe('<sq-donation>', () => {
  it('links to the donation checkout of its donate page, named "Donate" by default', async () => {
    const element = await fixture<SqDonation>(html`<sq-donation donate-page-id="page 1&x"></sq-donation>`);
    await waitUntil(() => button(element));
    expect(button(element)!.getAttribute('href')).to.equal('/checkout/donate?donatePageId=page+1%26x');
    expect(button(element)!.textContent).to.equal('Donate');
    await expect(element).to.be.accessible();
  });

  it('takes its label from the label attribute and shows its light DOM without an id', async () => {
    const element = await fixture<SqDonation>(html`<sq-donation donate-page-id="p1" label="Give today"></sq-donation>`);
    await waitUntil(() => button(element));
    expect(button(element)!.textContent).to.equal('Give today');
    const empty = await fixture<SqDonation>(html`<sq-donation>Donations are closed.</sq-donation>`);
    await waitUntil(() => empty.shadowRoot!.querySelector('slot'));
    expect(button(empty)).to.equal(null);
  });
});
