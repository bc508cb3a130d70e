import { expect } from '@open-wc/testing';
import {
  fromApiCookieSettings,
  normalizeCookieBannerSettings,
  toApiCookieSettings,
  toBarPosition,
  toPopupPosition,
} from '../../src/shared/consent/settings.js';

const DEFAULT_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

describe('cookie banner settings', () => {
  it('fills every default when nothing is given', () => {
    expect(normalizeCookieBannerSettings(undefined)).to.deep.equal({
      cookieBannerCtaText: 'Accept',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerText: DEFAULT_TEXT,
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'BAR',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerAcceptType: 'OPT_IN',
      isCookieBannerEnabled: true,
      isActivityLogEnabled: true,
      isAnalyticsCookiesDisabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
    });
  });

  it('tolerates null, arrays and values of the wrong type', () => {
    for (const input of [null, 42, 'BAR', [], { cookieBannerCtaText: 7, isCookieBannerEnabled: 'yes' }]) {
      const settings = normalizeCookieBannerSettings(input);
      expect(settings.cookieBannerCtaText).to.equal('Accept');
      expect(settings.isCookieBannerEnabled).to.equal(true);
    }
  });

  it('keeps valid values', () => {
    const valid = {
      cookieBannerCtaText: 'OK',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerText: '<p>We bake cookies.</p>',
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'POPUP',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isCookieBannerEnabled: false,
      isActivityLogEnabled: false,
      isAnalyticsCookiesDisabled: true,
      isRestrictiveCookiePolicyAbsolute: true,
    };
    expect(normalizeCookieBannerSettings(valid)).to.deep.equal(valid);
  });

  it('falls back to the default for an unknown variant, theme or CTA variant', () => {
    const settings = normalizeCookieBannerSettings({
      cookieBannerVariant: 'SIDEBAR',
      cookieBannerTheme: 'NEON',
      cookieBannerCtaVariant: 'LINK',
      cookieBannerAcceptType: 'MAYBE',
    });
    expect(settings.cookieBannerVariant).to.equal('BAR');
    expect(settings.cookieBannerTheme).to.equal('DARK');
    expect(settings.cookieBannerCtaVariant).to.equal('ICON');
    expect(settings.cookieBannerAcceptType).to.equal('OPT_IN');
  });

  it('turns an empty paragraph into the default text on load', () => {
    for (const text of ['', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>']) {
      expect(normalizeCookieBannerSettings({ cookieBannerText: text }).cookieBannerText, JSON.stringify(text)).to.equal(DEFAULT_TEXT);
    }
  });

  it('maps popup positions to bar positions', () => {
    expect(toBarPosition('TOP_LEFT')).to.equal('TOP');
    expect(toBarPosition('TOP_RIGHT')).to.equal('TOP');
    expect(toBarPosition('TOP')).to.equal('TOP');
    expect(toBarPosition('BOTTOM_LEFT')).to.equal('BOTTOM');
    expect(toBarPosition('BOTTOM_RIGHT')).to.equal('BOTTOM');
    expect(toBarPosition('SOMEWHERE')).to.equal('BOTTOM');
    expect(normalizeCookieBannerSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT' }).cookieBannerPosition).to.equal('TOP');
  });

  it('maps bar positions to popup positions', () => {
    expect(toPopupPosition('TOP')).to.equal('TOP_LEFT');
    expect(toPopupPosition('BOTTOM')).to.equal('BOTTOM_LEFT');
    expect(toPopupPosition('TOP_RIGHT')).to.equal('TOP_RIGHT');
    expect(toPopupPosition('BOTTOM_RIGHT')).to.equal('BOTTOM_RIGHT');
    expect(toPopupPosition(undefined)).to.equal('BOTTOM_LEFT');
    expect(toPopupPosition('MIDDLE')).to.equal('BOTTOM_LEFT');
    expect(normalizeCookieBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).cookieBannerPosition).to.equal('TOP_LEFT');
  });

  it('writes the API form: restrictive flags renamed, empty text saved as empty, version 2', () => {
    const api = toApiCookieSettings({ cookieBannerText: '<p></p>', isAnalyticsCookiesDisabled: true, isActivityLogEnabled: false });
    expect(api.cookieBannerText).to.equal('');
    expect(api.isRestrictiveCookiePolicyEnabled).to.equal(true);
    expect(api.isVisitorDataRestricted).to.equal(true);
    expect(api.version).to.equal(2);
    expect(api).not.to.have.property('isAnalyticsCookiesDisabled');
    expect(api).not.to.have.property('isActivityLogEnabled');
    expect(toApiCookieSettings({ isActivityLogEnabled: true }).isVisitorDataRestricted).to.equal(false);
    expect(toApiCookieSettings({ cookieBannerText: '<p>Hi</p>' }).cookieBannerText).to.equal('<p>Hi</p>');
  });

  it('reads the API form back', () => {
    const settings = fromApiCookieSettings({
      cookieBannerVariant: 'POPUP',
      cookieBannerText: '',
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
      version: 2,
    });
    expect(settings.isAnalyticsCookiesDisabled).to.equal(true);
    expect(settings.isActivityLogEnabled).to.equal(false);
    expect(settings.cookieBannerText).to.equal(DEFAULT_TEXT);
    expect(settings.cookieBannerPosition).to.equal('BOTTOM_LEFT');
    expect(settings).not.to.have.property('version');
    const original = normalizeCookieBannerSettings({ cookieBannerTheme: 'LIGHT', isAnalyticsCookiesDisabled: true, isActivityLogEnabled: false });
    expect(fromApiCookieSettings(toApiCookieSettings(original))).to.deep.equal(original);
  });
});
