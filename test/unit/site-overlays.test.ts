import { expect } from '@open-wc/testing';
import { getCookie } from '../../src/shared/dom/cookies.js';
import { fallbackCookieName, removeStored } from '../../src/shared/dom/storage.js';
import { announcementKey, announcementSettingsOf, parseAnnouncementBarSettings } from '../../src/shared/site/announcement-bar.js';
import {
  ANNOUNCEMENT_BAR_STORAGE_KEY,
  isAnnouncementDismissed,
  rememberAnnouncementDismissed,
} from '../../src/shared/site/announcement-bar-state.js';
import { toSiteContext } from '../../src/shared/site/context.js';
import { mailtoHref, parseMobileInfoBarSettings, telHref } from '../../src/shared/site/mobile-info-bar.js';
import { MOBILE_INFO_BAR_MEDIA_QUERY, showsMobileInfoBar } from '../../src/shared/site/roles.js';
import { SITE_BADGE_HREF, siteBadgeHref } from '../../src/shared/site/site-badge.js';

describe('announcement bar settings', () => {
  it('reads text as plain text and keeps a link only when it passes the URL validators', () => {
    const result = parseAnnouncementBarSettings({ text: '  Spring sale <b>now</b>  ', clickthroughUrl: '/shop' });
    expect(result).to.deep.equal({
      announcement: { text: 'Spring sale <b>now</b>', href: '/shop', newWindow: false, key: announcementKey('Spring sale <b>now</b>', '/shop') },
    });
    const link = (clickthroughUrl: string) => {
      const parsed = parseAnnouncementBarSettings({ text: 'Hi', clickthroughUrl });
      return 'announcement' in parsed ? parsed.announcement?.href : 'error';
    };
    expect(link('https://example.com/sale')).to.equal('https://example.com/sale');
    expect(link('example.com')).to.equal('https://example.com');
    expect(link('#workshops')).to.equal('#workshops');
    expect(link('mailto:studio@example.com')).to.equal('mailto:studio@example.com');
    expect(link('javascript:alert(1)')).to.equal(undefined);
    expect(link('http:/missing-slash')).to.equal(undefined);
    expect(link('data:text/html,hi')).to.equal(undefined);
    expect(link('')).to.equal(undefined);
  });

  it('nothing to show without settings or with blank text', () => {
    expect(parseAnnouncementBarSettings(undefined)).to.deep.equal({ announcement: undefined });
    expect(parseAnnouncementBarSettings(null)).to.deep.equal({ announcement: undefined });
    expect(parseAnnouncementBarSettings({ text: '   ' })).to.deep.equal({ announcement: undefined });
  });

  it('settings of the wrong shape give one clear error', () => {
    for (const [value, reason] of [
      ['Sale!', 'not an object'],
      [[{ text: 'Sale' }], 'not an object'],
      [{}, '"text" must be a string'],
      [{ text: 5 }, '"text" must be a string'],
      [{ text: 'Sale', clickthroughUrl: 5 }, '"clickthroughUrl" must be a string'],
      [{ text: 'Sale', newWindow: 'yes' }, '"newWindow" must be true or false'],
    ] as const) {
      const result = parseAnnouncementBarSettings(value);
      expect(result, JSON.stringify(value)).to.have.property(
        'error',
        `The announcement bar settings are malformed (${reason}); no announcement is shown.`,
      );
    }
  });

  it('a new window only when asked for', () => {
    const result = parseAnnouncementBarSettings({ text: 'Hi', clickthroughUrl: '/a', newWindow: true });
    expect('announcement' in result && result.announcement?.newWindow).to.equal(true);
  });

  it('the key changes with the text or the link', () => {
    expect(announcementKey('Sale', '/a')).to.equal(announcementKey('Sale', '/a'));
    expect(announcementKey('Sale', '/a')).to.not.equal(announcementKey('Sale', '/b'));
    expect(announcementKey('Sale', undefined)).to.not.equal(announcementKey('Sale!', undefined));
    expect(announcementKey('Sale', undefined)).to.match(/^[0-9a-z]+$/);
  });

  it('shown with showAnnouncementBar, or to a logged-in account whatever the switch', () => {
    const settings = { text: 'Sale' };
    expect(announcementSettingsOf(toSiteContext({ websiteSettings: { announcementBarSettings: settings } }))).to.equal(undefined);
    expect(
      announcementSettingsOf(toSiteContext({ showAnnouncementBar: true, websiteSettings: { announcementBarSettings: settings } })),
    ).to.deep.equal(settings);
    expect(
      announcementSettingsOf(
        toSiteContext({ authenticatedAccount: { id: 'a1' }, showAnnouncementBar: false, websiteSettings: { announcementBarSettings: settings } }),
      ),
    ).to.deep.equal(settings);
  });

  it('a dismissal is remembered for the session, for that announcement only', () => {
    removeStored(ANNOUNCEMENT_BAR_STORAGE_KEY, 'session');
    try {
      expect(isAnnouncementDismissed('abc')).to.equal(false);
      rememberAnnouncementDismissed('abc');
      expect(isAnnouncementDismissed('abc')).to.equal(true);
      expect(isAnnouncementDismissed('def')).to.equal(false);
      expect(sessionStorage.getItem(ANNOUNCEMENT_BAR_STORAGE_KEY)).to.contain('abc');
      expect(getCookie(fallbackCookieName('session', ANNOUNCEMENT_BAR_STORAGE_KEY))).to.equal(undefined);
    } finally {
      removeStored(ANNOUNCEMENT_BAR_STORAGE_KEY, 'session');
    }
  });
});

describe('mobile information bar settings', () => {
  it('enabled settings give the contact items in order, phone and email as links', () => {
    expect(
      parseMobileInfoBarSettings({
        isEnabled: true,
        hours: 'Tue–Sat 10:00–18:00',
        address: ' 12 Harbour Road, Porthleven ',
        email: 'studio@example.com',
        phone: '+1 (555) 010-0199',
      }),
    ).to.deep.equal({
      items: [
        { field: 'phone', text: '+1 (555) 010-0199', href: 'tel:+1555010-0199' },
        { field: 'email', text: 'studio@example.com', href: 'mailto:studio@example.com' },
        { field: 'address', text: '12 Harbour Road, Porthleven' },
        { field: 'hours', text: 'Tue–Sat 10:00–18:00' },
      ],
    });
  });

  it('nothing unless isEnabled is true; blank fields are left out', () => {
    expect(parseMobileInfoBarSettings(undefined)).to.deep.equal({ items: [] });
    expect(parseMobileInfoBarSettings({ phone: '5550100' })).to.deep.equal({ items: [] });
    expect(parseMobileInfoBarSettings({ isEnabled: false, phone: '5550100' })).to.deep.equal({ items: [] });
    expect(parseMobileInfoBarSettings({ isEnabled: true, phone: ' ', email: null })).to.deep.equal({ items: [] });
  });

  it('a phone or email that makes no valid link stays text', () => {
    expect(telHref('call us')).to.equal(undefined);
    expect(telHref('12')).to.equal(undefined);
    expect(telHref('+44 20 7946 0958')).to.equal('tel:+442079460958');
    expect(mailtoHref('studio@example')).to.equal(undefined);
    expect(mailtoHref('a@b@example.com')).to.equal(undefined);
    expect(mailtoHref('studio@example.com?subject=hi')).to.equal(undefined);
    expect(mailtoHref('studio@example.com')).to.equal('mailto:studio@example.com');
    expect(parseMobileInfoBarSettings({ isEnabled: true, phone: 'Ask at the desk' })).to.deep.equal({
      items: [{ field: 'phone', text: 'Ask at the desk' }],
    });
  });

  it('settings of the wrong shape give one clear error', () => {
    for (const [value, reason] of [
      ['on', 'not an object'],
      [{ isEnabled: 'true' }, '"isEnabled" must be true or false'],
      [{ isEnabled: true, phone: 5550100 }, '"phone" must be a string'],
      [{ isEnabled: true, hours: ['Mon'] }, '"hours" must be a string'],
    ] as const) {
      expect(parseMobileInfoBarSettings(value), JSON.stringify(value)).to.have.property(
        'error',
        `The mobile information bar settings are malformed (${reason}); the bar is not shown.`,
      );
    }
  });

  it('the media query matches exactly the widths showsMobileInfoBar allows', () => {
    expect(MOBILE_INFO_BAR_MEDIA_QUERY).to.equal('(max-width: 1024px)');
    expect(showsMobileInfoBar(1024)).to.equal(true);
    expect(window.matchMedia(MOBILE_INFO_BAR_MEDIA_QUERY).matches).to.equal(showsMobileInfoBar(window.innerWidth));
  });
});

describe('site badge link', () => {
  it('a valid link is kept; anything else gives the default', () => {
    expect(siteBadgeHref(undefined)).to.equal(SITE_BADGE_HREF);
    expect(siteBadgeHref('')).to.equal(SITE_BADGE_HREF);
    expect(siteBadgeHref('javascript:alert(1)')).to.equal(SITE_BADGE_HREF);
    expect(siteBadgeHref('https://builder.example/?ref=badge')).to.equal('https://builder.example/?ref=badge');
    expect(siteBadgeHref('/about')).to.equal('/about');
  });
});
