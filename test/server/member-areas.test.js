import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SITE_CONTEXT_ID } from '../../server/http/pages.js';
import { pageContext } from '../../server/site/context.js';
import { readSiteDefinition } from '../../server/site/definition.js';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const FORM = { ...HTML, 'content-type': 'application/x-www-form-urlencoded' };
const JOURNAL = '65f1a2b3c4d5e6f708192b03';

/** Words found nowhere else in the site: each must reach only a member with access, on the gated page itself. */
const MARK = {
  pageTitle: 'Saffronkiln',
  pageBody: 'Obsidiancone',
  itemTitle: 'Tenmokuvault',
  itemExcerpt: 'Shinoledger',
  itemBody: 'Celadonsecret',
  eventTitle: 'Rakumidnight',
  eventBody: 'Sagglarbox',
  openEventBody: 'Wadstoneopen',
};
const MARKS = Object.values(MARK).filter((mark) => mark !== MARK.openEventBody);

const ADA = { email: 'member@juniper.example', password: 'juniper-demo' };
const BEN = { email: 'ben@juniper.example', password: 'kiln-apprentice' };

async function editJson(dir, file, edit) {
  const path = join(dir, file);
  await writeFile(path, JSON.stringify(edit(JSON.parse(await readFile(path, 'utf8'))), null, 2));
}

/**
 * The demo site with a studio members' page (in the header's navigation), a teachers' page, a
 * member-only post and a member-only event, each carrying a marker word, and a page with a member
 * area block open to all.
 */
async function memberSite() {
  const dir = await mkdtemp(join(tmpdir(), 'sq-member-areas-'));
  await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
  await editJson(dir, 'pages.json', (pages) => [
    // The demo's own member area pages are left out: these tests name theirs.
    ...pages.filter((page) => typeof page.access !== 'object' || !('memberArea' in page.access)),
    {
      id: 'studio-notes',
      path: '/studio-notes',
      title: `Studio notes ${MARK.pageTitle}`,
      access: { memberArea: 'studio' },
      layout: [
        { type: 'text', id: 'notes', level: 1, heading: 'Studio notes', paragraphs: [`Kiln rota: ${MARK.pageBody}.`] },
        { type: 'member-area', id: 'notes-account' },
      ],
    },
    {
      id: 'teachers',
      path: '/teachers',
      title: 'Teachers',
      access: { memberArea: 'teachers' },
      layout: [{ type: 'text', id: 'teachers-intro', level: 1, heading: 'Teachers', paragraphs: ['Lesson plans.'] }],
    },
    {
      id: 'any-member',
      path: '/any-member',
      title: 'Any member',
      access: 'members',
      layout: [{ type: 'text', id: 'any-intro', level: 1, heading: 'Any member', paragraphs: ['For every member.'] }],
    },
    {
      id: 'account',
      path: '/account',
      title: 'Your account',
      layout: [{ type: 'member-area', id: 'account-area', heading: 'Your membership' }],
    },
  ]);
  await editJson(dir, 'header-footer.json', (headerFooter) => ({
    ...headerFooter,
    header: { ...headerFooter.header, navigation: [...headerFooter.header.navigation, { title: 'Studio notes', href: '/studio-notes' }] },
    footer: { ...headerFooter.footer, links: [{ title: 'Studio notes', href: '/studio-notes' }, ...headerFooter.footer.links] },
  }));
  await editJson(dir, 'items.json', (items) => [
    ...items.filter((item) => !item.access),
    {
      id: 'gated-post',
      collectionId: JOURNAL,
      recordType: 'text',
      status: 'published',
      title: `Glaze book ${MARK.itemTitle}`,
      urlId: 'glaze-book',
      fullUrl: '/journal/glaze-book',
      // Dated in the past: an item is served from its publish date on.
      publishOn: '2026-01-01T09:00:00.000Z',
      excerpt: `Recipes ${MARK.itemExcerpt}`,
      body: [`Mix it by weight: ${MARK.itemBody}.`],
      access: { memberArea: 'studio' },
    },
  ]);
  await editJson(dir, 'events.json', (events) => [
    ...events,
    {
      id: 'gated-firing',
      title: `Night firing ${MARK.eventTitle}`,
      start: '2026-12-15T18:00:00Z',
      end: '2026-12-15T23:00:00Z',
      timeZone: 'Europe/London',
      description: `Members bring ${MARK.eventBody}.`,
      access: { memberArea: 'studio' },
    },
    {
      id: 'open-firing',
      title: 'Open firing',
      start: '2026-12-16T18:00:00Z',
      end: '2026-12-16T20:00:00Z',
      timeZone: 'Europe/London',
      description: `Everyone brings ${MARK.openEventBody}.`,
    },
  ]);
  return dir;
}

function contextOf(html) {
  const match = html.match(new RegExp(`<script type="application/json" id="${SITE_CONTEXT_ID}">(.*?)</script>`, 's'));
  assert.ok(match, 'the page has the site context script');
  return JSON.parse(match[1]);
}

const headingOf = (html) => (html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
const navigationOf = (html) => html.match(/<nav class="site-nav"[\s\S]*?<\/nav>/)?.[0] ?? '';
const footerLinksOf = (html) =>
  [...(html.match(/<ul class="site-footer-links">[\s\S]*?<\/ul>/)?.[0] ?? '').matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, title]) => [
    href.replace(/&amp;/g, '&'),
    title,
  ]);
const cookieNamed = (response, name) => response.cookies.find((cookie) => cookie.name === name);

function assertNoMarks(body, where) {
  for (const mark of MARKS) assert.ok(!body.includes(mark), `${where} holds none of the gated content (found ${mark})`);
}

for (const target of await testDatabases()) {
  describe(`member areas on ${target.name}`, () => {
    let t;
    let siteDir;
    let ada;
    let ben;

    const signIn = async (member) => {
      const response = await t.call({ method: 'POST', url: '/api/site-users/account/session', payload: member });
      assert.equal(response.statusCode, 200, response.body);
      return cookieNamed(response, 'sq_site_user').value;
    };
    const get = (url, session, headers = HTML) => t.call({ method: 'GET', url, headers, cookies: session ? { sq_site_user: session } : {} });
    const post = (url, fields, cookies = {}) =>
      t.call({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString(), cookies });

    before(async () => {
      siteDir = await memberSite();
      t = await startTestApp(target, { siteDir, rateLimit: { signIn: { max: 1000 } } });
      ada = await signIn(ADA);
      ben = await signIn(BEN);
    });
    after(async () => {
      await t.close();
      await rm(siteDir, { recursive: true, force: true });
    });

    test('a visitor gets the members-only page with the member sign-in: 401, page type 105, none of the page', async () => {
      for (const url of ['/studio-notes', '/any-member', '/journal/glaze-book']) {
        const response = await get(url);
        assert.equal(response.statusCode, 401, url);
        assert.equal(contextOf(response.body).pageType, 105, url);
        assert.equal(headingOf(response.body), 'Members only');
        assert.match(response.body, /<sq-member-area id="member-sign-in"/);
        assert.match(response.body, /<form class="member-form" method="post" action="\/members\/sign-in" data-member="sign-in">/);
        // The join link leads to the page's own area.
        if (url !== '/any-member') assert.match(response.body, /<a href="\/members\/join\?billing=monthly&amp;area=studio">Join<\/a>/);
        assert.match(response.body, new RegExp(`<input type="hidden" name="path" value="${url.replace(/\//g, '\\/')}"`));
        assert.equal(response.headers['cache-control'], 'private, no-store');
        assert.equal(response.headers.etag, undefined);
        assertNoMarks(response.body, url);
      }
    });

    test('a member without the area is told their membership does not include the page: 403, page type 106', async () => {
      for (const url of ['/studio-notes', '/journal/glaze-book']) {
        const response = await get(url, ben);
        assert.equal(response.statusCode, 403, url);
        assert.equal(contextOf(response.body).pageType, 106);
        assert.match(response.body, /Your membership does not include this page\./);
        assert.match(response.body, /<sq-member-area id="member-account"[^>]*signed-in/);
        assert.match(response.body, /Signed in as Ben Turner/);
        assert.match(response.body, /ben@juniper\.example/);
        assert.match(response.body, /action="\/members\/sign-out"/);
        assert.equal(response.headers['cache-control'], 'private, no-store');
        assert.equal(response.headers.etag, undefined);
        assertNoMarks(response.body, `${url} for Ben`);
      }
      // 'members' access: any signed-in member.
      assert.equal((await get('/any-member', ben)).statusCode, 200);
    });

    test('a member with the area sees the page and the post, never kept by a shared cache', async () => {
      const page = await get('/studio-notes', ada);
      assert.equal(page.statusCode, 200);
      assert.match(page.body, new RegExp(MARK.pageBody));
      assert.match(page.body, new RegExp(`<title>Studio notes ${MARK.pageTitle}`));
      assert.equal(page.headers['cache-control'], 'private, no-store');
      assert.equal(page.headers.etag, undefined);
      // The member area block on the page shows who is signed in.
      assert.match(page.body, /<sq-member-area id="notes-account"[^>]*signed-in[\s\S]*Signed in as Ada Potter/);

      const post = await get('/journal/glaze-book', ada);
      assert.equal(post.statusCode, 200);
      assert.equal(contextOf(post.body).pageType, 50);
      assert.match(post.body, new RegExp(MARK.itemBody));
      assert.equal(post.headers['cache-control'], 'private, no-store');
      // Even on its own page, the post stays out of the context's lists.
      assert.ok(!JSON.stringify(contextOf(post.body)).includes(MARK.itemBody));

      assert.equal((await get('/teachers', ada)).statusCode, 403, 'the studio area does not open the teachers area');
    });

    test('the header leaves out members pages the visitor may not open', async () => {
      assert.doesNotMatch(navigationOf((await get('/')).body), /href="\/studio-notes"/);
      assert.doesNotMatch(navigationOf((await get('/', ben)).body), /href="\/studio-notes"/);
      assert.match(navigationOf((await get('/', ada)).body), /href="\/studio-notes"/);
      assert.doesNotMatch((await get('/')).body, /href="\/teachers"/);
    });

    test('a member area block on any page shows the sign-in to a visitor and the account to a member', async () => {
      const visitor = await get('/account');
      assert.equal(visitor.statusCode, 200);
      assert.match(visitor.body, /<sq-member-area id="account-area" class="block block-member-area"\s*>/);
      assert.match(visitor.body, /action="\/members\/sign-in"/);
      assert.match(visitor.body, new RegExp(`name="crumb" value="${t.crumb}"`), "the forms carry the page's crumb");
      assert.equal(visitor.headers['cache-control'], 'private, no-store');
      const member = await get('/account', ada);
      assert.match(member.body, /Signed in as Ada Potter/);
      assert.match(member.body, /action="\/members\/sign-out"/);
      assert.equal(member.headers['cache-control'], 'private, no-store');
      assert.equal(member.headers.etag, undefined);
      // A page with no member content, asked for by a member, is theirs alone too.
      assert.equal((await get('/', ada)).headers['cache-control'], 'private, no-store');
    });

    test('no page, list, summary, search, calendar or context shows gated content to anyone else', async () => {
      const docs = JSON.parse(await readFile(join(siteDir, 'pages.json'), 'utf8'));
      const items = JSON.parse(await readFile(join(siteDir, 'items.json'), 'utf8'));
      const products = JSON.parse(await readFile(join(siteDir, 'products.json'), 'utf8'));
      const urls = [
        ...docs.map((page) => page.path),
        ...items.map((item) => item.fullUrl).filter(Boolean),
        ...products.map((product) => product.fullUrl).filter(Boolean),
        ...MARKS.map((mark) => `/search?q=${mark.toLowerCase()}`),
        '/no/such/page',
      ];
      for (const [who, session] of [
        ['a visitor', undefined],
        ['Ben', ben],
      ]) {
        for (const url of urls) assertNoMarks((await get(url, session)).body, `${url} for ${who}`);
      }
      // Lists leave member-only items and events out for everyone, members with access too.
      for (const [who, session] of [
        ['a visitor', undefined],
        ['Ben', ben],
        ['Ada', ada],
      ]) {
        for (const url of ['/', '/journal', '/events', '/journal/why-we-fire-slowly', ...MARKS.map((mark) => `/search?q=${mark.toLowerCase()}`)]) {
          const body = (await get(url, session)).body;
          assertNoMarks(body, `${url} for ${who}`);
          assert.ok(!JSON.stringify(contextOf(body)).includes('gated-post'), `the context of ${url} for ${who} lists no member-only item`);
        }
        for (const mark of MARKS) {
          const search = await t.call({
            method: 'GET',
            url: `/api/search?q=${mark.toLowerCase()}`,
            cookies: session ? { sq_site_user: session } : {},
          });
          assert.equal(search.statusCode, 200);
          assert.deepEqual(search.json().results, [], `search for ${mark} by ${who}`);
        }
        const summary = await t.call({
          method: 'POST',
          url: '/api/widget/GetWidgetRendering',
          payload: { widgetJSON: { type: 'summary', id: 'journal-posts', value: { pageSize: 20 } }, collectionId: JOURNAL },
          cookies: session ? { sq_site_user: session } : {},
        });
        assert.equal(summary.statusCode, 200);
        assert.match(summary.json().html, /Why we fire slowly/);
        assertNoMarks(summary.body, `the summary fragment for ${who}`);
        const month = await t.call({ method: 'GET', url: '/api/calendar-events?month=2026-12', cookies: session ? { sq_site_user: session } : {} });
        assert.equal(month.statusCode, 200);
        assert.ok(month.json().events.some((event) => event.id === 'open-firing'));
        assertNoMarks(month.body, `the month's events for ${who}`);
        const ics = await t.call({ method: 'GET', url: '/api/calendar-events/gated-firing.ics', cookies: session ? { sq_site_user: session } : {} });
        assert.equal(ics.statusCode, 404);
        assertNoMarks(ics.body, `the event's file for ${who}`);
      }
      // The events page lists the open event: the events really are read.
      assert.match((await get('/events')).body, new RegExp(MARK.openEventBody));
    });

    test('the search index marks member-only pages and items', async () => {
      await t.call({ method: 'GET', url: '/api/search?q=mug' });
      const rows = await t.db
        .selectFrom('search_documents')
        .select(['url', 'members_only'])
        .where('url', 'in', ['/studio-notes', '/journal/glaze-book'])
        .execute();
      assert.deepEqual(rows.map((row) => [row.url, row.members_only]).sort(), [
        ['/journal/glaze-book', 1],
        ['/studio-notes', 1],
      ]);
    });

    test('signing in without scripts: a wrong password re-renders the sign-in with the error; the right one goes back to the page', async () => {
      const wrong = await post('/members/sign-in', { ...ADA, password: 'nope', path: '/studio-notes' }, { crumb: t.crumb });
      assert.equal(wrong.statusCode, 401);
      assert.equal(contextOf(wrong.body).pageType, 105);
      assert.match(wrong.body, /id="member-sign-in-error" role="alert"\s*>The email address or password is incorrect\./);
      assert.match(wrong.body, /aria-describedby="member-sign-in-error"/);
      assertNoMarks(wrong.body, 'the refused sign-in');

      const right = await post('/members/sign-in', { ...ADA, path: '/studio-notes' });
      assert.equal(right.statusCode, 303);
      assert.equal(right.headers.location, '/studio-notes');
      const session = cookieNamed(right, 'sq_site_user');
      assert.equal(session.httpOnly, true);
      assert.equal((await get('/studio-notes', session.value)).statusCode, 200);

      const refused = await t.app.inject({
        method: 'POST',
        url: '/members/sign-in',
        headers: FORM,
        payload: new URLSearchParams({ ...ADA, path: '/' }).toString(),
      });
      assert.equal(refused.statusCode, 403);
      assert.match(refused.body, /did not keep the cookie the site needs/);
      assert.equal(cookieNamed(refused, 'sq_site_user'), undefined);
    });

    test('signing out without scripts ends the session and goes back to the page', async () => {
      const session = await signIn(ADA);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/members/sign-out',
        headers: FORM,
        payload: 'path=%2Fstudio-notes',
        cookies: { sq_site_user: session },
      });
      assert.equal(refused.statusCode, 403, 'no crumb: nothing is done');
      assert.match(refused.body, /did not keep the cookie the site needs/);
      assert.equal((await get('/studio-notes', session)).statusCode, 200);

      const out = await post('/members/sign-out', { path: '/studio-notes' }, { sq_site_user: session });
      assert.equal(out.statusCode, 303);
      assert.equal(out.headers.location, '/studio-notes');
      assert.equal(cookieNamed(out, 'sq_site_user').maxAge, 0);
      assert.equal((await get('/studio-notes', session)).statusCode, 401);
      const home = await post('/members/sign-out', { path: '//evil.example' });
      assert.equal(home.headers.location, '/');
    });

    test("a visitor's footer offers 'Sign in' where the members' link was, leading back to that page; a member's shows their pages", async () => {
      const visitor = footerLinksOf((await get('/')).body);
      assert.deepEqual(visitor[0], ['/members/sign-in?path=/studio-notes', 'Sign in']);
      assert.equal(visitor.filter(([, title]) => title === 'Sign in').length, 1);
      assert.ok(!visitor.some(([href]) => href === '/studio-notes'));
      // Pages drawn on a 404 show the footer as a visitor sees it too.
      assert.deepEqual(footerLinksOf((await get('/no-such-page')).body)[0], ['/members/sign-in?path=/studio-notes', 'Sign in']);
      const member = footerLinksOf((await get('/', ada)).body);
      assert.deepEqual(member[0], ['/studio-notes', 'Studio notes']);
      assert.ok(!member.some(([, title]) => title === 'Sign in'));
      // Ben may open no studio page: the link leaves his footer, and he is signed in, so no 'Sign in' either.
      assert.ok(!footerLinksOf((await get('/', ben)).body).some(([href, title]) => href === '/studio-notes' || title === 'Sign in'));
    });

    test('the sign-in page: the form and the way to join; signed in, the account and the member pages, welcoming the member back', async () => {
      const page = await get('/members/sign-in?path=/studio-notes');
      assert.equal(page.statusCode, 200);
      assert.equal(contextOf(page.body).pageType, 2);
      assert.equal(headingOf(page.body), 'Sign in');
      assert.equal(page.headers['cache-control'], 'private, no-store');
      assert.match(page.body, /<sq-member-area id="member-sign-in"[\s\S]*action="\/members\/sign-in" data-member="sign-in"/);
      assert.match(page.body, /<input type="hidden" name="path" value="\/studio-notes"/);
      assert.match(page.body, /Not a member yet\? <a href="\/members\/join">Join<\/a>/);
      // Without a page to go back to, the sign-in goes on to the member's account; never to another site.
      assert.match((await get('/members/sign-in')).body, /<input type="hidden" name="path" value="\/members\/sign-in"/);
      assert.match((await get('/members/sign-in?path=//evil.example')).body, /<input type="hidden" name="path" value="\/"/);

      const wrong = await post('/members/sign-in', { ...ADA, password: 'nope', path: '/members/sign-in' });
      assert.equal(wrong.statusCode, 401);
      assert.equal(headingOf(wrong.body), 'Sign in', 'refused, the sign-in page again');
      assert.match(wrong.body, /id="member-sign-in-error" role="alert"\s*>The email address or password is incorrect\./);

      const right = await post('/members/sign-in', { ...ADA, path: '/members/sign-in' });
      assert.equal(right.statusCode, 303);
      assert.equal(right.headers.location, '/members/sign-in');
      const account = await get('/members/sign-in', cookieNamed(right, 'sq_site_user').value);
      assert.equal(headingOf(account.body), 'Your account');
      assert.match(account.body, /<p>Welcome back, Ada\.<\/p>/);
      assert.match(
        account.body,
        /<ul class="member-pages">\s*<li><a href="\/studio-notes">Studio notes Saffronkiln<\/a><\/li>\s*<li><a href="\/any-member">/,
      );
      assert.match(account.body, /Signed in as Ada Potter/);
      assert.match(account.body, /action="\/members\/sign-out"[\s\S]*name="path" value="\/members\/sign-in"/);
      assert.match(
        (await get('/members/sign-in', ben)).body,
        /<ul class="member-pages">\s*<li><a href="\/any-member">Any member<\/a><\/li>\s*<\/ul>/,
      );
    });

    test("a members-only page names its area; its 'Join' leads to the area's plans only where visitors may join it", async () => {
      const studio = await get('/studio-notes');
      assert.match(studio.body, /This page is for members of Studio membership\. Sign in to see it\./);
      assert.match(studio.body, /<a href="\/members\/join\?billing=monthly&amp;area=studio">Join<\/a>/);
      const teachers = await get('/teachers');
      assert.match(teachers.body, /This page is for members of Teachers(?:&#39;|') room\./);
      assert.match(teachers.body, /Not a member yet\? <a href="\/members\/join">Join<\/a>/);
      assert.match((await get('/any-member')).body, /This page is for members\. Sign in to see it\./);
    });

    test('the join page names the membership, the plan with its price and the way to sign in, and asks for a name, an email and a new password', async () => {
      const response = await get('/members/join?billing=annual&area=studio');
      assert.equal(response.statusCode, 200);
      assert.equal(headingOf(response.body), 'Join Studio membership');
      assert.match(response.body, /<span class="pricing-period-label">Annual<\/span> · <strong>£120 a year<\/strong>/);
      assert.match(response.body, /<a href="\/members\/join\?billing=monthly&amp;area=studio">\s*Choose monthly instead: £12 a month<\/a>/);
      assert.doesNotMatch(response.body, /Member area: /, 'the area is named, never shown by its id');
      assert.match(response.body, /No payment is taken: joining stores your membership and signs you in\./);
      assert.match(response.body, /Already a member\? <a href="\/members\/sign-in">Sign in<\/a>/);
      for (const [id, label] of [
        ['join-firstName', 'First name'],
        ['join-lastName', 'Last name <span class="form-fallback-required">\\(optional\\)</span>'],
        ['join-email', 'Email'],
        ['join-password', 'Password'],
      ]) {
        assert.match(response.body, new RegExp(`<label for="${id}">${label}</label>`));
      }
      assert.match(
        response.body,
        /<input\s+id="join-password"\s+name="password"\s+type="password"\s+autocomplete="new-password"\s+required\s+minlength="8"/,
      );
      assert.match(response.body, /<button class="button" type="submit">Join<\/button>/);
      assert.match((await get('/members/join?billing=monthly&area=studio')).body, /Monthly<\/span> · <strong>£12 a month<\/strong>/);
      // The teachers' area has no prices: it is not offered to join.
      for (const url of [
        '/members/join?billing=monthly&area=nowhere',
        '/members/join?billing=weekly&area=studio',
        '/members/join?billing=monthly&area=teachers',
      ]) {
        const refused = await get(url);
        assert.equal(refused.statusCode, 400, url);
        assert.match(refused.body, /That membership cannot be joined: choose one of the memberships below\./);
        assert.doesNotMatch(refused.body, /<form class="form-fallback-form join-form"/);
      }
      // A join link naming nothing offers the memberships visitors may join, each by its name with its plans and their prices.
      const choice = await get('/members/join');
      assert.equal(choice.statusCode, 200);
      const plan = (billing, name, price) =>
        `<a class="button join-plan-link" href="/members/join\\?billing=${billing}&amp;area=studio"\\s*><span class="join-plan-name">${name}</span> <span class="join-plan-price">${price}</span></a`;
      assert.match(
        choice.body,
        new RegExp(
          `<h2>Studio membership</h2>\\s*<p>First pick of every firing[^<]*</p>\\s*<p class="join-plans">${plan('monthly', 'Monthly', '£12 a month')}\\s*>${plan('annual', 'Annual', '£120 a year')}`,
        ),
      );
      assert.doesNotMatch(choice.body, /studio:|teachers|Teachers/, 'no area id, and no area without prices');
      assert.match(choice.body, /Already a member\? <a href="\/members\/sign-in">Sign in<\/a>/);
    });

    test('joining without scripts: errors come back with the values and linked messages; a join signs the member in', async () => {
      const fields = { billing: 'monthly', area: 'studio', firstName: 'Cleo', lastName: 'Marsh', email: 'not-an-address', password: 'short' };
      const refused = await post('/members/join', fields);
      assert.equal(refused.statusCode, 400);
      assert.match(refused.body, /<a href="#join-email">Enter an email address like name@example\.com\.<\/a>/);
      assert.match(refused.body, /<a href="#join-password">Enter a password of at least 8 characters\.<\/a>/);
      assert.match(refused.body, /id="join-email"[^>]*value="not-an-address"[^>]*aria-describedby="join-email-error"[^>]*aria-invalid="true"/);
      assert.match(refused.body, /id="join-firstName"[^>]*value="Cleo"/);
      assert.match(refused.body, /id="join-password"[^>]*aria-describedby="join-password-hint join-password-error"/);
      assert.doesNotMatch(refused.body, /value="short"/, 'the password never comes back');
      assert.equal(cookieNamed(refused, 'sq_site_user'), undefined);
      // The error summary is the form's first thing, and takes focus as the page loads, with scripts or without.
      assert.match(
        refused.body,
        /<form class="form-fallback-form join-form"[^>]*>\s*<div class="form-fallback-errors" id="join-errors" role="alert" tabindex="-1" autofocus aria-labelledby="join-errors-title">\s*<h2 id="join-errors-title">There is a problem<\/h2>/,
      );
      assert.equal(refused.body.match(/autofocus/g).length, 1, 'nothing else asks for the focus');

      const joined = await post('/members/join', { ...fields, email: 'cleo@example.com', password: 'wheel-and-kiln' });
      assert.equal(joined.statusCode, 303);
      assert.equal(joined.headers.location, '/members/welcome?billing=monthly&area=studio');
      const session = cookieNamed(joined, 'sq_site_user').value;
      assert.match((await get('/studio-notes', session)).body, new RegExp(MARK.pageBody));

      const taken = await post('/members/join', { ...fields, email: 'Cleo@example.com', password: 'another-password' });
      assert.equal(taken.statusCode, 409);
      assert.match(taken.body, /An account with this email address already exists\. Sign in instead\./);
      assert.match(taken.body, /id="join-email"[^>]*value="Cleo@example.com"/);

      const noCrumb = await t.app.inject({
        method: 'POST',
        url: '/members/join',
        headers: FORM,
        payload: new URLSearchParams({ ...fields, email: 'dan@example.com', password: 'wheel-and-kiln' }).toString(),
      });
      assert.equal(noCrumb.statusCode, 403);
      assert.equal(await t.db.selectFrom('site_users').select('id').where('email', '=', 'dan@example.com').executeTakeFirst(), undefined);
    });

    test('a new member is welcomed as new, with the membership and plan they chose; a returning member is welcomed back', async () => {
      const joined = await post('/members/join', {
        billing: 'annual',
        area: 'studio',
        firstName: 'Gwen',
        lastName: 'Pascoe',
        email: 'gwen@example.com',
        password: 'harbour-clay',
      });
      assert.equal(joined.headers.location, '/members/welcome?billing=annual&area=studio');
      const session = cookieNamed(joined, 'sq_site_user').value;
      const welcome = await get(joined.headers.location, session);
      assert.equal(welcome.statusCode, 200);
      assert.equal(contextOf(welcome.body).pageType, 208, 'membership confirmed');
      assert.equal(welcome.headers['cache-control'], 'private, no-store');
      assert.equal(headingOf(welcome.body), 'Welcome, Gwen.');
      assert.match(
        welcome.body,
        /You are now a member of <strong>Studio membership<\/strong>\.\s*Your plan: Annual, £120 a year\.\s*No payment has been taken\./,
      );
      assert.match(welcome.body, /<a class="button" href="\/studio-notes">Go to Studio notes Saffronkiln<\/a>/);
      assert.doesNotMatch(welcome.body, /Welcome back/);
      // An area the member did not join is not claimed.
      const other = await get('/members/welcome?billing=annual&area=teachers', session);
      assert.match(other.body, /You are now a member\.\s*No payment has been taken\./);
      assert.doesNotMatch(other.body, /Teachers/);
      // Nobody signed in: the sign-in page.
      const visitor = await get('/members/welcome?billing=annual&area=studio');
      assert.equal(visitor.statusCode, 303);
      assert.equal(visitor.headers.location, '/members/sign-in');

      const again = await post('/members/sign-in', { email: 'gwen@example.com', password: 'harbour-clay', path: '/members/sign-in' });
      assert.match((await get('/members/sign-in', cookieNamed(again, 'sq_site_user').value)).body, /<p>Welcome back, Gwen\.<\/p>/);
    });

    test('POST /api/site-users/account stores the member with the area and signs them in', async () => {
      const call = (payload) => t.call({ method: 'POST', url: '/api/site-users/account', payload });
      const body = {
        firstName: 'Dora',
        lastName: 'Finch',
        email: 'dora@example.com',
        password: 'glaze-and-fire',
        memberArea: 'studio',
        billing: 'annual',
      };
      const joined = await call(body);
      assert.equal(joined.statusCode, 200, joined.body);
      assert.equal(typeof joined.json().xsrfToken, 'string');
      const session = cookieNamed(joined, 'sq_site_user');
      assert.equal(session.httpOnly, true);
      const row = await t.db
        .selectFrom('site_users')
        .select(['first_name', 'member_areas'])
        .where('email', '=', 'dora@example.com')
        .executeTakeFirst();
      assert.deepEqual({ ...row, member_areas: JSON.parse(row.member_areas) }, { first_name: 'Dora', member_areas: ['studio'] });
      const who = await t.call({ method: 'GET', url: '/api/site-users/account/session', cookies: { sq_site_user: session.value } });
      assert.deepEqual(who.json(), { email: 'dora@example.com', firstName: 'Dora', lastName: 'Finch' });
      assert.equal((await get('/studio-notes', session.value)).statusCode, 200);
      // A member who joined signs in with their password.
      const again = await t.call({
        method: 'POST',
        url: '/api/site-users/account/session',
        payload: { email: 'dora@example.com', password: 'glaze-and-fire' },
      });
      assert.equal(again.statusCode, 200);

      const taken = await call({ ...body, email: 'MEMBER@juniper.example' });
      assert.equal(taken.statusCode, 409);
      assert.match(taken.json().error, /already exists/);
      for (const [change, reason] of [
        [{ password: 'seven77' }, /at least 8 characters/],
        [{ memberArea: 'nowhere' }, /no member area "nowhere"/],
        [{ memberArea: 'teachers' }, /no member area "teachers" to join/],
        [{ billing: 'weekly' }, /monthly or annual/],
        [{ firstName: ' ' }, /first name/],
        [{ email: 'nobody' }, /email address/],
      ]) {
        const response = await call({ ...body, email: 'eve@example.com', ...change });
        assert.equal(response.statusCode, 400, JSON.stringify(change));
        assert.match(response.json().error, reason);
      }
      const missing = await call({ email: 'eve@example.com', password: 'glaze-and-fire' });
      assert.equal(missing.statusCode, 400);
      assert.equal(await t.db.selectFrom('site_users').select('id').where('email', '=', 'eve@example.com').executeTakeFirst(), undefined);
    });
  });
}

for (const target of await testDatabases()) {
  describe(`joining counts under the sign-in limit on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { rateLimit: { signIn: { max: 2 } } });
    });
    after(() => t.close());

    test('past the limit, the join call answers 429 and the join form says so; nobody is stored', async () => {
      const body = { firstName: 'Fay', email: 'fay@example.com', password: 'short', memberArea: 'studio', billing: 'monthly' };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        assert.equal((await t.call({ method: 'POST', url: '/api/site-users/account', payload: body })).statusCode, 400);
      }
      const limited = await t.call({ method: 'POST', url: '/api/site-users/account', payload: { ...body, password: 'long-enough' } });
      assert.equal(limited.statusCode, 429);
      assert.match(limited.json().error, /Too many sign-in attempts/);
      const fields = { billing: 'monthly', area: 'studio', firstName: 'Fay', email: 'fay@example.com', password: 'long-enough' };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await t.call({ method: 'POST', url: '/members/join', headers: FORM, payload: new URLSearchParams({ ...fields, email: 'x' }).toString() });
      }
      const form = await t.call({ method: 'POST', url: '/members/join', headers: FORM, payload: new URLSearchParams(fields).toString() });
      assert.equal(form.statusCode, 429);
      assert.match(form.body, /Too many sign-in attempts/);
      assert.equal(await t.db.selectFrom('site_users').select('id').where('email', '=', 'fay@example.com').executeTakeFirst(), undefined);
    });
  });
}

describe('member access in the site definition', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sq-member-definition-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  const refused = async (file, edit, message) => {
    await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
    await editJson(dir, file, edit);
    await assert.rejects(readSiteDefinition(dir), message);
  };

  test('a malformed access value is refused with what it may be', async () => {
    await refused(
      'pages.json',
      (pages) => [{ ...pages[0], access: { memberArea: 'a b' } }, ...pages.slice(1)],
      /pages\.json: page 1 "\/" has access \{"memberArea":"a b"\}: "members" \(any signed-in member\), \{ "memberArea": "studio" \}/,
    );
    await refused(
      'items.json',
      (items) => [{ ...items[0], access: 'everyone' }, ...items.slice(1)],
      /items\.json: item 1 has access "everyone": "members"/,
    );
    await refused('events.json', (events) => [{ ...events[0], access: { area: 'studio' } }, ...events.slice(1)], /events\.json: event 1 has access/);
    await refused(
      'members.json',
      (members) => [{ ...members[0], memberAreas: 'studio' }],
      /members\.json: member 1 has memberAreas that are not a list/,
    );
  });

  test('member areas are defined in website.json: an id, a name, and prices in whole minor units; every area named is defined', async () => {
    const areas = (edit) => (website) => ({ ...website, memberAreas: edit(website.memberAreas) });
    const [studio, teachers] = (await readSiteDefinition(DEFAULT_SITE_DIR)).website.memberAreas;
    for (const [edit, message] of [
      [() => 'studio', /website\.json: has memberAreas that is not a list of member areas/],
      [(list) => [{ ...list[0], name: ' ' }], /website\.json: has member area 1 "studio" without a name/],
      [(list) => [{ ...list[0], id: 'the studio' }], /website\.json: has member area 1 without an id of letters, digits, - or _/],
      [(list) => [list[0], { ...list[0] }], /website\.json: has member area 2 repeating the id "studio"/],
      [
        (list) => [{ ...list[0], prices: { monthly: 12.5, annual: 12000 } }],
        /"studio" with prices that are not \{ "monthly": …, "annual": … \} in whole minor units/,
      ],
      [(list) => [{ ...list[0], prices: { monthly: 1200 } }], /"studio" with prices that are not/],
      [(list) => [{ ...list[0], currency: 'GPB' }], /"studio" with currency "GPB", not a currency code/],
      [(list) => [{ ...list[0], price: 1200 }], /has member area 1 with a field "price" member areas do not have/],
    ]) {
      await refused('website.json', areas(edit), message);
    }
    // A page naming an area the list does not define: a typo stops the server, naming the file and the page.
    await refused(
      'website.json',
      areas(() => [studio]),
      /pages\.json: page \d+ names the member area "teachers", which website\.json's memberAreas does not define \(studio\)/,
    );
    await refused(
      'members.json',
      (members) => [{ ...members[0], memberAreas: ['studio', 'potters'] }],
      /members\.json: member 1 names the member area "potters", which website\.json's memberAreas does not define \(studio, teachers\)/,
    );
    assert.deepEqual(studio, {
      id: 'studio',
      name: 'Studio membership',
      description: 'First pick of every firing, kiln space on Thursdays and a free workshop each season.',
      currency: 'GBP',
      prices: { monthly: 1200, annual: 12000 },
    });
    assert.deepEqual(teachers, { id: 'teachers', name: "Teachers' room" });
  });

  test('the member areas never reach a page: the join page draws them', async () => {
    const site = await readSiteDefinition(DEFAULT_SITE_DIR);
    assert.equal('memberAreas' in pageContext(site, '/', undefined), false);
  });

  test('the demo members: Ada in the studio area, Ben in none; the demo has a member-only post', async () => {
    const site = await readSiteDefinition(DEFAULT_SITE_DIR);
    assert.deepEqual(
      site.members.map(({ firstName, memberAreas }) => [firstName, memberAreas]),
      [
        ['Ada', ['studio']],
        ['Ben', []],
      ],
    );
    assert.ok(site.items.some((item) => item.title === 'Glaze recipes for members' && item.access?.memberArea === 'studio'));
  });
});
