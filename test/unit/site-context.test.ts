import { expect } from '@open-wc/testing';
import {
  SITE_CONTEXT_ID,
  anonymousContext,
  parseSiteContext,
  readSiteContextFromPage,
  toSiteContext,
  type WebsiteContext,
} from '../../src/shared/site/context.js';
import { $site, loadSiteContextFromPage, setSiteContext } from '../../src/shared/site/store.js';

const SERVER_CONTEXT = {
  website: {
    id: '65f1a2b3c4d5e6f708192a3b',
    identifier: 'juniper-ceramics',
    websiteType: 4,
    siteStatus: { value: 8 },
    developerMode: false,
    cloneable: false,
    baseUrl: 'http://localhost:8080',
    language: 'en-US',
    typekitId: '',
    siteTitle: 'Juniper Ceramics',
  },
  websiteSettings: {
    commentsEnabled: false,
    disqusShortname: '',
    useEscapeKeyToLogin: false,
    mobileInfoBarSettings: { isEnabled: false },
    popupOverlaySettings: { isEnabled: false },
    pinterestOverlayOptions: { mode: 'disabled' },
    storeSettings: { currency: 'USD' },
  },
  cookieSettings: { isCookieBannerEnabled: true, isAnalyticsCookiesDisabled: false },
  captchaSettings: { siteKey: 'key' },
  tweakJSON: { 'product-gallery-auto-crop': 'true' },
  showAnnouncementBar: true,
  googleFonts: [{ includeName: 'Source Serif 4' }],
  typekitFonts: [],
  authenticatedAccount: null,
  websiteRoles: [],
  pageType: 50,
  collectionId: 'c1',
  collection: { id: 'c1', title: 'Journal', pageType: 1 },
  itemId: 'i1',
  item: { id: 'i1', title: 'Why we fire slowly', recordType: 'text' },
  forms: [{ id: 'f1' }],
  products: [],
};

function withScript(text: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SITE_CONTEXT_ID;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

function parsed(json: string): WebsiteContext {
  const result = parseSiteContext(json);
  if (!('context' in result)) throw new Error(result.error);
  return result.context;
}

describe('website context', () => {
  it('anonymous defaults: no account, no roles, no page, nothing switched on', () => {
    expect(anonymousContext()).to.deep.equal({
      website: { developerMode: false, cloneable: false },
      websiteSettings: { commentsEnabled: false, useEscapeKeyToLogin: false },
      authenticatedAccount: null,
      websiteRoles: [],
      collectionId: null,
      collection: null,
      itemId: null,
      item: null,
      cookieSettings: null,
      captchaSettings: null,
      tweakJSON: {},
      showAnnouncementBar: false,
      googleFonts: [],
      typekitFonts: [],
      demoCollections: [],
    });
    expect(anonymousContext()).not.to.equal(anonymousContext());
  });

  it('reads every field of the context the server writes', () => {
    const context = parsed(JSON.stringify(SERVER_CONTEXT));
    expect(context.website).to.deep.equal(SERVER_CONTEXT.website);
    expect(context.websiteSettings.useEscapeKeyToLogin).to.equal(false);
    expect(context.websiteSettings.pinterestOverlayOptions).to.deep.equal({ mode: 'disabled' });
    expect(context.websiteSettings.mobileInfoBarSettings).to.deep.equal({ isEnabled: false });
    expect(context.websiteSettings.storeSettings).to.deep.equal({ currency: 'USD' });
    expect(context.authenticatedAccount).to.equal(null);
    expect(context.websiteRoles).to.deep.equal([]);
    expect(context.pageType).to.equal(50);
    expect(context.collectionId).to.equal('c1');
    expect(context.collection?.title).to.equal('Journal');
    expect(context.itemId).to.equal('i1');
    expect(context.item?.recordType).to.equal('text');
    expect(context.cookieSettings).to.deep.equal(SERVER_CONTEXT.cookieSettings);
    expect(context.captchaSettings).to.deep.equal({ siteKey: 'key' });
    expect(context.tweakJSON).to.deep.equal(SERVER_CONTEXT.tweakJSON);
    expect(context.showAnnouncementBar).to.equal(true);
    expect(context.googleFonts).to.deep.equal([{ includeName: 'Source Serif 4' }]);
    expect(context.locale).to.equal('en-US');
    expect(context.forms).to.deep.equal([{ id: 'f1' }]);
    expect(context.products).to.deep.equal([]);
  });

  it('takes website fields written on the context itself when there is no website object', () => {
    const context = toSiteContext({ id: 'w1', identifier: 'site', websiteType: 2, siteStatus: { value: 13 }, developerMode: true });
    expect(context.website).to.deep.equal({
      id: 'w1',
      identifier: 'site',
      websiteType: 2,
      siteStatus: { value: 13 },
      developerMode: true,
      cloneable: false,
    });
  });

  it('reads templateId, templateVersion (number or string) and an explicit locale over the website language', () => {
    const context = toSiteContext({ templateId: 't1', templateVersion: 7.1, locale: 'fr-FR', website: { language: 'en-US' } });
    expect(context.templateId).to.equal('t1');
    expect(context.templateVersion).to.equal('7.1');
    expect(context.locale).to.equal('fr-FR');
    expect(toSiteContext({ templateVersion: '7' }).templateVersion).to.equal('7');
  });

  it('takes collectionId and itemId from the collection and item when missing', () => {
    const context = toSiteContext({ collection: { id: 'c2' }, item: { id: 'i2' } });
    expect(context.collectionId).to.equal('c2');
    expect(context.itemId).to.equal('i2');
  });

  it('keeps an authenticated account and integer roles only', () => {
    const context = toSiteContext({ authenticatedAccount: { id: 'a1', permission: 2 }, websiteRoles: [1, '10', 10.5, null, 10] });
    expect(context.authenticatedAccount).to.deep.equal({ id: 'a1', permission: 2 });
    expect(context.websiteRoles).to.deep.equal([1, 10]);
  });

  it('reads fields of the wrong type as absent', () => {
    const context = toSiteContext({
      website: { id: 5, developerMode: 'yes', cloneable: 1, baseUrl: 3, siteStatus: 'paid' },
      websiteSettings: { useEscapeKeyToLogin: 'true', mobileInfoBarSettings: [], pinterestOverlayOptions: 'x', badgeType: 1 },
      authenticatedAccount: 'owner',
      websiteRoles: 'admin',
      collection: [],
      item: 'item',
      pageType: '50',
      cookieSettings: 'on',
      captchaSettings: { siteKey: 7 },
      tweakJSON: [],
      showAnnouncementBar: 'true',
      googleFonts: ['Arial', { includeName: 'Lora' }],
      typekitFonts: {},
      forms: {},
    });
    expect(context.website).to.deep.equal({ developerMode: false, cloneable: false });
    expect(context.websiteSettings).to.deep.equal({ commentsEnabled: false, useEscapeKeyToLogin: false });
    expect(context.authenticatedAccount).to.equal(null);
    expect(context.websiteRoles).to.deep.equal([]);
    expect(context.collection).to.equal(null);
    expect(context.item).to.equal(null);
    expect(context).not.to.have.property('pageType');
    expect(context.cookieSettings).to.equal(null);
    expect(context.captchaSettings).to.deep.equal({});
    expect(context.tweakJSON).to.deep.equal({});
    expect(context.showAnnouncementBar).to.equal(false);
    expect(context.googleFonts).to.deep.equal([{ includeName: 'Lora' }]);
    expect(context.typekitFonts).to.deep.equal([]);
    expect(context).not.to.have.property('forms');
  });

  it('gives the anonymous defaults for a value that is not an object', () => {
    for (const value of [null, undefined, 3, 'x', [], true]) expect(toSiteContext(value)).to.deep.equal(anonymousContext());
  });

  it('parse: one clear error for text that is not JSON or not a JSON object', () => {
    const broken = parseSiteContext('{"website": ');
    expect(broken)
      .to.have.property('error')
      .that.matches(/^The website context #sq-site-context could not be read: not valid JSON \(/);
    for (const json of ['[]', 'null', '"site"', '42']) {
      expect(parseSiteContext(json)).to.deep.equal({ error: 'The website context #sq-site-context could not be read: not a JSON object' });
    }
    expect(parseSiteContext('{}')).to.deep.equal({ context: anonymousContext() });
  });

  it('reads the context script of a page', () => {
    const result = readSiteContextFromPage(withScript(JSON.stringify(SERVER_CONTEXT)));
    expect(result).to.have.nested.property('context.website.id', SERVER_CONTEXT.website.id);
    expect(result).to.have.nested.property('context.itemId', 'i1');
  });

  it('a page without a context script is an anonymous page, not an error', () => {
    expect(readSiteContextFromPage(withScript(undefined))).to.deep.equal({ context: anonymousContext() });
    expect(readSiteContextFromPage(withScript(''))).to.deep.equal({ context: anonymousContext() });
  });

  it('a malformed script is an error', () => {
    expect(readSiteContextFromPage(withScript('{oops'))).to.have.property('error');
  });
});

describe('$site', () => {
  // The first listener reads the page once; the order of these tests matters.
  it('reads the page context on first subscription', () => {
    const script = withScript(JSON.stringify(SERVER_CONTEXT)).getElementById(SITE_CONTEXT_ID)!;
    document.head.append(script);
    try {
      const unsubscribe = $site.listen(() => {});
      expect($site.get().website.identifier).to.equal('juniper-ceramics');
      unsubscribe();
    } finally {
      script.remove();
    }
  });

  it('setSiteContext replaces the context', () => {
    const context = toSiteContext({ website: { id: 'other' } });
    setSiteContext(context);
    expect($site.get()).to.equal(context);
    const unsubscribe = $site.listen(() => {});
    expect($site.get()).to.equal(context);
    unsubscribe();
  });

  it('an unreadable page context logs one console error and keeps what the store had', () => {
    const before = $site.get();
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      loadSiteContextFromPage(withScript('not json'));
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    expect(String(errors[0]![0])).to.match(/^The website context #sq-site-context could not be read/);
    expect($site.get()).to.equal(before);
  });

  it('loadSiteContextFromPage sets a readable context', () => {
    loadSiteContextFromPage(withScript(JSON.stringify({ website: { id: 'loaded' } })));
    expect($site.get().website.id).to.equal('loaded');
  });
});
