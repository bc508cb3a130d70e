import { expect } from '@open-wc/testing';
import { formatText, localeOf, t } from '../../src/shared/i18n/format.js';
import { formatMessage } from '../../src/shared/i18n/message.js';
import { strings, type StringKey } from '../../src/shared/i18n/strings.en.js';
import { addEnglishStrings, englishText, registerStrings, tables, unregisterStrings } from '../../src/shared/i18n/tables.js';

/** English messages that choose a wording by number; the others are plain text with `{name}` placeholders. */
const isPlural = (text: string) => /\{\w+, plural,/.test(text);

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
      if (isPlural(source)) continue;
      const names = [...source.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const values = Object.fromEntries(names.map((name) => [name, `\u00ab${name}\u00bb`]));
      const expected = source.replace(/\{(\w+)\}/g, (_, name: string) => `\u00ab${name}\u00bb`);
      expect((t as (key: StringKey, values?: Record<string, string>) => string)(key, values), key).to.equal(expected);
    }
  });

  it('words the plural messages as the spec does, for one and for more', () => {
    expect(
      Object.entries(strings)
        .filter(([, text]) => isPlural(text))
        .map(([key]) => key),
    ).to.have.members([
      'subscriptionEveryWeeks',
      'subscriptionEveryMonths',
      'subscriptionEveryYears',
      'subscriptionForPayments',
      'cartCountLabel',
      'relativeTimeSeconds',
      'relativeTimeMinutes',
      'relativeTimeHours',
      'relativeTimeDays',
      'formAddressSuggestions',
      'commentCount',
      'searchResultCount',
      'inboxSubmissionCount',
      'inboxShowing',
      'formBuilderFieldCount',
      'formBuilderSubmissionCount',
      'formBuilderHasErrors',
      'formBuilderDeleteRefused',
      'contentShowing',
    ]);
    expect(t('inboxSubmissionCount', { n: 1 }, 'en')).to.equal('1 submission');
    expect(t('inboxSubmissionCount', { n: 3 }, 'en')).to.equal('3 submissions');
    expect(t('formBuilderSubmissionCount', { n: 0 }, 'en')).to.equal('no submissions');
    expect(t('contentShowing', { n: 1 }, 'en')).to.equal('Showing 1 entry');
    expect(t('subscriptionEveryWeeks', { n: 1 }, 'en')).to.equal('renews every week');
    expect(t('subscriptionEveryWeeks', { n: 2 }, 'en')).to.equal('every 2 weeks');
    expect(t('subscriptionEveryMonths', { n: 1 }, 'en')).to.equal('renews every month');
    expect(t('subscriptionEveryYears', { n: 1 }, 'en')).to.equal('renews every year');
    expect(t('subscriptionEveryYears', { n: 10 }, 'en')).to.equal('every 10 years');
    expect(t('subscriptionForPayments', { p: 1 }, 'en')).to.equal('for 1 payment');
    expect(t('subscriptionForPayments', { p: 2 }, 'en')).to.equal('for 2 payments');
    expect(t('cartCountLabel', { n: 0 }, 'en')).to.equal('No items in cart');
    expect(t('cartCountLabel', { n: 1 }, 'en')).to.equal('1 item in cart');
    expect(t('cartCountLabel', { n: 42 }, 'en')).to.equal('42 items in cart');
    expect(t('relativeTimeSeconds', { n: 1 }, 'en')).to.equal('1 second ago');
    expect(t('relativeTimeSeconds', { n: 30 }, 'en')).to.equal('30 seconds ago');
    expect(t('relativeTimeMinutes', { n: 1 }, 'en')).to.equal('1 minute ago');
    expect(t('relativeTimeHours', { n: 5 }, 'en')).to.equal('5 hours ago');
    expect(t('relativeTimeDays', { n: 3 }, 'en')).to.equal('3 days ago');
    expect(t('formAddressSuggestions', { n: 0 }, 'en')).to.equal('No address suggestions');
    expect(t('formAddressSuggestions', { n: 1 }, 'en')).to.equal('1 address suggestion, use the arrow keys to choose');
    expect(t('formAddressSuggestions', { n: 4 }, 'en')).to.equal('4 address suggestions, use the arrow keys to choose');
    expect(t('commentCount', { count: 0 }, 'en')).to.equal('No comments');
    expect(t('commentCount', { count: 1 }, 'en')).to.equal('1 comment');
    expect(t('commentCount', { count: 12 }, 'en')).to.equal('12 comments');
    expect(t('searchResultCount', { n: 1 }, 'en')).to.equal('1 result');
    expect(t('searchResultCount', { n: 7 }, 'en')).to.equal('7 results');
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

describe('formatMessage', () => {
  const items = '{n, plural, one {# item} other {# items}}';

  it("chooses the plural form by the locale's rules, an exact =N match first", () => {
    expect(formatMessage(items, { n: 1 }, 'en')).to.equal('1 item');
    expect(formatMessage(items, { n: 0 }, 'en')).to.equal('0 items');
    expect(formatMessage(items, { n: 2 }, 'en')).to.equal('2 items');
    expect(formatMessage(items, { n: 1.5 }, 'en')).to.equal('1.5 items');
    const polish = '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}';
    expect(formatMessage(polish, { n: 1 }, 'pl')).to.equal('1 plik');
    expect(formatMessage(polish, { n: 3 }, 'pl')).to.equal('3 pliki');
    expect(formatMessage(polish, { n: 5 }, 'pl')).to.equal('5 plików');
    expect(formatMessage(polish, { n: 22 }, 'pl')).to.equal('22 pliki');
    expect(formatMessage('{n, plural, =0 {none} =1 {just one} one {# (one)} other {#}}', { n: 0 }, 'en')).to.equal('none');
    expect(formatMessage('{n, plural, =0 {none} =1 {just one} one {# (one)} other {#}}', { n: 1 }, 'en')).to.equal('just one');
  });

  it("writes # as the plural's number in the locale's digits, and only inside a plural", () => {
    expect(formatMessage(items, { n: 1200 }, 'en')).to.equal('1,200 items');
    expect(formatMessage(items, { n: 1200 }, 'de')).to.equal('1.200 items');
    expect(formatMessage('Item #{n}', { n: 3 }, 'en')).to.equal('Item #3');
    expect(formatMessage('{n, plural, other {# in {where, select, cart {the cart #} other {a list}}}}', { n: 4, where: 'cart' }, 'en')).to.equal(
      '4 in the cart 4',
    );
  });

  it('chooses a select branch by value, else other, and fills placeholders inside branches', () => {
    const message = '{who, select, owner {You own {site}} other {{who} edits {site}}}';
    expect(formatMessage(message, { who: 'owner', site: 'Shop' })).to.equal('You own Shop');
    expect(formatMessage(message, { who: 'Ada', site: 'Shop' })).to.equal('Ada edits Shop');
  });

  it('leaves an argument as written when its value is missing, and never throws for it', () => {
    expect(formatMessage('Hello {name}!', {})).to.equal('Hello {name}!');
    expect(formatMessage('Hello {name}!')).to.equal('Hello {name}!');
    expect(formatMessage('Hello {name}!', { name: undefined })).to.equal('Hello {name}!');
    expect(formatMessage('Hello {name}!', { name: null })).to.equal('Hello {name}!');
    expect(formatMessage(items, {})).to.equal(items);
    expect(formatMessage(items, { n: 'many' })).to.equal(items);
    expect(formatMessage('{a} and {b}', { a: 'x' })).to.equal('x and {b}');
    expect(formatMessage('{a} {toString} {constructor}', { a: 0 })).to.equal('0 {toString} {constructor}');
  });

  it('inserts values as text: markup stays characters, and braces or # in a value are not message syntax', () => {
    const markup = '<img src=x onerror="alert(1)">';
    expect(formatMessage('Hello {name}', { name: markup })).to.equal(`Hello ${markup}`);
    expect(formatMessage('Hello {name}', { name: '{other}' }, 'en')).to.equal('Hello {other}');
    expect(formatMessage('{a}{b}', { a: '{b}', b: 'B' })).to.equal('{b}B');
    expect(formatMessage('{n, plural, other {# {label}}}', { n: 2, label: '#1 & {n}' })).to.equal('2 #1 & {n}');
    const host = document.createElement('p');
    host.textContent = t('emailsMustBeFormattedAs', { email: markup }, 'en');
    expect(host.childElementCount).to.equal(0);
    expect(host.textContent).to.equal(`Emails must be formatted as ${markup}.`);
  });

  it('keeps braces that do not form an argument as plain text', () => {
    expect(formatMessage('a {} b { c } {d e}', {})).to.equal('a {} b { c } {d e}');
    expect(formatMessage('unclosed {n, plural, one {x}', { n: 1 })).to.equal('unclosed {n, plural, one {x}');
    expect(formatMessage('no other {n, plural, one {x}}', { n: 1 })).to.equal('no other {n, plural, one {x}}');
    expect(formatMessage('{n, date}', { n: 1 })).to.equal('{n, date}');
    expect(formatMessage('close } here', {})).to.equal('close } here');
  });
});

describe('a second locale', () => {
  afterEach(() => {
    unregisterStrings('en-XA');
    unregisterStrings('pl');
  });

  /** A pseudo-locale: accented, bracketed English, so untranslated text stands out. */
  function registerPseudo() {
    registerStrings('en-XA', {
      cookieBannerCtaText: '[Àççéþţ]',
      cartCountLabel: '{n, plural, =0 {[Ñö ïţéɱš ïñ çåŕţ]} one {[# ïţéɱ ïñ çåŕţ]} other {[# ïţéɱš ïñ çåŕţ]}}',
      fieldRequired: '[{title} ïš ŕéǫûïŕéð.]',
    });
  }

  it('is registered as a table and read for its tag, with English for the keys it lacks', () => {
    registerPseudo();
    expect(Object.keys(tables)).to.include('en-XA');
    expect(t('cookieBannerCtaText', undefined, 'en-XA')).to.equal('[Àççéþţ]');
    expect(t('cookieBannerCtaText', undefined, 'en-xa')).to.equal('[Àççéþţ]');
    expect(t('fieldRequired', { title: 'Email' }, 'en-XA')).to.equal('[Email ïš ŕéǫûïŕéð.]');
    expect(t('cartCountLabel', { n: 0 }, 'en-XA')).to.equal('[Ñö ïţéɱš ïñ çåŕţ]');
    expect(t('cartCountLabel', { n: 1 }, 'en-XA')).to.equal('[1 ïţéɱ ïñ çåŕţ]');
    expect(t('cartCountLabel', { n: 7 }, 'en-XA')).to.equal('[7 ïţéɱš ïñ çåŕţ]');
    expect(t('cookieBannerOptOutCtaText', undefined, 'en-XA')).to.equal('Decline');
    expect(t('cookieBannerCtaText', undefined, 'en-US')).to.equal('Accept');
    unregisterStrings('en-XA');
    expect(t('cookieBannerCtaText', undefined, 'en-XA')).to.equal('Accept');
  });

  it("serves a language's regional tags from its table, with that language's plural rules", () => {
    registerStrings('pl', {
      cartCountLabel:
        '{n, plural, =0 {Brak produktów w koszyku} one {# produkt w koszyku} few {# produkty w koszyku} many {# produktów w koszyku} other {# produktu w koszyku}}',
    });
    expect(t('cartCountLabel', { n: 0 }, 'pl-PL')).to.equal('Brak produktów w koszyku');
    expect(t('cartCountLabel', { n: 1 }, 'pl-PL')).to.equal('1 produkt w koszyku');
    expect(t('cartCountLabel', { n: 3 }, 'pl')).to.equal('3 produkty w koszyku');
    expect(t('cartCountLabel', { n: 12 }, 'pl')).to.equal('12 produktów w koszyku');
  });

  it('cannot replace the built-in English table', () => {
    expect(() => registerStrings('en', { cookieBannerCtaText: 'Yes' })).to.throw();
    expect(t('cookieBannerCtaText', undefined, 'en')).to.equal('Accept');
  });

  it('keeps its texts when a built module adds the English entries it names', () => {
    registerPseudo();
    addEnglishStrings({ cookieBannerCtaText: strings.cookieBannerCtaText, dialogOk: strings.dialogOk });
    expect(t('cookieBannerCtaText', undefined, 'en-XA')).to.equal('[Àççéþţ]');
    expect(tables['en-XA']?.dialogOk).to.equal(undefined);
    expect(t('dialogOk', undefined, 'en-XA')).to.equal('OK');
    expect(englishText('cookieBannerCtaText')).to.equal('Accept');
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
