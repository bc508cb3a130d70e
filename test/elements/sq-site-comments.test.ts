import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import '../../src/runtime/sq-site.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { pageLifecycle } from '../../src/shared/site/lifecycle.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { captureConsole } from '../helpers/console.js';
import { allowedScriptRuns, resetSiteTest, unmounted } from '../helpers/site.js';

/** A shortname no other test, nor the other browser, uses; the stand-in records its script's requests under it. */
const shortname = () => `juniper-${Math.random().toString(36).slice(2, 10)}`;
const BASE = `${location.origin}/__script-stand-in/comments/`;
const asked = async (name: string) => ((await (await fetch(`/__script-stand-in/received?name=comments-${name}`)).json()) as unknown[]).length;
const scriptOnPage = (name: string) => document.querySelector(`script[src*="${name}"]`) !== null;

const RESTRICTIVE = { isAnalyticsCookiesDisabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' };

function context(settings: Record<string, unknown>, cookieSettings: Record<string, unknown> = {}) {
  return { website: { id: 'site-1' }, pageType: 2, websiteSettings: settings, cookieSettings };
}

/** A journal list whose posts' links ask for counts, next to links that do not, with `<sq-site>` after them. */
async function journal(siteContext: unknown, base: string | undefined = BASE) {
  const root = await fixture<HTMLElement>(html`
    <main>
      <ul>
        <li><a href="/journal/why-we-fire-slowly-3" data-sq-comment-count>Comments</a></li>
        <li><a href="/journal/glaze-notes-1#comments">Comments</a></li>
        <li><a href="/journal/quiet-week#comments">Comments</a></li>
        <li><a href="https://elsewhere.example/post-7#comments">Comments elsewhere</a></li>
        <li><a href="/journal/glaze-notes-1">Read the post</a></li>
      </ul>
      <sq-site comments-base=${base ?? ''}
        ><script type="application/json">
          ${JSON.stringify(siteContext)}
        </script></sq-site
      >
    </main>
  `);
  await waitUntil(() => pageLifecycle.state() === 'initialized', 'the site runtime starts');
  const texts = () => [...root.querySelectorAll('a')].map((link) => link.textContent);
  return { root, texts };
}

/**
 * The runtime has made up its mind about the counts: their chunk has loaded (the runtime imports it
 * before asking for the provider's script) and a script asked for after it has run, so a request for
 * the count script, were one made, has been recorded.
 */
async function countsDecided(): Promise<void> {
  await import('../../src/runtime/comment-counts.js');
  await new Promise((resolve) => setTimeout(resolve));
  await allowedScriptRuns();
}

const FILLED = ['3 comments', '1 comment', 'No comments', 'Comments elsewhere', 'Read the post'];
const UNFILLED = ['Comments', 'Comments', 'Comments', 'Comments elsewhere', 'Read the post'];

describe('<sq-site>: comment counts', () => {
  let page: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    resetSiteTest();
    page = captureConsole();
  });
  afterEach(async () => {
    fixtureCleanup();
    await unmounted();
    page.restore();
    setSiteContext(anonymousContext());
    resetSiteTest();
  });

  it('requests nothing with comments off, without a shortname, or on a page with no link asking for counts', async () => {
    const off = shortname();
    const first = await journal(context({ commentsEnabled: false, disqusShortname: off }));
    await countsDecided();
    expect(first.texts()).to.deep.equal(UNFILLED);
    fixtureCleanup();
    await unmounted();

    await journal(context({ commentsEnabled: true, disqusShortname: '' }));
    await countsDecided();
    expect(document.querySelector('script[src*="count.js"]')).to.equal(null);
    fixtureCleanup();
    await unmounted();

    const noLinks = shortname();
    await fixture(
      html`<div>
        <a href="/journal/quiet-week">Read</a>
        <sq-site comments-base=${BASE}
          ><script type="application/json">
            ${JSON.stringify(context({ commentsEnabled: true, disqusShortname: noLinks }))}
          </script></sq-site
        >
      </div>`,
    );
    await waitUntil(() => pageLifecycle.state() === 'initialized');
    await countsDecided();
    expect(await asked(off)).to.equal(0);
    expect(await asked(noLinks)).to.equal(0);
    expect(page.errors).to.deep.equal([]);
  });

  it('a shortname that is not letters, digits and hyphens: one console message, no request, the links keep their text', async () => {
    const { texts } = await journal(context({ commentsEnabled: true, disqusShortname: 'x.evil.example/' }));
    await countsDecided();
    expect(page.errors).to.have.length(1);
    expect(page.errors[0]).to.contain('x.evil.example/').and.contain('letters, digits and hyphens');
    expect(document.querySelector('script[src*="count.js"]')).to.equal(null);
    expect(texts()).to.deep.equal(UNFILLED);
  });

  it('under a restrictive policy requests nothing before consent, the links keep their text; after accepting, the counts', async () => {
    const name = shortname();
    const { root, texts } = await journal(context({ commentsEnabled: true, disqusShortname: name }, RESTRICTIVE));
    await countsDecided();
    expect(await asked(name), 'no request to the provider before consent').to.equal(0);
    expect(scriptOnPage(name)).to.equal(false);
    expect(texts()).to.deep.equal(UNFILLED);
    await expect(root).to.be.accessible();
    chooseConsent(true);
    await waitUntil(() => texts()[0] === '3 comments', 'the counts arrive after consent');
    expect(texts()).to.deep.equal(FILLED);
    expect(await asked(name)).to.equal(1);
    await expect(root).to.be.accessible();
  });

  it('under a restrictive policy, declining requests nothing', async () => {
    const name = shortname();
    const { texts } = await journal(context({ commentsEnabled: true, disqusShortname: name }, RESTRICTIVE));
    chooseConsent(false);
    await countsDecided();
    expect(await asked(name)).to.equal(0);
    expect(texts()).to.deep.equal(UNFILLED);
  });

  it('a count script that cannot load: one console error, the links keep their text', async () => {
    const { root, texts } = await journal(context({ commentsEnabled: true, disqusShortname: 'missing' }));
    await waitUntil(() => page.errors.length > 0, 'the failure is reported');
    await countsDecided();
    expect(page.errors).to.have.length(1);
    expect(page.errors[0]).to.contain('/__script-stand-in/comments/missing/count.js');
    expect(texts()).to.deep.equal(UNFILLED);
    await expect(root).to.be.accessible();
  });
  it('with comments on and a shortname, requests the count script once and fills the links that ask for counts in the site’s words', async () => {
    const name = shortname();
    const { root, texts } = await journal(context({ commentsEnabled: true, disqusShortname: name }));
    await waitUntil(() => texts()[0] === '3 comments', 'the counts arrive');
    expect(texts()).to.deep.equal(FILLED);
    expect(await asked(name)).to.equal(1);
    expect(root.querySelector('a[href^="https://elsewhere"]')!.hasAttribute('data-disqus-url'), 'another site’s link is left alone').to.equal(false);
    expect(root.querySelector('a[href="/journal/glaze-notes-1"]')!.className).to.equal('');
    expect(page.errors).to.deep.equal([]);
    await expect(root).to.be.accessible();
  });
  it('links that come later (a summary’s next page) are counted too, with no second request, and the counted ones keep the site’s words', async () => {
    const name = shortname();
    const { root, texts } = await journal(context({ commentsEnabled: true, disqusShortname: name }));
    await waitUntil(() => texts()[0] === '3 comments', 'the counts arrive');
    const item = document.createElement('li');
    item.innerHTML = '<a href="/journal/kiln-log-5#comments">Comments</a>';
    root.querySelector('ul')!.append(item);
    await waitUntil(() => item.textContent === '5 comments', 'the new link is counted');
    expect(texts()).to.deep.equal([...FILLED, '5 comments']);
    expect(await asked(name)).to.equal(1);
    expect(page.errors).to.deep.equal([]);
    await expect(root).to.be.accessible();
  });
});
