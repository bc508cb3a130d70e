import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-form.js';
import '../../src/elements/sq-gallery.js';
import { navigation } from '../../src/shared/dom/navigate.js';
import { URL_CORPUS } from '../fixtures/url-corpus.js';
import { hitOf, IMAGES, slideElements } from '../helpers/gallery.js';
import { standInBase } from '../helpers/stand-in.js';

const SENTINEL = '#sentinel-after';

/** Where the runtime sent the window: `navigation.assign` records instead of leaving the test page. */
let sent: string[] = [];
const realAssign = navigation.assign;

/** What the corpus allows for `url`, on this test page: nothing, or one http(s) navigation with the right origin. */
function expectNavigation(url: string, recorded: string[]) {
  const entry = URL_CORPUS.find((candidate) => candidate.url === url)!;
  const label = JSON.stringify(url);
  if (entry.navigation === null) {
    expect(recorded, `${label} must not navigate`).to.deep.equal([]);
    return;
  }
  expect(recorded, `${label} navigates once`).to.have.length(1);
  const target = new URL(recorded[0]!, location.href);
  expect(['http:', 'https:'], label).to.include(target.protocol);
  // A path or an anchor resolves against this page; anything else names its own origin.
  if (/^\s*(#|\/(?![/\\]))/.test(url)) expect(target.origin, `${label} stays on this site`).to.equal(location.origin);
  else expect(target.href, label).to.equal(entry.navigation);
}

function figure(id: string, clickThroughUrl: string): HTMLElement {
  const element = document.createElement('figure');
  const image = IMAGES.landscape;
  element.setAttribute('data-type', 'image');
  element.setAttribute('data-slide-id', id);
  element.setAttribute('data-click-through-url', clickThroughUrl);
  element.setAttribute('data-src', image.src);
  element.setAttribute('data-image-dimensions', `${image.width}x${image.height}`);
  const img = document.createElement('img');
  img.alt = `Slide ${id}`;
  element.append(img);
  return element;
}

describe('no element navigates to a script URL or off-site through a tricky URL', () => {
  beforeEach(() => {
    sent = [];
    navigation.assign = (url) => void sent.push(url);
  });

  afterEach(() => {
    navigation.assign = realAssign;
    document.querySelectorAll('sq-gallery, sq-form').forEach((element) => element.remove());
  });

  it('a gallery slide click-through follows only what the URL check allows', async () => {
    for (const { url } of URL_CORPUS) {
      const gallery = document.createElement('sq-gallery');
      gallery.setAttribute('design', 'grid');
      gallery.append(figure('tricky', url), figure('sentinel', SENTINEL));
      document.body.append(gallery);
      await waitUntil(() => hitOf(gallery, 1), 'the gallery rendered');
      slideElements(gallery)[0]!.click();
      slideElements(gallery)[1]!.click();
      // The sentinel's navigation comes after the tricky one's, if any.
      await waitUntil(() => sent.at(-1)?.endsWith(SENTINEL), `the sentinel click after ${JSON.stringify(url)}`);
      expectNavigation(url, sent.slice(0, -1));
      sent = [];
      gallery.remove();
    }
  });

  it("a form's success redirect follows only what the URL check allows", async () => {
    for (const { url } of URL_CORPUS) {
      const form = document.createElement('sq-form') as HTMLElement & { definition: unknown };
      form.setAttribute('form-id', 'form-1');
      form.setAttribute('object-name', `redirect-${Math.random().toString(36).slice(2)}`);
      form.setAttribute('api-base', standInBase());
      form.definition = { fields: [], submitButtonText: 'Send', postSubmitMessage: '<p>Thanks</p>', successRedirect: url };
      document.body.append(form);
      const submit = await waitUntil(() => form.shadowRoot?.querySelector<HTMLButtonElement>('[part~="submit"]'), 'the form rendered').then(() =>
        form.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!,
      );
      submit.click();
      await waitUntil(() => form.shadowRoot!.textContent!.includes('Thanks'), `the submission of ${JSON.stringify(url)} succeeded`);
      expectNavigation(url, sent);
      sent = [];
      form.remove();
    }
  });
});
