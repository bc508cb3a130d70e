import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { html } from 'lit-html';
import { layoutTemplates } from '../../src/shared/blocks/index.js';
import { renderHtml } from '../../server/render/ssr.js';
import { commentScriptSources } from '../../server/site/comments.js';
import { pagePolicy } from '../../server/http/security-headers.js';

const items = [{ id: 'p1', collectionId: 'journal', title: 'Why we fire slowly', fullUrl: '/journal/why-we-fire-slowly', status: 'published' }];
const context = (comments) => ({ path: '/', currency: 'USD', products: [], forms: [], collections: [], items, comments });
const summary = { type: 'summary', id: 'latest', collectionId: 'journal' };
const render = (comments) => renderHtml(html`${layoutTemplates([summary], context(comments))}`);
const site = (websiteSettings, more = {}) => ({ website: { website: { id: 's' }, websiteSettings, ...more } });

describe('comment counts on the server', () => {
  test('post summaries link to each post’s comments, asking for a count, only when the site has comments on', () => {
    assert.match(render(true), /<a href="\/journal\/why-we-fire-slowly#comments" data-sq-comment-count="">Comments<\/a>/);
    assert.doesNotMatch(render(false), /#comments|data-sq-comment-count/);
  });

  test('a page with post summaries allows the provider’s script origin when comments are on with a valid shortname; no other page does', () => {
    const on = site({ commentsEnabled: true, disqusShortname: 'juniper-ceramics' });
    assert.deepEqual(commentScriptSources(on, [summary]), ['https://juniper-ceramics.disqus.com']);
    assert.deepEqual(commentScriptSources(on, [{ type: 'text', id: 't' }]), []);
    assert.deepEqual(commentScriptSources(site({ commentsEnabled: false, disqusShortname: 'juniper' }), [summary]), []);
    assert.deepEqual(commentScriptSources(site({ commentsEnabled: true, disqusShortname: 'evil.example/x' }), [summary]), []);
    const policy = pagePolicy({ script: commentScriptSources(on, [summary]) }, 'http://localhost:8080');
    assert.match(policy, /script-src 'self' https:\/\/juniper-ceramics\.disqus\.com/);
  });

  test('a comments base on the site needs no other origin; a third party’s base needs its own in place of the provider’s', () => {
    const settings = { commentsEnabled: true, disqusShortname: 'juniper-ceramics' };
    assert.deepEqual(commentScriptSources(site(settings, { commentsBase: '/stand-ins/comments/' }), [summary]), []);
    assert.deepEqual(commentScriptSources(site(settings, { commentsBase: 'https://counts.example/base/' }), [summary]), ['https://counts.example']);
  });
});
