// Every text the back end's server-rendered pages show comes from the string tables: rendered in
// a pseudo-locale whose every message is marked, no unmarked text is left in the page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { backEndAccess } from '../../src/shared/config/access.ts';
import { BACK_END_SCREENS } from '../../src/shared/config/screens.ts';
import { strings } from '../../src/shared/i18n/strings.en.ts';
import { registerStrings, unregisterStrings } from '../../src/shared/i18n/tables.ts';
import { backEndPage, backEndScreenPage, signInPage } from '../../server/render/config-page.ts';

const PSEUDO = 'en-XA';
// The site's title and the owner's name are the owner's own text; they come marked too.
const SITE = '⟦Juniper⟧';
const NAME = '⟦Ada⟧';
const marked = (text) => /^⟦[^]*⟧$/.test(text);

before(() => registerStrings(PSEUDO, Object.fromEntries(Object.entries(strings).map(([key, text]) => [key, `⟦${text}⟧`]))));
after(() => unregisterStrings(PSEUDO));

/** The visible texts of a page and the attributes read out to people, each trimmed; scripts' bodies left out. */
function textsOf(html) {
  const body = html.replace(/<script\b[^>]*>[^]*?<\/script>/g, '').replace(/<style\b[^>]*>[^]*?<\/style>/g, '');
  // Inline marks (a key, a name) stay in their sentence.
  const texts = body
    .replace(/<\/?(?:kbd|strong|em|code)>/g, '')
    .split(/<[^>]*>/)
    .map((text) => text.trim())
    .filter((text) => text !== '' && text !== '<!doctype html>');
  for (const [, value] of body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)) texts.push(value);
  const messages = /data-messages="([^"]*)"/.exec(html);
  assert.ok(messages, 'the page hands its scripts their texts');
  texts.push(...Object.values(JSON.parse(messages[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&'))));
  return texts;
}

function assertAllMarked(html, page) {
  const texts = textsOf(html);
  assert.ok(texts.length > 5, `${page} has texts`);
  const unmarked = texts.filter((text) => !marked(text) && !/^(⟦[^⟧]*⟧\s*)+$/.test(text));
  assert.deepEqual(unmarked, [], `${page}: texts not from the string tables`);
}

test('the sign-in page, with and without an error, says only what the string tables say', () => {
  assertAllMarked(signInPage({ siteTitle: SITE, crumb: 'c', locale: PSEUDO }), 'sign-in');
  assertAllMarked(signInPage({ siteTitle: SITE, crumb: 'c', error: '⟦refused⟧', email: 'a@b.example', locale: PSEUDO }), 'sign-in with an error');
});

test('the back end around the preview says only what the string tables say', () => {
  const html = backEndPage({ siteTitle: SITE, displayName: NAME, frameUrl: '/', access: backEndAccess({ permission: 2 }), locale: PSEUDO });
  assertAllMarked(html, 'the preview');
  // The guide's keys stay keys.
  assert.match(html, /<kbd>⟦Escape⟧<\/kbd>/);
});

test('every screen of the back end, and its refusal, says only what the string tables say', () => {
  const access = backEndAccess({ permission: 2 });
  for (const screen of BACK_END_SCREENS) {
    assertAllMarked(backEndScreenPage({ screen, siteTitle: SITE, displayName: NAME, access, locale: PSEUDO }), screen.id);
    assertAllMarked(
      backEndScreenPage({ screen, siteTitle: SITE, displayName: NAME, access, refusal: '⟦no⟧', locale: PSEUDO }),
      `${screen.id} refused`,
    );
  }
});
