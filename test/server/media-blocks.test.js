import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { html } from 'lit-html';
import { layoutFrameSources, layoutProblem, layoutTemplates } from '../../src/shared/blocks/index.js';
import { renderHtml } from '../../server/render/ssr.js';
import { contentSecurityPolicy, pagePolicy } from '../../server/http/security-headers.js';
import { EMBED_FRAME_POLICY } from '../../server/embed/frame.js';
import { SITE_CONTEXT_ID } from '../../server/http/pages.js';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const context = { path: '/films', currency: 'USD', products: [], forms: [], collections: [], items: [] };
const render = (layout) =>
  renderHtml(html`${layoutTemplates(layout, context)}`)
    .replace(/\s+/g, ' ')
    .replace(/ ?> ?</g, '><')
    .replace(/ \/?>/g, '>');

const video = (fields = {}) => ({
  type: 'video',
  id: 'v',
  title: 'Glazing day',
  url: 'https://vimeo.com/76979871',
  poster: { src: '/images/p.svg' },
  ...fields,
});
const embed = (fields = {}) => ({ type: 'embed', id: 'hours', title: 'Opening hours', html: '<p>Open</p>', ...fields });

describe('video and embed blocks', () => {
  test('a video names its video, a title and a poster stored on the site; bad data is refused with the reason', () => {
    assert.equal(layoutProblem([video()]), undefined);
    assert.equal(layoutProblem([video({ url: undefined, embed: '<iframe src="https://www.youtube.com/embed/abc"></iframe>' })]), undefined);
    assert.match(layoutProblem([video({ url: undefined })]), /\(video "v"\) needs a url or embed markup/);
    assert.match(
      layoutProblem([video({ url: undefined, embed: '<div>film</div>' })]),
      /embed markup without an iframe or object: Invalid video embed\./,
    );
    assert.match(layoutProblem([video({ url: 'https://example.com/film' })]), /must be a Vimeo, YouTube, Wistia or Animoto video/);
    assert.match(layoutProblem([video({ accountType: 'basic' })]), /Vimeo Basic account, which is unsupported/);
    assert.match(layoutProblem([video({ title: ' ' })]), /needs a title/);
    assert.match(layoutProblem([video({ poster: { src: 'https://i.ytimg.com/vi/abc/hqdefault.jpg' } })]), /needs a poster stored on the site/);
    assert.match(layoutProblem([video({ poster: undefined })]), /needs a poster stored on the site/);
    assert.match(layoutProblem([video({ width: 16.5, height: 9 })]), /width and height must be whole numbers/);
    assert.match(layoutProblem([video({ mode: 'stretch' })]), /mode must be one of none, fit, fill/);
  });

  test('a video is the site’s poster in a link to the video, inside <sq-video>; the box takes the video’s ratio, else 56.3%', () => {
    const markup = render([video({ width: 1920, height: 1080, mode: 'fit' }), video({ id: 'w', url: 'https://youtu.be/abc' })]);
    assert.match(
      markup,
      /<sq-video id="v" class="block block-video" url="https:\/\/player.vimeo.com\/video\/76979871" video-title="Glazing day" mode="fit" width="1920" height="1080">/,
    );
    assert.match(
      markup,
      /<a class="video-link" href="https:\/\/player.vimeo.com\/video\/76979871"><img src="\/images\/p.svg" alt="" width="1920" height="1080"/,
    );
    assert.match(markup, /<span class="video-link-text">Play Glazing day on Vimeo<\/span>/);
    assert.match(markup, /<sq-video id="w"[^>]*width="1000" height="563">/);
    // Nothing in the markup loads from a provider: the only provider addresses are the link and the element's attribute.
    assert.deepEqual(
      [...markup.matchAll(/\s(src|srcset|poster)="([^"]*)"/g)].map((match) => match[2]),
      ['/images/p.svg', '/images/p.svg'],
    );
  });

  test('an embed holds a title and its html; its markup is the sandboxed frame of this site, never the code', () => {
    assert.equal(layoutProblem([embed()]), undefined);
    assert.match(layoutProblem([embed({ title: '' })]), /\(embed "hours"\) needs a title/);
    assert.match(layoutProblem([embed({ html: 42 })]), /needs its html/);
    assert.match(layoutProblem([embed({ html: 'x'.repeat(100001) })]), /an embed holds at most 100000/);
    assert.match(layoutProblem([embed({ height: 5 })]), /height must be a whole number of pixels from 20 to 10000/);
    const markup = render([embed({ html: '<script>alert(document.cookie)</script>', height: 240 })]);
    assert.match(
      markup,
      /<sq-embed id="hours" class="block block-embed"><iframe src="\/embed-frame\/hours\?page=%2Ffilms" title="Opening hours" sandbox="allow-scripts allow-forms allow-popups" height="240" loading="lazy"><\/iframe><\/sq-embed>/,
    );
    assert.doesNotMatch(markup, /alert/);
  });

  test('a page’s frame-src names exactly its providers and embed frames, its script-src its third-party scripts; a page without them keeps the site’s policy byte for byte', () => {
    assert.deepEqual(
      layoutFrameSources([video(), video({ id: 'b', url: 'https://vimeo.com/1' }), video({ id: 'c', url: 'https://youtu.be/x' }), embed()]),
      ['https://player.vimeo.com', 'https://www.youtube.com', '/embed-frame/'],
    );
    assert.deepEqual(layoutFrameSources([{ type: 'text', id: 't', paragraphs: ['x'] }]), []);
    assert.equal(pagePolicy({}, 'https://site.example'), contentSecurityPolicy);
    assert.equal(pagePolicy({ frame: [], script: [] }, 'https://site.example'), contentSecurityPolicy);
    const policy = pagePolicy({ frame: ['https://www.youtube.com', '/embed-frame/'] }, 'https://site.example');
    assert.equal(
      policy,
      contentSecurityPolicy.replace("object-src 'none'", "frame-src https://www.youtube.com https://site.example/embed-frame/; object-src 'none'"),
    );
    assert.equal(
      pagePolicy({ script: ['https://widgets.example', 'https://widgets.example'] }, 'https://site.example'),
      contentSecurityPolicy.replace("script-src 'self'", "script-src 'self' https://widgets.example"),
    );
    const junk = ["'unsafe-inline'", 'https://a.example; script-src *', 'javascript:', '//x', '*'];
    assert.equal(pagePolicy({ frame: junk, script: junk }, 'https://site.example'), contentSecurityPolicy);
  });
});

for (const target of await testDatabases()) {
  describe(`the films page and the embed frame on ${target.name}`, () => {
    let t;
    let dir;
    before(async () => {
      // The demo site, with an embed on the password-protected trade page too.
      dir = await mkdtemp(join(tmpdir(), 'sq-media-'));
      await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
      const pages = JSON.parse(await readFile(join(dir, 'pages.json'), 'utf8'));
      pages.find((page) => page.path === '/trade').layout.push({ type: 'embed', id: 'trade-embed', title: 'Trade terms', html: '<p>Net 30</p>' });
      await writeFile(join(dir, 'pages.json'), JSON.stringify(pages));
      t = await startTestApp(target, { siteDir: dir });
    });
    after(async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    });

    const get = (url) => t.call({ method: 'GET', url, headers: { accept: 'text/html' } });

    test('/films allows frames from exactly its four video providers and the site’s embed frames', async () => {
      const response = await get('/films');
      assert.equal(response.statusCode, 200);
      const policy = response.headers['content-security-policy'];
      const frameSrc = policy.split('; ').find((directive) => directive.startsWith('frame-src '));
      assert.equal(
        frameSrc,
        `frame-src https://www.youtube.com https://player.vimeo.com https://fast.wistia.net https://animoto.com http://localhost:80/embed-frame/`,
      );
      assert.equal(policy.replace(`${frameSrc}; `, ''), contentSecurityPolicy);
      assert.equal((response.body.match(/<sq-video\s/g) ?? []).length, 4);
      assert.equal((response.body.match(/<sq-embed\s/g) ?? []).length, 1);
      assert.doesNotMatch(response.body, /<iframe[^>]+(youtube|vimeo|wistia|animoto)/);
    });

    test('every other page keeps the site’s policy byte for byte', async () => {
      // The home page's post summaries ask for comment counts too, from the count script the demo serves itself: no other origin.
      for (const path of ['/', '/shop', '/gallery', '/contact', '/no/such/page']) {
        const response = await get(path);
        assert.equal(response.headers['content-security-policy'], contentSecurityPolicy, path);
      }
    });

    test('the embed frame is the owner’s code under its own sandbox policy, with nothing of the site’s page in it', async () => {
      const response = await get('/embed-frame/studio-hours?page=/films');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-security-policy'], EMBED_FRAME_POLICY);
      assert.match(EMBED_FRAME_POLICY, /^sandbox allow-scripts allow-forms allow-popups; /);
      assert.doesNotMatch(EMBED_FRAME_POLICY, /allow-same-origin/);
      assert.match(response.body, /<h2 id="hours-title">Open studio hours<\/h2>/);
      assert.match(response.body, /parent\.postMessage\(\{ type: "sq-embed:height", height \}, origin\)/);
      assert.match(response.body, /const origin = "http:\/\/localhost:80";/);
      assert.doesNotMatch(response.body, new RegExp(SITE_CONTEXT_ID));
      assert.doesNotMatch(response.body, /sq-elements\.js|modulepreload/);
      assert.equal(response.headers['set-cookie'], undefined);
      assert.equal(response.headers['cache-control'], 'no-store');
    });

    test('the embed frame answers 4xx with a reason for what is not an embed the visitor may see', async () => {
      const missing = await get('/embed-frame/nothing-here?page=/films');
      assert.equal(missing.statusCode, 404);
      assert.match(missing.body, /No embed block "nothing-here" on the page \/films\./);
      const notEmbed = await get('/embed-frame/film-wheel?page=/films');
      assert.equal(notEmbed.statusCode, 404);
      const noPage = await get('/embed-frame/studio-hours');
      assert.equal(noPage.statusCode, 400);
      const badId = await get('/embed-frame/%3Cscript%3E?page=/films');
      assert.equal(badId.statusCode, 400);
      const locked = await get('/embed-frame/trade-embed?page=/trade');
      assert.equal(locked.statusCode, 403);
      assert.match(locked.body, /not unlocked/);
      assert.doesNotMatch(locked.body, /Net 30/);
    });
  });
}
