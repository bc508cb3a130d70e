import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { configureApi, del } from '../../src/shared/api/index.js';
import '../../src/elements/sq-reviews-request.js';
import type { SqReviewsRequest } from '../../src/elements/sq-reviews-request.js';
import { standInBase } from '../helpers/stand-in.js';

const part = (element: SqReviewsRequest, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const stars = (element: SqReviewsRequest) => [...element.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
/** The part that has focus inside the element, or the page's focused tag when focus left it. */
const focused = (element: SqReviewsRequest) =>
  document.activeElement === element
    ? (element.shadowRoot!.activeElement?.getAttribute('part') ?? null)
    : `outside: ${document.activeElement?.localName}`;

/** What a keyboard user does: the first star, arrows to the rating, Tab past the text to Submit, Enter. */
async function reviewByKeyboard(element: SqReviewsRequest, rating: number) {
  stars(element)[0]!.focus();
  // Arrows check the radio they move to: one step on and back for the first star.
  for (let star = 1; star < Math.max(rating, 2); star += 1) await sendKeys({ press: 'ArrowRight' });
  if (rating === 1) await sendKeys({ press: 'ArrowLeft' });
  await waitUntil(() => stars(element)[rating - 1]!.checked, 'the rating is chosen');
  await sendKeys({ press: 'Tab' });
  await sendKeys({ press: 'Tab' });
  expect(focused(element)).to.equal('submit');
  await sendKeys({ press: 'Enter' });
}

async function reviewsFixture(token: string) {
  const element = await fixture<SqReviewsRequest>(html`<sq-reviews-request token=${token}></sq-reviews-request>`);
  await waitUntil(() => part(element, 'heading'), 'the review chunk renders');
  return element;
}

function typeText(textarea: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, value);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<sq-reviews-request>', () => {
  before(() => configureApi({ baseUrl: standInBase() }));
  after(() => configureApi({ baseUrl: null }));
  beforeEach(() => del('/api/commerce/reviews', { quiet: true }));

  it("shows 'Rate your purchase' with a star radio group labelled 'Rating (required).' and the text field", async () => {
    const element = await reviewsFixture('open');
    expect(part(element, 'heading')!.textContent).to.equal('Rate your purchase');
    await waitUntil(() => part(element, 'form'));
    expect(part(element, 'product-title')!.textContent).to.equal('Tide mug');
    const group = part(element, 'rating')!;
    expect(group.getAttribute('role')).to.equal('radiogroup');
    const labelId = group.getAttribute('aria-labelledby')!;
    expect(element.shadowRoot!.getElementById(labelId)!.textContent).to.equal('Rating (required).');
    expect(stars(element).length).to.equal(5);
    expect(stars(element)[2]!.closest('label')!.textContent).to.contain('3 of 5 stars');
    const textarea = element.shadowRoot!.querySelector('textarea')!;
    expect(element.shadowRoot!.querySelector(`label[for="${textarea.id}"]`)!.textContent).to.equal('Describe your experience');
    await expect(element).to.be.accessible();
  });

  it('asks for a star rating before sending, then thanks and moves to the next product', async () => {
    const element = await reviewsFixture('open');
    await waitUntil(() => part(element, 'form'));
    part(element, 'submit')!.click();
    await waitUntil(() => part(element, 'error')!.textContent === 'Please select a star rating.');
    expect(part(element, 'rating')!.getAttribute('aria-invalid')).to.equal('true');
    expect(element.shadowRoot!.activeElement).to.equal(stars(element)[0]);

    stars(element)[3]!.click();
    typeText(element.shadowRoot!.querySelector('textarea')!, 'Lovely glaze.');
    part(element, 'submit')!.click();
    await waitUntil(() => part(element, 'notice')!.textContent === 'Thanks for your feedback');
    expect(part(element, 'notice')!.getAttribute('role')).to.equal('status');
    await waitUntil(() => part(element, 'product-title')?.textContent === 'Dune bowl');
    expect(stars(element).some((star) => star.checked)).to.equal(false);
    await expect(element).to.be.accessible();

    stars(element)[4]!.click();
    part(element, 'submit')!.click();
    await waitUntil(() => !part(element, 'form'));
    expect(part(element, 'notice')!.textContent).to.equal('Thanks for your feedback');
  });

  it('moves focus to the thanks after a review sent from the keyboard, for the next product and the last one', async () => {
    const element = await reviewsFixture('open');
    await waitUntil(() => part(element, 'form'));
    await reviewByKeyboard(element, 4);
    await waitUntil(() => part(element, 'notice')!.textContent === 'Thanks for your feedback');
    await waitUntil(() => part(element, 'product-title')?.textContent === 'Dune bowl');
    expect(focused(element)).to.equal('notice');
    await expect(element).to.be.accessible();

    // Tab goes on to the next product's stars.
    await sendKeys({ press: 'Tab' });
    expect(focused(element)).to.equal(null);
    expect(element.shadowRoot!.activeElement === stars(element)[0]).to.equal(true);
    await reviewByKeyboard(element, 1);
    await waitUntil(() => !part(element, 'form'));
    expect(part(element, 'notice')!.textContent).to.equal('Thanks for your feedback');
    expect(focused(element)).to.equal('notice');
    await expect(element).to.be.accessible();
  });

  it('keeps focus on Submit when a review sent from the keyboard fails', async () => {
    const element = await reviewsFixture('broken');
    await waitUntil(() => part(element, 'form'));
    await reviewByKeyboard(element, 3);
    await waitUntil(() => part(element, 'error')!.textContent === 'Try submitting your review again', 'the send fails');
    expect(focused(element)).to.equal('submit');
  });

  it("says 'You have already reviewed this purchase' when the server refuses a second review", async () => {
    const first = await reviewsFixture('open');
    const second = await reviewsFixture('open');
    await waitUntil(() => part(first, 'form') && part(second, 'form'));
    stars(first)[0]!.click();
    part(first, 'submit')!.click();
    await waitUntil(() => part(first, 'notice')!.textContent === 'Thanks for your feedback');
    stars(second)[1]!.click();
    part(second, 'submit')!.click();
    await waitUntil(() => part(second, 'notice')!.textContent === 'You have already reviewed this purchase');
    await waitUntil(() => part(second, 'product-title')?.textContent === 'Dune bowl');
  });

  it("says 'Try submitting your review again' when the send fails, keeping the rating", async () => {
    const element = await reviewsFixture('broken');
    await waitUntil(() => part(element, 'form'));
    stars(element)[2]!.click();
    part(element, 'submit')!.click();
    await waitUntil(() => part(element, 'error')!.textContent === 'Try submitting your review again', 'the send fails', { timeout: 5000 });
    expect(stars(element)[2]!.checked).to.equal(true);
    expect(document.querySelector('[role="alertdialog"]')).to.equal(null);
  });

  it("says 'Your review request has expired' for an expired or unknown token", async () => {
    for (const token of ['expired', 'nobody-has-this']) {
      const element = await reviewsFixture(token);
      await waitUntil(() => part(element, 'message'));
      expect(part(element, 'message')!.textContent).to.equal('Your review request has expired');
      expect(part(element, 'form')).to.equal(null);
    }
  });

  it("says 'There are no products to review' for a request with none", async () => {
    const element = await reviewsFixture('empty');
    await waitUntil(() => part(element, 'message'));
    expect(part(element, 'message')!.textContent).to.equal('There are no products to review');
    await expect(element).to.be.accessible();
  });
});
