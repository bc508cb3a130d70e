import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const CONTACT = '65f1a2b3c4d5e6f708192e01';
const NEWSLETTER = '65f1a2b3c4d5e6f708192e02';
const FEEDBACK = '65f1a2b3c4d5e6f708192e03';
const FORM_CONTENT = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

/** The contact form filled in as a visitor would, by control name (the names posted.ts gives). */
const contactEntries = {
  'name-yui_3_17_2_1_1.First': 'Ada',
  'name-yui_3_17_2_1_1.Last': 'Potter',
  'email-yui_3_17_2_1_2': 'ada@example.com',
  'phone-yui_3_17_2_1_3.Areacode': '555',
  'phone-yui_3_17_2_1_3.Prefix': '123',
  'phone-yui_3_17_2_1_3.Line': '4567',
  'address-yui_3_17_2_1_4.Line1': '1 Harbour Road',
  'address-yui_3_17_2_1_4.Line2': '',
  'address-yui_3_17_2_1_4.City': 'Portland',
  'address-yui_3_17_2_1_4.State': 'ME',
  'address-yui_3_17_2_1_4.Zip': '04101',
  'address-yui_3_17_2_1_4.Country': 'United States',
  'select-yui_3_17_2_1_5': 'A commission',
  'checkbox-yui_3_17_2_1_6.0': 'Mugs',
  'checkbox-yui_3_17_2_1_6.3': 'Workshops',
  'textarea-yui_3_17_2_1_7': 'A set of six mugs, please. <b>Blue</b> & white.',
  'radio-yui_3_17_2_1_9': 'A market',
  'hidden-yui_3_17_2_1_10': 'spring',
};

/** What the JSON API stores for the same entries, each value in its field's shape. */
const contactValues = {
  'name-yui_3_17_2_1_1': ['Ada', 'Potter'],
  'email-yui_3_17_2_1_2': 'ada@example.com',
  'phone-yui_3_17_2_1_3': ['', '555', '123', '4567'],
  'address-yui_3_17_2_1_4': ['1 Harbour Road', '', 'Portland', 'ME', '04101', 'United States'],
  'select-yui_3_17_2_1_5': 'A commission',
  'checkbox-yui_3_17_2_1_6': ['Mugs', 'Workshops'],
  'textarea-yui_3_17_2_1_7': 'A set of six mugs, please. <b>Blue</b> & white.',
  'radio-yui_3_17_2_1_9': 'A market',
  'hidden-yui_3_17_2_1_10': 'spring',
};

const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden inputs of the form posting to `formId`, by name. */
function hiddenInputs(page, formId) {
  const form = new RegExp(`<form[^>]*action="/forms/${formId}/submit"[^>]*>([\\s\\S]*?)</form>`).exec(page)?.[1];
  assert.ok(form, `the page has a form posting to /forms/${formId}/submit`);
  const inputs = {};
  for (const [, attributes] of form.matchAll(/<input([^>]*type="hidden"[^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(attributes)?.[1];
    if (name) inputs[name] = decode(/value="([^"]*)"/.exec(attributes)?.[1] ?? '');
  }
  return inputs;
}

/** The value a text input of the page shows, by its name. */
const inputValue = (page, name) => {
  const input = new RegExp(`<input[^>]*name="${name.replace(/[.]/g, '\\.')}"[^>]*>`).exec(page)?.[0];
  return input && decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
};

for (const target of await testDatabases()) {
  describe(`forms posted without scripts on ${target.name}`, () => {
    let t;
    const submissions = () => t.db.selectFrom('form_submissions').selectAll().execute();

    before(async () => {
      t = await startTestApp(target, { rateLimit: { form: { max: 1000 }, formAddress: { max: 1000 } } });
    });
    after(() => t.close());
    beforeEach(() => t.db.deleteFrom('form_submissions').execute());

    /** /contact as a browser without the crumb cookie first gets it: the form carries the crumb that cookie holds. */
    async function contactPage(url = '/contact') {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.equal(response.statusCode, 200);
      const crumb = response.cookies.find((cookie) => cookie.name === 'crumb')?.value;
      return { response, crumb, page: response.body };
    }

    /** Posts `entries` with the page's hidden fields, as the browser sends the form, with the crumb cookie only. */
    async function post(formId, hidden, entries, { crumb = hidden.crumb, cookies = { crumb } } = {}) {
      const payload = new URLSearchParams({ ...hidden, crumb, ...entries }).toString();
      return t.app.inject({ method: 'POST', url: `/forms/${formId}/submit`, headers: FORM_CONTENT, cookies, payload });
    }

    test('the contact page draws the form as a real HTML form: labels, groups, required and autofill, the key and the crumb', async () => {
      const { response, crumb, page } = await contactPage();
      assert.match(response.headers['cache-control'], /no-store/, 'a page holding one-time keys is kept by no cache');
      const hidden = hiddenInputs(page, CONTACT);
      assert.equal(hidden.crumb, crumb, 'the crumb field is the crumb the page sets as a cookie');
      assert.match(hidden.key, /^[A-Za-z0-9_-]{32}$/);
      const keys = await t.db.selectFrom('form_submission_keys').select('key').where('key', '=', hidden.key).execute();
      assert.equal(keys.length, 1, 'the embedded key is a stored one-time key');
      assert.notEqual(hiddenInputs(page, NEWSLETTER).key, hidden.key, 'each form on the page has its own key');
      assert.equal(hidden.pagePath, '/contact');
      assert.equal(hidden['hidden-yui_3_17_2_1_10'], 'none', 'a hidden field without its query parameter keeps its own value');

      assert.match(page, /<label for="contact-form-email-yui_3_17_2_1_2">Email<span class="form-fallback-required"> \(required\)<\/span><\/label>/);
      assert.match(page, /<input[^>]*id="contact-form-email-yui_3_17_2_1_2"[^>]*type="email"[^>]*required[^>]*autocomplete="email"/);
      assert.match(page, /<legend>Name<span class="form-fallback-required"> \(required\)<\/span><\/legend>/, 'a name is a group of two inputs');
      assert.match(page, /<input[^>]*name="name-yui_3_17_2_1_1\.First"[^>]*autocomplete="given-name"/);
      assert.match(page, /<textarea id="contact-form-textarea-yui_3_17_2_1_7" name="textarea-yui_3_17_2_1_7" rows="5" required maxlength="500"/);
      assert.match(page, /<select id="contact-form-select-yui_3_17_2_1_5" name="select-yui_3_17_2_1_5"[^>]*required/);
      assert.match(page, /<input[^>]*type="checkbox"[^>]*name="checkbox-yui_3_17_2_1_6\.3"[^>]*value="Workshops"/);
      assert.match(page, /<button type="submit" class="button">Send message<\/button>/);
      // The studio ships in the United Kingdom: its address is asked that country's way.
      const address = page.match(/<legend>Shipping address<\/legend>[\s\S]*?<\/fieldset>/)[0];
      const partLabels = [...address.matchAll(/<label for="[^"]+">([^<]+)<\/label>/g)].map((match) => match[1]);
      assert.deepEqual(partLabels, ['Address 1', 'Address 2', 'City', 'County', 'Postcode', 'Country']);
    });

    test('a hidden field takes its value from the page query, as the runtime does', async () => {
      const { page } = await contactPage('/contact?utm_campaign=autumn');
      assert.equal(hiddenInputs(page, CONTACT)['hidden-yui_3_17_2_1_10'], 'autumn');
    });

    test('a complete post is stored as the JSON API stores it and answers the page with the post-submit message', async () => {
      const { page } = await contactPage();
      const response = await post(CONTACT, hiddenInputs(page, CONTACT), contactEntries);
      assert.equal(response.statusCode, 200, response.body.slice(0, 500));
      assert.match(response.headers['content-type'], /^text\/html/);
      assert.match(
        response.body,
        /<div class="form-fallback-sent" role="status"><p>Thank you\. We answer every message within two working days\.<\/p><\/div>/,
      );
      assert.doesNotMatch(response.body, /action="\/forms\/65f1a2b3c4d5e6f708192e01\/submit"/, 'the sent form is not shown again');
      assert.match(response.body, /action="\/forms\/65f1a2b3c4d5e6f708192e02\/submit"/, 'the page’s other form still shows');
      assert.match(response.body, /<title>Contact/);
      assert.match(response.body, /id="sq-site-context"/, 'the answer is a page of the site, with its context');
      const [row, ...rest] = await submissions();
      assert.equal(rest.length, 0);
      assert.equal(row.form_id, CONTACT);
      assert.deepEqual(typeof row.form_json === 'string' ? JSON.parse(row.form_json) : row.form_json, contactValues);
      assert.equal(row.page_path, '/contact');
      assert.equal(row.object_name, 'contact-page');
      assert.equal(row.submit_button_text, 'Send message');
    });

    test('a refused post answers the page with the runtime’s messages above the values entered, and a fresh key', async () => {
      const { page } = await contactPage();
      const hidden = hiddenInputs(page, CONTACT);
      const { 'name-yui_3_17_2_1_1.Last': _last, ...entries } = contactEntries;
      const response = await post(CONTACT, hidden, { ...entries, 'email-yui_3_17_2_1_2': 'ada@example' });
      assert.equal(response.statusCode, 400);
      const body = response.body;
      assert.match(body, /<title>Error: Contact/);
      assert.match(body, /Your form has encountered a problem\. Please scroll down to review\./);
      assert.match(body, /One or more fields is invalid, please check your entries\./);
      assert.match(body, /<a href="#contact-form-name-yui_3_17_2_1_1-First">Name is required\.<\/a>/);
      assert.match(body, /Email is not valid\. Email addresses should follow the format user@domain\.com\./);
      assert.equal(inputValue(body, 'name-yui_3_17_2_1_1.First'), 'Ada', 'the values entered are kept');
      assert.equal(inputValue(body, 'email-yui_3_17_2_1_2'), 'ada@example');
      assert.match(body, />A set of six mugs, please\. &lt;b&gt;Blue&lt;\/b&gt; &amp; white\.<\/textarea>/, 'the message comes back as text');
      assert.match(body, /<option value="A commission" selected>/);
      assert.match(body, /<input[^>]*name="checkbox-yui_3_17_2_1_6\.3"[^>]*checked/);
      assert.match(
        body,
        /<input[^>]*id="contact-form-email-yui_3_17_2_1_2"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-form-email-yui_3_17_2_1_2-error"/,
      );
      const again = hiddenInputs(body, CONTACT);
      assert.notEqual(again.key, hidden.key, 'the used key is replaced');
      assert.equal((await submissions()).length, 0);

      const fixed = await post(CONTACT, again, contactEntries);
      assert.equal(fixed.statusCode, 200, 'the form sent again with the fresh key goes through');
      assert.equal((await submissions()).length, 1);
    });

    test('the same post sent twice is stored once; the second gets a page saying so, with a 409', async () => {
      const { page } = await contactPage();
      const hidden = hiddenInputs(page, CONTACT);
      assert.equal((await post(CONTACT, hidden, contactEntries)).statusCode, 200);
      const replay = await post(CONTACT, hidden, contactEntries);
      assert.equal(replay.statusCode, 409);
      assert.match(replay.headers['content-type'], /^text\/html/);
      assert.match(replay.body, /This form was already sent, or the page was open too long\./);
      assert.equal(inputValue(replay.body, 'email-yui_3_17_2_1_2'), 'ada@example.com');
      assert.equal((await submissions()).length, 1);
    });

    test('a post without the crumb its page set is refused with a page, not JSON, and nothing is stored', async () => {
      const { page } = await contactPage();
      const hidden = hiddenInputs(page, CONTACT);
      const response = await post(CONTACT, hidden, contactEntries, { cookies: {} });
      assert.equal(response.statusCode, 403);
      assert.match(response.headers['content-type'], /^text\/html/);
      assert.match(response.body, /did not keep the cookie the site needs/);
      assert.equal(inputValue(response.body, 'email-yui_3_17_2_1_2'), 'ada@example.com');
      assert.equal((await submissions()).length, 0);
      const forged = await post(CONTACT, hidden, contactEntries, { crumb: 'forged.crumb' });
      assert.equal(forged.statusCode, 403);
      assert.equal((await submissions()).length, 0);
    });

    test('a post to a form the site does not have answers the not-configured page', async () => {
      const { page } = await contactPage();
      const response = await post('no-such-form', hiddenInputs(page, CONTACT), {});
      assert.equal(response.statusCode, 404);
      assert.match(response.headers['content-type'], /^text\/html/);
      assert.match(response.body, /This form has not been configured yet\./);
    });

    test('the JSON API still answers JSON for the same refusals', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/form/SaveFormSubmission',
        payload: { key: 'used', formId: CONTACT, form: contactValues },
      });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { error: 'Unable to submit form. Please try again later.' });
    });
  });

  describe(`owner sign-in without scripts on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { rateLimit: { signIn: { max: 1000 } } });
    });
    after(() => t.close());

    async function signInPage() {
      const response = await t.app.inject({ method: 'GET', url: '/config/', headers: { accept: 'text/html' } });
      assert.equal(response.statusCode, 200);
      const crumb = response.cookies.find((cookie) => cookie.name === 'crumb')?.value;
      assert.match(response.body, new RegExp(`<form id="sign-in" method="post" action="/config/sign-in" novalidate>`));
      assert.match(response.body, new RegExp(`<input type="hidden" name="crumb" value="${crumb}">`), 'the form carries the crumb its page set');
      return crumb;
    }

    const signIn = (crumb, fields, cookies = { crumb }) =>
      t.app.inject({
        method: 'POST',
        url: '/config/sign-in',
        headers: FORM_CONTENT,
        cookies,
        payload: new URLSearchParams({ crumb, ...fields }).toString(),
      });

    test('signing in redirects to the back end with a session', async () => {
      const crumb = await signInPage();
      const response = await signIn(crumb, { email: 'owner@example.com', password: 'juniper-owner' });
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, '/config/');
      const session = response.cookies.find((cookie) => cookie.name === 'sq_owner_session');
      assert.ok(session?.value);
      const backEnd = await t.app.inject({
        method: 'GET',
        url: '/config/',
        headers: { accept: 'text/html' },
        cookies: { sq_owner_session: session.value },
      });
      assert.match(backEnd.body, /Signed in as <strong>Site Owner<\/strong>/);
    });

    test('a wrong password, an empty field or a missing crumb answer the sign-in page with the reason, never JSON', async () => {
      const crumb = await signInPage();
      const wrong = await signIn(crumb, { email: 'owner@example.com', password: 'not-it' });
      assert.equal(wrong.statusCode, 401);
      assert.match(wrong.headers['content-type'], /^text\/html/);
      assert.match(wrong.body, /<p id="sign-in-error" class="error" role="alert">Incorrect email or password\.<\/p>/);
      assert.match(wrong.body, /value="owner@example\.com"/, 'the email is kept');
      assert.equal(
        wrong.cookies.find((cookie) => cookie.name === 'sq_owner_session'),
        undefined,
      );

      const empty = await signIn(crumb, { email: 'owner@example.com', password: '' });
      assert.equal(empty.statusCode, 400);
      assert.match(empty.body, /role="alert">Enter your password\.<\/p>/);

      const noCrumb = await signIn(crumb, { email: 'owner@example.com', password: 'juniper-owner' }, {});
      assert.equal(noCrumb.statusCode, 403);
      assert.match(noCrumb.headers['content-type'], /^text\/html/);
      assert.doesNotMatch(noCrumb.body, /crumbFail/);
      assert.equal(
        noCrumb.cookies.find((cookie) => cookie.name === 'sq_owner_session'),
        undefined,
        'no session without the crumb',
      );
      const fresh = noCrumb.cookies.find((cookie) => cookie.name === 'crumb')?.value;
      assert.match(noCrumb.body, new RegExp(`name="crumb" value="${fresh}"`), 'the page comes back with a fresh crumb to sign in with');
    });
  });

  describe(`a form on a page the visitor may not see, on ${target.name}`, () => {
    let t;
    let dir;
    before(async () => {
      // The workshop feedback form, on the members' page.
      dir = await mkdtemp(join(tmpdir(), 'sq-form-members-'));
      await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
      const pages = JSON.parse(await readFile(join(dir, 'pages.json'), 'utf8'));
      pages.find((page) => page.path === '/members').layout.push({ type: 'form', id: 'feedback-form', formId: FEEDBACK });
      await writeFile(join(dir, 'pages.json'), JSON.stringify(pages));
      t = await startTestApp(target, { siteDir: dir });
    });
    after(async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    });

    test('a post to it sends the browser to the page, which asks for what it needs; nothing of the page shows and nothing is stored', async () => {
      const key = (await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey' })).json().key;
      const payload = new URLSearchParams({
        crumb: t.crumb,
        key,
        pagePath: '/members',
        'date-yui_3_17_2_1_30.Month': '5',
        'date-yui_3_17_2_1_30.Day': '6',
        'date-yui_3_17_2_1_30.Year': '2026',
        'likert-yui_3_17_2_1_31.0': '2',
        'likert-yui_3_17_2_1_31.1': '1',
      }).toString();
      const response = await t.app.inject({
        method: 'POST',
        url: `/forms/${FEEDBACK}/submit`,
        headers: FORM_CONTENT,
        cookies: { crumb: t.crumb },
        payload,
      });
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, '/members');
      assert.doesNotMatch(response.body, /Book kiln space/);
      assert.equal((await t.db.selectFrom('form_submissions').selectAll().where('form_id', '=', FEEDBACK).execute()).length, 0);
    });
  });
}
