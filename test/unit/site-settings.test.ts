import { expect } from '@open-wc/testing';
import {
  announcementBarForm,
  announcementLinkProblem,
  footerForm,
  headerForm,
  linkListProblems,
  popupOverlayForm,
  popupOverlayProblems,
  savedHeaderFooter,
  siteLinkProblem,
} from '../../src/shared/config/site-settings.js';
import { fromApiCookieSettings, toApiCookieSettings } from '../../src/shared/consent/settings.js';

const LINKS = 'Links must be formatted as https://example.com or https://example.com.';

describe('the site settings editors’ rules', () => {
  it('takes a header or footer link that is a site path or an http(s) URL, and names the spec’s message otherwise', () => {
    for (const good of ['/shop', '/s/menu.pdf', 'https://example.com/a', 'http://example.com', '#top'])
      expect(siteLinkProblem(good), good).to.equal(undefined);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'https:example.com', 'shop', 'data:text/html,x', ''])
      expect(siteLinkProblem(bad), bad).to.equal(LINKS);
  });

  it('takes an announcement link by the URL helpers, or none at all', () => {
    for (const good of ['', '  ', '/shop', 'example.com', 'https://example.com', 'mailto:hello@example.com', 'tel:+44-1326']) {
      expect(announcementLinkProblem(good), good).to.equal(undefined);
    }
    for (const bad of ['javascript:alert(1)', 'https:example.com', 'mailto:nobody', 'tel:12', `/${'a'.repeat(150)}`])
      expect(announcementLinkProblem(bad), bad).to.equal(LINKS);
  });

  it('finds every link without a text or with a malformed address, by its place in the list', () => {
    const problems = linkListProblems([
      { title: 'Shop', href: '/shop' },
      { title: ' ', href: 'javascript:x' },
      { title: 'Visit', href: '' },
    ]);
    expect([...problems.entries()]).to.deep.equal([
      [1, { title: 'Give the link a text visitors will read.', href: LINKS }],
      [2, { href: LINKS }],
    ]);
  });

  it('reads a stored header and footer defensively, and saves them trimmed without blank address lines', () => {
    const header = headerForm({ navigation: [{ title: 'Shop', href: '/shop' }, 'junk', { title: 3 }], cart: false }, 'Juniper');
    expect(header).to.deep.equal({
      title: 'Juniper',
      navigation: [
        { title: 'Shop', href: '/shop' },
        { title: '', href: '' },
      ],
      cart: false,
      search: true,
    });
    const footer = footerForm({ text: 'Hi', address: ['12 Road', 4, ''] });
    expect(footer).to.deep.equal({ text: 'Hi', links: [], address: ['12 Road', ''] });
    expect(footerForm(null)).to.deep.equal({ text: '', links: [], address: [] });
    expect(
      savedHeaderFooter(
        { title: ' Juniper ', navigation: [{ title: ' Shop ', href: ' /shop ' }], cart: true, search: false },
        { text: ' © ', links: [], address: [' 12 Road ', '  ', 'Porthleven'] },
      ),
    ).to.deep.equal({
      header: { title: 'Juniper', navigation: [{ title: 'Shop', href: '/shop' }], cart: true, search: false },
      footer: { text: '©', links: [], address: ['12 Road', 'Porthleven'] },
    });
  });

  it('reads the announcement bar and popup overlay settings of the website context, anything else as the defaults', () => {
    expect(announcementBarForm(true, { text: 'Sale', clickthroughUrl: '/shop', newWindow: true })).to.deep.equal({
      showAnnouncementBar: true,
      text: 'Sale',
      clickthroughUrl: '/shop',
      newWindow: true,
    });
    expect(announcementBarForm('yes', 'no')).to.deep.equal({ showAnnouncementBar: false, text: '', clickthroughUrl: '', newWindow: false });
    expect(popupOverlayForm({ isEnabled: true, style: 'dark', frequency: -1, version: 5, title: 'Kiln opening', buttonUrl: '/shop' })).to.deep.equal({
      isEnabled: true,
      disabledOnMobile: false,
      style: 'dark',
      frequency: -1,
      title: 'Kiln opening',
      message: '',
      buttonText: '',
      buttonUrl: '/shop',
      version: 5,
    });
    expect(popupOverlayForm({ style: { custom: true }, frequency: 1.5, version: -1, title: 7, message: ['x'] })).to.deep.equal({
      isEnabled: false,
      disabledOnMobile: false,
      style: 'light',
      frequency: 0,
      title: '',
      message: '',
      buttonText: '',
      buttonUrl: '',
      version: 0,
    });
  });

  it('asks a switched-on popup overlay for something to say, and its button for both its text and a link the site renders', () => {
    const empty = { isEnabled: true, title: '', message: '', buttonText: '', buttonUrl: '' };
    expect(popupOverlayProblems(empty)).to.deep.equal({ title: 'Give the popup a heading or a message to show.' });
    expect(popupOverlayProblems({ ...empty, title: ' ', message: ' ' })).to.have.property('title');
    expect(popupOverlayProblems({ ...empty, isEnabled: false })).to.deep.equal({});
    expect(popupOverlayProblems({ ...empty, message: 'Seconds at half price.' })).to.deep.equal({});
    const titled = { ...empty, title: 'Kiln opening' };
    expect(popupOverlayProblems({ ...titled, buttonText: 'Shop' })).to.deep.equal({ buttonUrl: 'Give the button its link.' });
    expect(popupOverlayProblems({ ...titled, buttonUrl: '/shop' })).to.deep.equal({ buttonText: 'Give the button its text.' });
    expect(popupOverlayProblems({ ...titled, buttonText: 'Shop', buttonUrl: 'javascript:alert(1)' })).to.deep.equal({ buttonUrl: LINKS });
    for (const good of ['/shop', 'https://example.com/sale', '#signup'])
      expect(popupOverlayProblems({ ...titled, buttonText: 'Shop', buttonUrl: good }), good).to.deep.equal({});
  });

  it('saves the cookie banner form in its API form: the restrictive flags renamed, version 2, an empty paragraph as an empty string', () => {
    const form = fromApiCookieSettings({
      cookieBannerText: '',
      cookieBannerVariant: 'POPUP',
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
    expect(form.isAnalyticsCookiesDisabled).to.equal(true);
    expect(form.isActivityLogEnabled).to.equal(false);
    const api = toApiCookieSettings({ ...form, cookieBannerText: '<p></p>' });
    expect(api.cookieBannerText).to.equal('');
    expect(api.isRestrictiveCookiePolicyEnabled).to.equal(true);
    expect(api.isVisitorDataRestricted).to.equal(true);
    expect(api.version).to.equal(2);
    expect(api).not.to.have.property('isAnalyticsCookiesDisabled');
    expect(api).not.to.have.property('isActivityLogEnabled');
    expect(api.cookieBannerPosition).to.equal('BOTTOM_LEFT');
  });
});
