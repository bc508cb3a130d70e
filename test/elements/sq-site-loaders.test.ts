import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { resize } from '../helpers/testing.js';
import '../../src/runtime/sq-site.js';
import { removeStored } from '../../src/shared/dom/storage.js';
import { ANNOUNCEMENT_BAR_STORAGE_KEY } from '../../src/shared/site/announcement-bar-state.js';
import { toSiteContext } from '../../src/shared/site/context.js';
import { pageLifecycle } from '../../src/shared/site/lifecycle.js';
import { POPUP_OVERLAY_STORAGE_KEY } from '../../src/shared/site/popup-overlay.js';
import { startOverlaysManager, type OverlayImporters, type OverlaysManagerOptions } from '../../src/runtime/overlays-manager.js';
import { configureSiteRuntime } from '../../src/shared/site/runtime-config.js';
import { startSiteLoaders, type SiteLoaderImporters } from '../../src/runtime/site-loaders.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { captureConsole } from '../helpers/console.js';
import { longPage, overlaps, scrollToEnd, tappable } from '../helpers/overlap.js';
import { resetSiteTest, unmounted } from '../helpers/site.js';

const SITE_TAGS = ['sq-announcement-bar', 'sq-site-badge', 'sq-mobile-info-bar', 'sq-popup-overlay'];
/** Nothing calls for the overlays manager: template 7.1 hides the badge. */
const QUIET = {
  website: { id: 'site-1', developerMode: false, cloneable: false },
  templateVersion: '7.1',
  websiteSettings: { mobileInfoBarSettings: { isEnabled: false }, popupOverlaySettings: { isEnabled: false } },
  showAnnouncementBar: false,
};
const OWNER = { authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] };
const ANNOUNCEMENT = { text: 'Spring workshop dates are open', clickthroughUrl: '#workshops' };
const context = (fields: Record<string, unknown> = {}, websiteSettings: Record<string, unknown> = {}) =>
  toSiteContext({ ...QUIET, ...fields, websiteSettings: { ...QUIET.websiteSettings, ...websiteSettings } });

/** The imports the loaders asked for in this test, each settled once its module is in. */
let asked: Promise<unknown>[] = [];
const ask = <T>(imported: Promise<T>): Promise<T> => {
  asked.push(imported.catch(() => undefined));
  return imported;
};

/** Stand-ins for the lazy modules that record what the loader asked for. */
function recorder() {
  const loaded: string[] = [];
  const managed: OverlaysManagerOptions[] = [];
  const importers: SiteLoaderImporters = {
    announcementBar: () => ask((async () => void loaded.push('announcementBar'))()),
    overlaysManager: () =>
      ask(
        (async () => {
          loaded.push('overlaysManager');
          return { startOverlaysManager: (_context, options) => (managed.push(options), () => {}) };
        })(),
      ),
  };
  return { loaded, managed, importers };
}

/** The overlays manager's own modules, each import noted. */
const overlayImporters: OverlayImporters = {
  badge: () => ask(import('../../src/elements/sq-site-badge.js')),
  mobileInfoBar: () => ask(import('../../src/elements/sq-mobile-info-bar.js')),
  popupOverlay: () => ask(import('../../src/elements/sq-popup-overlay.js')),
};

/**
 * The loaders decide as they start: once every import they asked for is in, and the announcement
 * bar's rules (which the loader imports after the bar's code), a task later whatever they mount is
 * in the page. A module <sq-site> asks for is in this test bundle, and has loaded a task later too.
 */
const settle = async () => {
  await Promise.all(asked);
  await import('../../src/shared/site/announcement-bar.js');
  await new Promise((resolve) => setTimeout(resolve));
};
const inBody = (tag: string) => [...document.body.querySelectorAll(tag)];
const part = (element: Element, name: string) => element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

interface AxeResults {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}

/**
 * axe over the whole page with the end-to-end suite's tags (page-level rules such as `region`
 * included), for the site's own elements. Call it after an `accessible()` assertion, which loads axe.
 */
async function pageViolations(): Promise<string[]> {
  const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
  return results.violations
    .flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${JSON.stringify(node.target)}`))
    .filter((violation) => SITE_TAGS.some((tag) => violation.includes(tag)));
}

const stops: (() => void)[] = [];
function start(...args: Parameters<typeof startSiteLoaders>) {
  const stop = startSiteLoaders(...args);
  stops.push(stop);
  return stop;
}

beforeEach(async () => {
  asked = [];
  resetSiteTest();
  configureSiteRuntime({ assign: () => {} });
  removeStored(ANNOUNCEMENT_BAR_STORAGE_KEY, 'session');
  removeStored(POPUP_OVERLAY_STORAGE_KEY);
  await resize(1280, 900);
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  fixtureCleanup();
  await unmounted();
  for (const tag of SITE_TAGS) for (const element of inBody(tag)) element.remove();
  resetSiteTest();
  removeStored(ANNOUNCEMENT_BAR_STORAGE_KEY, 'session');
});

async function site(value: unknown) {
  const element = await fixture(
    html`<sq-site
      ><script type="application/json">
        ${JSON.stringify(value)}
      </script></sq-site
    >`,
  );
  await waitUntil(() => pageLifecycle.state() === 'initialized', 'the site runtime starts');
  return element;
}

describe('site loaders', () => {
  // First: once an element module has loaded in this page it stays defined.
  it('<sq-site> loads none of the site modules for an anonymous visitor on a site with none of the settings', async () => {
    await site(QUIET);
    await settle();
    expect(SITE_TAGS.filter((tag) => customElements.get(tag))).to.deep.equal([]);
    expect(SITE_TAGS.flatMap(inBody)).to.have.length(0);
  });

  it('imports nothing for that visitor, at any width', async () => {
    for (const width of [1280, 400]) {
      await resize(width, 900);
      const { loaded, importers } = recorder();
      start(context(), { viewportWidth: window.innerWidth, importers });
      await settle();
      expect(loaded, `${width} px`).to.deep.equal([]);
    }
  });

  it('a logged-in owner loads the announcement bar and the overlays manager, with the popup overlay', async () => {
    const { loaded, managed, importers } = recorder();
    start(context(OWNER), { viewportWidth: window.innerWidth, importers });
    await waitUntil(() => managed.length === 1, 'the overlays manager starts');
    expect([...loaded].sort()).to.deep.equal(['announcementBar', 'overlaysManager']);
    expect(managed[0]!.popupOverlay).to.equal(true);
  });

  it('the announcement bar setting loads the announcement bar alone', async () => {
    const { loaded, importers } = recorder();
    start(context({ showAnnouncementBar: true }), { viewportWidth: window.innerWidth, importers });
    await settle();
    expect(loaded).to.deep.equal(['announcementBar']);
  });

  it('the badge loads the overlays manager alone; a popup overlay switched on loads it with the popup overlay', async () => {
    const badge = recorder();
    start(context({ templateVersion: '7.0' }), { viewportWidth: window.innerWidth, importers: badge.importers });
    await settle();
    expect(badge.loaded).to.deep.equal(['overlaysManager']);
    expect(badge.managed).to.deep.equal([{ popupOverlay: false, doc: document }]);

    const popup = recorder();
    start(context({}, { popupOverlaySettings: { isEnabled: true, style: 'card' } }), {
      viewportWidth: window.innerWidth,
      importers: popup.importers,
    });
    await settle();
    expect(popup.loaded).to.deep.equal(['overlaysManager']);
    expect(popup.managed[0]!.popupOverlay).to.equal(true);
  });

  it('the mobile information bar loads the overlays manager only once the window is 1024 px or narrower', async () => {
    const { loaded, importers } = recorder();
    start(context({}, { mobileInfoBarSettings: { isEnabled: true, phone: '5550100' } }), { viewportWidth: window.innerWidth, importers });
    await settle();
    expect(loaded, 'at 1280 px').to.deep.equal([]);
    await resize(1024, 900);
    await waitUntil(() => loaded.length > 0, 'loaded at 1024 px');
    await resize(800, 900);
    await settle();
    expect(loaded).to.deep.equal(['overlaysManager']);
  });

  describe('announcement bar insertion', () => {
    it('inserts one first in <body>, after the skip links, when there is text; stopping removes it', async () => {
      const skip = Object.assign(document.createElement('a'), { href: '#main', textContent: 'Skip to content' });
      document.body.prepend(skip);
      try {
        const { importers } = recorder();
        const stop = start(context({ showAnnouncementBar: true }, { announcementBarSettings: ANNOUNCEMENT }), {
          viewportWidth: window.innerWidth,
          importers,
        });
        await waitUntil(() => inBody('sq-announcement-bar').length === 1, 'a bar is inserted');
        expect(skip.nextElementSibling!.localName).to.equal('sq-announcement-bar');
        stop();
        expect(inBody('sq-announcement-bar')).to.have.length(0);
      } finally {
        skip.remove();
      }
    });

    it('keeps a cookie banner that opens <body> ahead of the bar, so consent stays first', async () => {
      const skip = Object.assign(document.createElement('a'), { href: '#main', textContent: 'Skip to content' });
      const cookieBanner = document.createElement('sq-cookie-banner');
      cookieBanner.setAttribute('settings', JSON.stringify({ isCookieBannerEnabled: false }));
      document.body.prepend(cookieBanner, skip);
      try {
        const { importers } = recorder();
        const stop = start(context({ showAnnouncementBar: true }, { announcementBarSettings: ANNOUNCEMENT }), {
          viewportWidth: window.innerWidth,
          importers,
        });
        await waitUntil(() => inBody('sq-announcement-bar').length === 1, 'a bar is inserted');
        expect([...document.body.children].slice(0, 3).map((child) => child.localName)).to.deep.equal([
          'sq-cookie-banner',
          'a',
          'sq-announcement-bar',
        ]);
        stop();
      } finally {
        skip.remove();
        cookieBanner.remove();
      }
    });

    it('inserts none when the page has one, or when there is no text', async () => {
      await fixture(html`<div><sq-announcement-bar></sq-announcement-bar></div>`);
      start(context({ showAnnouncementBar: true }, { announcementBarSettings: ANNOUNCEMENT }), {
        viewportWidth: window.innerWidth,
        importers: recorder().importers,
      });
      await settle();
      expect(inBody('sq-announcement-bar')).to.have.length(1);
      fixtureCleanup();

      const { loaded, importers } = recorder();
      start(context(OWNER, { announcementBarSettings: { text: ' ' } }), { viewportWidth: window.innerWidth, importers });
      await settle();
      expect(loaded).to.include('announcementBar');
      expect(inBody('sq-announcement-bar')).to.have.length(0);
    });

    it('malformed settings log one clear error and insert nothing', async () => {
      const logged = captureConsole();
      try {
        start(context({ showAnnouncementBar: true }, { announcementBarSettings: 'Sale!' }), {
          viewportWidth: window.innerWidth,
          importers: recorder().importers,
        });
        await settle();
        expect(inBody('sq-announcement-bar')).to.have.length(0);
        expect(logged.errors).to.have.length(1);
        expect(logged.errors[0]).to.contain('<sq-announcement-bar>').and.contain('malformed (not an object)');
      } finally {
        logged.restore();
      }
    });
  });

  describe('overlays manager', () => {
    /** The mounted elements read `$site`, as they do under `<sq-site>`. */
    function manage(value: ReturnType<typeof context>, options: Partial<OverlaysManagerOptions> = {}) {
      setSiteContext(value);
      const stop = startOverlaysManager(value, { popupOverlay: false, importers: overlayImporters, ...options });
      stops.push(stop);
      return stop;
    }

    it('mounts the badge unless the template is 7.1 or the badge type is none; stopping removes it', async () => {
      const stop = manage(context({ templateVersion: '7.0' }));
      await waitUntil(() => part(inBody('sq-site-badge')[0] ?? document.body, 'badge'), 'the badge is drawn');
      await expect(inBody('sq-site-badge')[0]).to.be.accessible();
      expect(await pageViolations()).to.deep.equal([]);
      stop();
      expect(inBody('sq-site-badge')).to.have.length(0);

      manage(context());
      manage(context({ templateVersion: '7.0' }, { badgeType: 'none' }));
      await settle();
      expect(inBody('sq-site-badge')).to.have.length(0);
    });

    it('mounts the mobile information bar once the window is narrow, and lifts the badge above it', async () => {
      const mobile = { isEnabled: true, phone: '+1 555 0100', hours: 'Daily 9–5' };
      manage(context({ templateVersion: '7.0' }, { mobileInfoBarSettings: mobile }));
      await waitUntil(() => inBody('sq-site-badge').length === 1, 'the badge is mounted');
      await settle();
      expect(inBody('sq-mobile-info-bar'), 'not at 1280 px').to.have.length(0);

      await resize(600, 800);
      await waitUntil(() => part(inBody('sq-mobile-info-bar')[0] ?? document.body, 'bar'), 'the bar is drawn');
      const [bar] = inBody('sq-mobile-info-bar');
      const [badge] = inBody('sq-site-badge');
      await waitUntil(() => badge!.getBoundingClientRect().bottom <= bar!.getBoundingClientRect().top, 'the badge sits above the bar');
      await expect(bar).to.be.accessible();
      expect(await pageViolations()).to.deep.equal([]);

      await resize(1280, 900);
      await waitUntil(() => !part(bar!, 'bar'), 'the bar hides on a wide window');
      await waitUntil(() => (badge as HTMLElement).style.getPropertyValue('--sq-site-badge-offset') === '', 'the badge goes back down');
    });

    for (const width of [390, 800]) {
      it(`at ${width} px, the badge and the mobile information bar leave the footer link clear at the end of the page`, async () => {
        await resize(width, 800);
        const { footerLink, remove } = longPage();
        try {
          const mobile = { isEnabled: true, phone: '+1 555 0100', email: 'studio@example.com', address: '12 Harbour Road', hours: 'Daily 9–5' };
          manage(context({ templateVersion: '7.0' }, { mobileInfoBarSettings: mobile }));
          await waitUntil(() => part(inBody('sq-mobile-info-bar')[0] ?? document.body, 'bar'), 'the bar is drawn');
          await waitUntil(() => part(inBody('sq-site-badge')[0] ?? document.body, 'badge'), 'the badge is drawn');
          const bar = part(inBody('sq-mobile-info-bar')[0]!, 'bar')!;
          const badge = part(inBody('sq-site-badge')[0]!, 'badge')!;
          await scrollToEnd();
          await waitUntil(() => !overlaps(footerLink, bar) && !overlaps(footerLink, badge), 'the footer link is clear of both');
          expect([tappable(footerLink), tappable(badge), overlaps(badge, bar)]).to.deep.equal([true, true, false]);
        } finally {
          remove();
          await resize(1280, 900);
        }
      });
    }

    it('mounts the popup overlay when called for and the site has settings; its own rules decide', async () => {
      manage(context(OWNER, { popupOverlaySettings: { isEnabled: true, style: 'card', title: 'Spring kiln opening' } }), { popupOverlay: true });
      await waitUntil(() => part(inBody('sq-popup-overlay')[0] ?? document.body, 'overlay'), 'the overlay shows');
      expect(part(inBody('sq-popup-overlay')[0]!, 'title')!.textContent).to.equal('Spring kiln opening');
      for (const element of inBody('sq-popup-overlay')) element.remove();
      await unmounted();

      // Switched on with nothing to say: mounted, and its rules keep it hidden rather than show an empty box.
      manage(context(OWNER, { popupOverlaySettings: { isEnabled: true, style: 'card' } }), { popupOverlay: true });
      await waitUntil(() => inBody('sq-popup-overlay')[0]?.shadowRoot, 'the overlay is mounted');
      await settle();
      expect(part(inBody('sq-popup-overlay')[0]!, 'overlay')).to.equal(null);
      for (const element of inBody('sq-popup-overlay')) element.remove();
      await unmounted();

      manage(context(OWNER, { popupOverlaySettings: undefined }), { popupOverlay: true });
      manage(context(OWNER, { popupOverlaySettings: { isEnabled: true, style: 'card' } }), { popupOverlay: false });
      await settle();
      expect(inBody('sq-popup-overlay')).to.have.length(0);
    });

    it("uses the page's own elements instead of adding more", async () => {
      await fixture(html`<div><sq-site-badge></sq-site-badge><sq-popup-overlay></sq-popup-overlay></div>`);
      manage(context(OWNER, { popupOverlaySettings: { isEnabled: false } }), { popupOverlay: true });
      await settle();
      expect(inBody('sq-site-badge')).to.have.length(1);
      expect(inBody('sq-popup-overlay')).to.have.length(1);
    });
  });

  it("<sq-site> for a logged-in owner shows the site's announcement even with the setting off, the badge and the popup overlay; removing it removes them", async () => {
    const element = await site({
      ...QUIET,
      ...OWNER,
      templateVersion: '7.0',
      showAnnouncementBar: false,
      websiteSettings: { announcementBarSettings: ANNOUNCEMENT, popupOverlaySettings: { isEnabled: false } },
    });
    await waitUntil(() => part(inBody('sq-announcement-bar')[0] ?? document.body, 'bar'), 'the announcement shows');
    const [bar] = inBody('sq-announcement-bar');
    expect(document.body.firstElementChild).to.equal(bar);
    expect(part(bar!, 'text')!.textContent).to.equal(ANNOUNCEMENT.text);
    expect(part(bar!, 'link')!.getAttribute('href')).to.equal('#workshops');
    await expect(bar).to.be.accessible();
    await waitUntil(() => inBody('sq-site-badge').length === 1 && inBody('sq-popup-overlay').length === 1, 'the overlays are mounted');
    expect(SITE_TAGS.filter((tag) => customElements.get(tag))).to.deep.equal(['sq-announcement-bar', 'sq-site-badge', 'sq-popup-overlay']);
    await waitUntil(() => part(inBody('sq-site-badge')[0]!, 'badge'), 'the badge is drawn');
    expect(await pageViolations()).to.deep.equal([]);

    element.remove();
    // The element unmounts a task after it is removed, and its stops take the overlays away.
    await waitUntil(() => SITE_TAGS.flatMap(inBody).length === 0, 'removing <sq-site> removes the bar, the badge and the popup overlay');
  });
});
