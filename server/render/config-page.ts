import type { BackEndAccess } from '../../src/shared/config/access.js';
import { type BackEndScreen, type BackEndScreenId, screenScript, screensFor } from '../../src/shared/config/screens.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/shared/owners/accounts.js';
import { type FormatArgs, type PlaceholdersOf, t } from '../../src/shared/i18n/format.js';
import type { EnglishStrings, StringKey } from '../../src/shared/i18n/strings.en.js';
import type { ConfigScriptMessages } from '../assets/config/messages.js';
import { sameSitePath } from '../../src/shared/url/check.js';
import { escapeHtml, SITE_ICON_LINK } from './html.js';

/** Where the config area's own script and styles are served (server/assets/config/). */
export const CONFIG_ASSETS = '/config/assets/';

/**
 * The page the back end frames: `frameUrl` when it is a path on this site (see sameSitePath: no
 * other host however spelled), else the home page, as for the config area itself.
 */
export function previewFrameUrl(value: unknown): string {
  const path = sameSitePath(value);
  if (path === undefined) return '/';
  // The config area inside its own preview would only nest the back end.
  const { pathname } = new URL(path, 'https://localhost/');
  return pathname === '/config' || pathname.startsWith('/config/') ? '/' : path;
}

/** The language of the back end's pages; every text they show comes from the string tables in it. */
export const BACK_END_LOCALE = 'en';

/** A text of the string tables in `locale`, escaped for HTML. */
function texts(locale: string) {
  return <K extends StringKey>(key: K, ...[values]: FormatArgs<K>): string => escapeHtml(t(key, ...([values ?? {}, locale] as FormatArgs<K>)));
}

/**
 * `key`'s text escaped, with each placeholder given in `marked` as that markup: a key name as
 * <kbd>, a name as <strong>. The markup is the caller's, made of escaped text.
 */
function withMarkup<K extends 'backEndGuideEscape' | 'backEndGuideLogOut' | 'backEndSignedInAs' | 'configInvitationWho'>(
  locale: string,
  key: K,
  marked: Record<PlaceholdersOf<EnglishStrings[K]>, string>,
): string {
  const names = Object.keys(marked) as (keyof typeof marked)[];
  const marks = Object.fromEntries(names.map((name, index) => [name, String.fromCharCode(0xe000 + index)]));
  let html = escapeHtml(t(key, ...([marks, locale] as unknown as FormatArgs<K>)));
  for (const name of names) html = html.replaceAll(marks[name]!, marked[name]);
  return html;
}

const keyNames = (locale: string) => ({
  escape: `<kbd>${escapeHtml(t('backEndKeyEscape', {}, locale))}</kbd>`,
  shift: `<kbd>${escapeHtml(t('backEndKeyShift', {}, locale))}</kbd>`,
});

const signedInAs = (locale: string, displayName: string) =>
  withMarkup(locale, 'backEndSignedInAs', { name: `<strong>${escapeHtml(displayName)}</strong>` });

/** The texts the config area's own scripts show (sign-in.js, back-end.js), which the server's answers share. */
export function configScriptMessages(locale: string = BACK_END_LOCALE): ConfigScriptMessages {
  return {
    enterEmailAndPassword: t('configEnterEmailAndPassword', {}, locale),
    enterEmail: t('configEnterEmail', {}, locale),
    enterPassword: t('configEnterPassword', {}, locale),
    callFailed: t('configCallFailed', {}, locale),
    connectionFailed: t('configConnectionFailed', {}, locale),
  };
}

/** The scripts' texts, handed to them on <html data-messages>. */
const scriptMessages = (locale: string): string => ` data-messages="${escapeHtml(JSON.stringify(configScriptMessages(locale)))}"`;

function page({
  title,
  script,
  body,
  htmlClass = 'sq-config',
  htmlAttributes = '',
  stylesheets = '',
  locale,
}: {
  title: string;
  /** A script of the config area's own (server/assets/config/), or a path from the site's root (the built back-end pages); none for a page that needs none. */
  script?: string;
  body: string;
  htmlClass?: string;
  htmlAttributes?: string;
  /** Further <link rel="stylesheet">s before the config area's own. */
  stylesheets?: string;
  locale: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" class="${htmlClass}"${htmlAttributes}${scriptMessages(locale)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${SITE_ICON_LINK}
${stylesheets}<link rel="stylesheet" href="${CONFIG_ASSETS}config.css">
${script ? `<script type="module" src="${script.startsWith('/') ? script : CONFIG_ASSETS + script}"></script>\n` : ''}</head>
<body>
${body}
</body>
</html>
`;
}

/** Where the sign-in form posts when no script runs (server/routes/auth.ts); its script posts JSON to /api/auth/Login instead. */
export const SIGN_IN_FORM_PATH = '/config/sign-in';

/**
 * The sign-in form of the config area. Its script (sign-in.js) posts the fields as JSON to
 * /api/auth/Login with the crumb and reloads the page; errors land in the role="alert" paragraph.
 * Without scripts the form itself posts, its crumb a field, and the server answers with the back
 * end or this page again, with `error` in that paragraph and the email kept.
 */
export function signInPage({
  siteTitle,
  crumb,
  error = '',
  email = '',
  locale = BACK_END_LOCALE,
}: {
  siteTitle: string;
  crumb: string;
  error?: string;
  email?: string;
  locale?: string;
}): string {
  const say = texts(locale);
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const title = t('configSignInTitle', { site: siteTitle }, locale);
  return page({
    title: error ? t('configErrorTitle', { title }, locale) : title,
    script: 'sign-in.js',
    locale,
    body: `<main class="sign-in">
<h1>${say('configSignInHeading', { site: siteTitle })}</h1>
<form id="sign-in" method="post" action="${SIGN_IN_FORM_PATH}" novalidate>
<p id="sign-in-error" class="error" role="alert">${escapeHtml(error)}</p>
<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">
<div class="field">
<label for="sign-in-email">${say('configEmail')}</label>
<input id="sign-in-email" name="email" type="email" autocomplete="username" spellcheck="false" required maxlength="256" value="${escapeHtml(email)}"${invalid}>
</div>
<div class="field">
<label for="sign-in-password">${say('configPassword')}</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}>
</div>
<button type="submit">${say('configSignIn')}</button>
</form>
<p><a href="/">${say('configBackToSite')}</a></p>
</main>`,
  });
}

/**
 * The back end: a header with the site and the account, the guide (open at first, which
 * `data-sq-guide-open` on <html> tells the framed runtime), and the site framed for preview. Its
 * script (back-end.js) runs the buttons, the Escape keys and the framed runtime's
 * `sq-back-end-action` events.
 */
export function backEndPage({
  siteTitle,
  displayName,
  frameUrl,
  access,
  locale = BACK_END_LOCALE,
}: {
  siteTitle: string;
  displayName: string;
  frameUrl: string;
  access: BackEndAccess;
  locale?: string;
}): string {
  const say = texts(locale);
  return page({
    title: t('backEndTitle', { site: siteTitle }, locale),
    script: 'back-end.js',
    htmlClass: 'sq-config sq-back-end',
    htmlAttributes: ' data-sq-guide-open',
    locale,
    body: `<header class="back-end-header">
<h1 class="site-title">${escapeHtml(siteTitle)}</h1>
<p class="account">${signedInAs(locale, displayName)}</p>
${backEndNav('preview', access, locale)}
<div class="actions">
<button type="button" id="guide-toggle" aria-expanded="true" aria-controls="guide">${say('backEndGuide')}</button>
<button type="button" id="fullscreen-toggle" aria-pressed="false">${say('backEndFullscreen')}</button>
<button type="button" id="logout">${say('backEndLogOut')}</button>
</div>
<p id="back-end-error" class="error" role="alert"></p>
</header>
<div class="workspace">
<aside id="guide" class="guide" aria-label="${say('backEndGuide')}">
<h2>${say('backEndGuide')}</h2>
<p>${say('backEndGuideIntro')}</p>
<ul>
<li>${withMarkup(locale, 'backEndGuideEscape', keyNames(locale))}</li>
<li>${withMarkup(locale, 'backEndGuideLogOut', keyNames(locale))}</li>
</ul>
<p>${say('backEndGuideInPreview')}</p>
<button type="button" id="guide-close">${say('backEndGuideClose')}</button>
</aside>
<main class="preview">
<iframe id="preview" title="${say('backEndPreviewFrame')}" src="${escapeHtml(frameUrl)}"></iframe>
</main>
</div>
<button type="button" id="exit-fullscreen" class="exit-fullscreen" hidden>${say('backEndExitFullscreen')}</button>`,
  });
}

const dataAttributes = (data: Record<string, string>): string =>
  Object.entries(data)
    .map(([name, value]) => ` data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${escapeHtml(value)}"`)
    .join('');

/** The back end's sections this owner may enter, the current one marked for assistive technology. */
function backEndNav(current: BackEndScreenId, access: BackEndAccess, locale: string): string {
  const say = texts(locale);
  const links = screensFor(access).map(({ id, path, label }) => `<a href="${path}"${id === current ? ' aria-current="page"' : ''}>${say(label)}</a>`);
  return `<nav class="back-end-nav" aria-label="${say('backEndNavLabel')}">
${links.join('\n')}
</nav>`;
}

/**
 * A screen of the back end (BACK_END_SCREENS): the header with the back end's sections, and the
 * place its script (src/config/{id}.tsx) fills, on the design tokens of the runtime
 * (/dist/theme.css). Refused, the page says why in place of the screen.
 */
export function backEndScreenPage({
  screen,
  siteTitle,
  displayName,
  access,
  refusal,
  screenData = {},
  locale = BACK_END_LOCALE,
}: {
  screen: BackEndScreen & { id: BackEndScreenId };
  siteTitle: string;
  displayName: string;
  access: BackEndAccess;
  /** Why the owner may not enter this screen; the page then runs no screen script. */
  refusal?: string;
  /** What the screen's script reads from its mount point, as data-* attributes (`collectionId` is `data-collection-id`). */
  screenData?: Record<string, string>;
  locale?: string;
}): string {
  const say = texts(locale);
  const content = refusal
    ? `<p class="error" role="alert">${escapeHtml(refusal)}</p>`
    : `<div id="back-end-app" data-screen="${screen.id}"${dataAttributes(screenData)}><p role="status">${say('backEndLoading')}</p><noscript><p>${say('backEndNoScript')}</p></noscript></div>`;
  return page({
    title: t('backEndScreenTitle', { screen: t(screen.label, {}, locale), site: siteTitle }, locale),
    // Refused, the script finds no #back-end-app and runs only the header.
    script: screenScript(screen.id),
    htmlClass: `sq-config sq-back-end-screen sq-${screen.id}`,
    locale,
    stylesheets: '<link rel="stylesheet" href="/dist/theme.css">\n',
    body: `<header class="back-end-header">
<p class="site-title">${escapeHtml(siteTitle)}</p>
<p class="account">${signedInAs(locale, displayName)}</p>
${backEndNav(screen.id, access, locale)}
<div class="actions">
<button type="button" id="logout">${say('backEndLogOut')}</button>
</div>
<p id="back-end-error" class="error" role="alert"></p>
</header>
<main class="back-end-main ${screen.id}" aria-labelledby="back-end-title">
<h1 id="back-end-title" class="visually-hidden">${say(screen.label)}</h1>
${content}
</main>`,
  });
}

/** Where an invitation's link leads (server/routes/config-owners.ts). */
export const INVITATION_PATH = '/config/invitation';

/**
 * The page an invitation's link opens: who is invited, with which permission and roles, and a
 * form to choose a password that posts without scripts (the crumb a field, the token another);
 * the server then signs the new owner in. A link that no longer works gets the reason instead.
 */
export function invitationPage({
  siteTitle,
  crumb = '',
  token = '',
  error = '',
  refusal,
  invitation,
  locale = BACK_END_LOCALE,
}: {
  siteTitle: string;
  crumb?: string;
  token?: string;
  error?: string;
  refusal?: string;
  invitation?: { email: string; displayName: string; permissionName: string; roleNames: string };
  locale?: string;
}): string {
  const say = texts(locale);
  const title = t('configInvitationTitle', { site: siteTitle }, locale);
  const heading = `<h1>${say('configInvitationHeading', { site: siteTitle })}</h1>`;
  if (refusal || !invitation) {
    return page({
      title: t('configErrorTitle', { title }, locale),
      locale,
      body: `<main class="sign-in invitation">
${heading}
<p class="error" role="alert">${escapeHtml(refusal ?? '')}</p>
<p><a href="/config/">${say('configSignIn')}</a></p>
<p><a href="/">${say('configBackToSite')}</a></p>
</main>`,
    });
  }
  const invalid = error ? ' aria-invalid="true"' : '';
  const who = withMarkup(locale, 'configInvitationWho', {
    name: `<strong>${escapeHtml(invitation.displayName)}</strong>`,
    email: escapeHtml(invitation.email),
    permission: escapeHtml(invitation.permissionName),
    roles: escapeHtml(invitation.roleNames),
  });
  return page({
    title: error ? t('configErrorTitle', { title }, locale) : title,
    locale,
    body: `<main class="sign-in invitation">
${heading}
<p>${who}</p>
<form id="invitation" method="post" action="${INVITATION_PATH}" novalidate>
<p id="invitation-error" class="error" role="alert">${escapeHtml(error)}</p>
<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="field">
<label for="invitation-email">${say('configEmail')}</label>
<input id="invitation-email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(invitation.email)}">
</div>
<div class="field">
<label for="invitation-password">${say('configChoosePassword')}</label>
<input id="invitation-password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" aria-describedby="invitation-password-hint${error ? ' invitation-error' : ''}"${invalid}>
<p id="invitation-password-hint" class="hint">${say('configPasswordHint', { min: PASSWORD_MIN_LENGTH })}</p>
</div>
<button type="submit">${say('configSetPassword')}</button>
</form>
<p><a href="/">${say('configBackToSite')}</a></p>
</main>`,
  });
}
