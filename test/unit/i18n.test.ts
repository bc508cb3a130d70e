import { expect } from '@open-wc/testing';
import { formatText, localeOf, t } from '../../src/shared/i18n/format.js';
import { strings, type StringKey } from '../../src/shared/i18n/strings.en.js';
import { tables } from '../../src/shared/i18n/tables.js';

describe('t', () => {
  it('gives the spec texts verbatim', () => {
    expect(t('logoutSuccessfulTitle')).to.equal('Logout Successful');
    expect(t('logoutSuccessfulMessage')).to.equal('You have been successfully logged out.');
    expect(t('formSubmitting')).to.equal('Submitting\u2026');
    expect(t('captchaIncomplete')).to.equal('Complete CAPTCHA before submitting.');
    expect(t('fieldsInvalid')).to.equal('One or more fields is invalid, please check your entries.');
    expect(t('productAvailable')).to.equal('Available');
    expect(t('productHidden')).to.equal('Hidden');
    expect(t('cookieBannerCtaText')).to.equal('Accept');
    expect(t('cookieBannerOptOutCtaText')).to.equal('Decline');
    expect(t('cookieBannerText')).to.equal(
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    );
    expect(t('cartCountCapped')).to.equal('100+');
    expect(t('cartCountCappedLabel')).to.equal('More than 100 items in cart');
    expect(t('checkoutCookiesRequired')).to.equal(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    expect(t('formRateLimited')).to.equal('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(t('formUnknownError')).to.equal('Unknown error, please try again later.');
    expect(t('serviceUnavailable')).to.equal('This service is temporarily unavailable. Please try again later.');
    expect(t('unableToConnectEllipsis')).to.equal('Unable to connect\u2026');
    expect(t('unableToLoadTryAgain')).to.equal('Unable to load. Try again.');
    expect(t('recaptchaNotSetUp')).to.equal('ReCaptcha has not been set up!');
    expect(t('lightboxifyUnavailable')).to.equal('lightboxify is not available in this tier!');
    expect(t('noValidHtmlElement')).to.equal('Error: No valid HTMLElement node was supplied!');
    expect(t('ratingRequired')).to.equal('Rating (required).');
  });

  it('fills placeholders', () => {
    expect(t('emailNotValid', { email: 'name@example.com' })).to.equal(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(t('responseNotJson', { url: '/api/form/FormSubmissionKey', message: 'Unexpected token <' })).to.equal(
      'Internal Error: Unable to parse server response from (/api/form/FormSubmissionKey) as JSON: Unexpected token <',
    );
    expect(t('fileTooLarge', { fileName: 'photo.jpg', maxSize: '20 MB' })).to.equal(
      'The file photo.jpg is too large. The maximum allowed file size is 20 MB.',
    );
    expect(t('fileTypeUnsupported', { fileName: 'notes.exe', fileTypeMessage: 'image ' })).to.equal(
      'The file notes.exe does not appear to be a supported image file.',
    );
    expect(t('linksMustBeFormattedAs', { host: 'https://example.com' })).to.equal(
      'Links must be formatted as https://example.com or https://example.com.',
    );
    expect(t('trackingEventHttpError', { code: 404 })).to.equal('Error tracking event: HTTP Status 404');
    expect(t('checkoutMinimumSubtotal', { subtotal: '$10.00' })).to.equal('To check out, the order subtotal must be $10.00 or more.');
    expect(t('subscriptionEveryMonths', { n: 3 })).to.equal('every 3 months');
    expect(t('subscriptionForPayments', { p: 12 })).to.equal('for 12 payments');
  });

  it('inserts a plain numeric argument as it is', () => {
    expect(t('characterCount', { count: 1200, max: 2000 }, 'en')).to.equal('1200 / 2000');
  });

  it('renders every message verbatim, its placeholders replaced and nothing else changed', () => {
    for (const key of Object.keys(strings) as StringKey[]) {
      const source: string = strings[key];
      const names = [...source.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const values = Object.fromEntries(names.map((name) => [name, `\u00ab${name}\u00bb`]));
      const expected = source.replace(/\{(\w+)\}/g, (_, name: string) => `\u00ab${name}\u00bb`);
      expect((t as (key: StringKey, values?: Record<string, string>) => string)(key, values), key).to.equal(expected);
    }
  });

  it('falls back to English for a language without a table, and for an invalid locale', () => {
    expect(tables.fr).to.equal(undefined);
    expect(t('cookieBannerCtaText', undefined, 'fr-CA')).to.equal('Accept');
    expect(t('cookieBannerCtaText', undefined, 'not a locale!')).to.equal('Accept');
  });

  it('uses the page language when no locale is given', () => {
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'fr';
    try {
      expect(t('cookieBannerLabel')).to.equal('Cookie consent');
    } finally {
      document.documentElement.lang = lang;
    }
  });
});

describe('formatText', () => {
  it('keeps apostrophes literal, even next to placeholders and braces', () => {
    expect(formatText("You don't have access.")).to.equal("You don't have access.");
    expect(formatText("The file '{fileName}' isn't supported.", { fileName: 'a.png' })).to.equal("The file 'a.png' isn't supported.");
    expect(formatText("{name}'s cart", { name: 'Ada' })).to.equal("Ada's cart");
    expect(formatText("It''s doubled")).to.equal("It''s doubled");
    expect(formatText("'quoted'")).to.equal("'quoted'");
  });

  it('formats numbers for the locale where the message asks for it', () => {
    expect(formatText('{n, number}', { n: 1200 }, 'en')).to.equal('1,200');
    expect(formatText('{n, number}', { n: 1200 }, 'de')).to.equal('1.200');
  });

  it('still formats ICU plurals', () => {
    const message = '{n, plural, one {# item} other {# items}} in cart';
    expect(formatText(message, { n: 1 })).to.equal('1 item in cart');
    expect(formatText(message, { n: 5 })).to.equal('5 items in cart');
  });
});

describe('localeOf', () => {
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => container.remove());

  it('finds the nearest lang attribute above a node', () => {
    container.innerHTML = '<section lang="de-AT"><p><span>Text</span></p></section>';
    const span = container.querySelector('span')!;
    expect(localeOf(span)).to.equal('de-AT');
    expect(localeOf(span.firstChild)).to.equal('de-AT');
  });

  it('prefers the node\u2019s own lang', () => {
    container.innerHTML = '<section lang="de"><p lang="fr">Text</p></section>';
    expect(localeOf(container.querySelector('p'))).to.equal('fr');
  });

  it('crosses shadow roots to the host', () => {
    container.setAttribute('lang', 'ja');
    const host = document.createElement('div');
    container.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div><button>OK</button></div>';
    expect(localeOf(root.querySelector('button'))).to.equal('ja');
    expect(localeOf(root)).to.equal('ja');
  });

  it('crosses nested shadow roots and honours a lang inside one', () => {
    container.setAttribute('lang', 'ja');
    const outer = document.createElement('div');
    container.append(outer);
    const outerRoot = outer.attachShadow({ mode: 'open' });
    outerRoot.innerHTML = '<div lang="pt-BR"><span></span></div><em></em>';
    const inner = outerRoot.querySelector('span')!;
    const innerRoot = inner.attachShadow({ mode: 'closed' });
    innerRoot.innerHTML = '<b>x</b>';
    expect(localeOf(innerRoot.querySelector('b'))).to.equal('pt-BR');
    expect(localeOf(outerRoot.querySelector('em'))).to.equal('ja');
  });

  it('falls back to the page language, then the browser language', () => {
    const lang = document.documentElement.lang;
    const detached = document.createElement('span');
    try {
      document.documentElement.lang = 'nl';
      expect(localeOf(detached)).to.equal('nl');
      expect(localeOf()).to.equal('nl');
      document.documentElement.removeAttribute('lang');
      expect(localeOf(detached)).to.equal(navigator.language);
      expect(localeOf(null)).to.equal(navigator.language);
    } finally {
      if (lang) document.documentElement.lang = lang;
      else document.documentElement.removeAttribute('lang');
    }
  });
});
