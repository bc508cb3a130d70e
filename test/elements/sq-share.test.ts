import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-share.js';
import { captureConsole } from '../helpers/console.js';
import { SHARE_NETWORKS, shareHref } from '../../src/shared/social/networks.js';

const PAGE = 'https://juniper.example/journal/glazes';
const links = html`<ul aria-label="Share this page">
  ${SHARE_NETWORKS.map(
    (network) => html`<li><a href=${shareHref(network, PAGE, 'Glazes')} target="_blank" rel="noopener noreferrer">Share on ${network}</a></li>`,
  )}
</ul>`;
const part = (element: HTMLElement, name: string) => element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
const shareHosts = ['facebook.com', 'x.com', 'linkedin.com', 'pinterest.com'];
const thirdPartyRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => shareHosts.some((host) => new URL(entry.name).hostname.endsWith(host)));

async function share(template: ReturnType<typeof html>) {
  const element = await fixture<HTMLElement>(template);
  await waitUntil(() => element.shadowRoot?.querySelector('slot'), 'the view renders');
  return element;
}

describe('<sq-share>', () => {
  let page: ReturnType<typeof captureConsole>;
  const nav = navigator as Navigator & { share?: unknown };
  const ownShare = Object.getOwnPropertyDescriptor(navigator, 'share');
  beforeEach(() => (page = captureConsole()));
  afterEach(() => {
    page.restore();
    if (ownShare) Object.defineProperty(navigator, 'share', ownShare);
    else delete (navigator as { share?: unknown }).share;
  });

  it('keeps its share links, adds Copy link, and requests nothing from any network', async () => {
    const element = await share(html`<sq-share url=${PAGE} share-title="Glazes">${links}</sq-share>`);
    const anchors = [...element.querySelectorAll('a')];
    expect(anchors).to.have.length(5);
    for (const anchor of anchors.slice(0, 4)) {
      expect(anchor.target).to.equal('_blank');
      expect(anchor.rel).to.equal('noopener noreferrer');
    }
    expect(anchors[0]!.href).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE)}`);
    expect(anchors[4]!.getAttribute('href')).to.equal(`mailto:?subject=Glazes&body=${encodeURIComponent(PAGE)}`);
    expect(part(element, 'copy')!.textContent).to.equal('Copy link');
    expect(part(element, 'status')!.getAttribute('role')).to.equal('status');
    if (typeof nav.share !== 'function') expect(part(element, 'share')).to.equal(null);
    expect(thirdPartyRequests()).to.deep.equal([]);
    await expect(element).to.be.accessible();
    expect(page.errors).to.deep.equal([]);
  });

  it('copies the page’s address on a key press and says so in its status line', async () => {
    const written: string[] = [];
    const clipboard = navigator.clipboard;
    const own = Object.getOwnPropertyDescriptor(clipboard, 'writeText');
    Object.defineProperty(clipboard, 'writeText', { configurable: true, value: async (text: string) => void written.push(text) });
    try {
      const element = await share(html`<sq-share url=${`${PAGE}#comments`}>${links}</sq-share>`);
      part(element, 'copy')!.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => part(element, 'status')!.textContent === 'Link copied', 'the status says the link was copied');
      expect(written).to.deep.equal([PAGE]);
      expect(getComputedStyle(part(element, 'copy')!).outlineStyle).to.equal('solid');
      await expect(element).to.be.accessible();
    } finally {
      if (own) Object.defineProperty(clipboard, 'writeText', own);
      else delete (clipboard as { writeText?: unknown }).writeText;
    }
  });

  it('says so when the browser refuses the clipboard', async () => {
    const clipboard = navigator.clipboard;
    const own = Object.getOwnPropertyDescriptor(clipboard, 'writeText');
    Object.defineProperty(clipboard, 'writeText', { configurable: true, value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    try {
      const element = await share(html`<sq-share url=${PAGE}>${links}</sq-share>`);
      part(element, 'copy')!.focus();
      await sendKeys({ press: ' ' });
      await waitUntil(() => part(element, 'status')!.textContent!.startsWith('The link could not be copied'));
      await expect(element).to.be.accessible();
    } finally {
      if (own) Object.defineProperty(clipboard, 'writeText', own);
      else delete (clipboard as { writeText?: unknown }).writeText;
    }
  });

  it('offers the browser’s share sheet where it has one, and shares the canonical address and title', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = PAGE;
    document.head.append(canonical);
    try {
      const element = await share(html`<sq-share share-title="Glazes from the harbour">${links}</sq-share>`);
      const button = part(element, 'share')!;
      expect(button.textContent).to.equal('Share…');
      expect(shared).to.deep.equal([]);
      button.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => shared.length === 1, 'the share sheet opens');
      expect(shared[0]).to.deep.equal({ url: PAGE, title: 'Glazes from the harbour' });
      await expect(element).to.be.accessible();
      expect(page.errors).to.deep.equal([]);
    } finally {
      canonical.remove();
    }
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    let asked = false;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: () => {
        asked = true;
        return Promise.reject(new DOMException('closed', 'AbortError'));
      },
    });
    const element = await share(html`<sq-share url=${PAGE}>${links}</sq-share>`);
    part(element, 'share')!.click();
    await waitUntil(() => asked, 'the share sheet is asked for');
    // The closed sheet's answer is read in promise callbacks, all run before the next frame.
    await nextFrame();
    expect(page.errors).to.deep.equal([]);
    expect(part(element, 'status')!.textContent).to.equal('');
    await expect(element).to.be.accessible();
  });

  it('leaves the links as they are, with one error, for an address that is not a web page', async () => {
    const element = await share(html`<sq-share url="javascript:alert(1)">${links}</sq-share>`);
    await waitUntil(() => page.errors.length === 1);
    expect(page.errors[0]).to.contain('cannot share "javascript:alert(1)"');
    expect(part(element, 'actions')).to.equal(null);
    expect(element.querySelectorAll('a')).to.have.length(5);
    await expect(element).to.be.accessible();
  });
});
