import type { BackEndAccess } from '../../src/shared/config/access.js';
import { type BackEndScreen, type BackEndScreenId, screenScript, screensFor } from '../../src/shared/config/screens.js';
import { type PlainStringKey, t } from '../../src/shared/i18n/format.js';
import { checkUrl } from '../../src/shared/url/check.js';
import { escapeHtml, SITE_ICON_LINK } from './html.js';

/** Where the config area's own script and styles are served (server/assets/config/). */
export const CONFIG_ASSETS = '/config/assets/';

/**
 * The page framed when the query names no usable one: `frameUrl` must be a path on this site that
 * passes the runtime's URL check for frames on this origin (no control characters, no backslash,
 * no other host however spelled). Anything else ('//host', '/\\host', 'javascript:', the config
 * area itself) frames the home page.
 */
export function previewFrameUrl(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  const checked = checkUrl(value, 'frame', { base: origin, sameOrigin: true });
  if (!checked) return '/';
  const { pathname, search, hash } = checked.url;
  // The config area inside its own preview would only nest the back end.
  if (pathname === '/config' || pathname.startsWith('/config/')) return '/';
  return pathname + search + hash;
}

function page({
  title,
  script,
  body,
  htmlAttributes = ' class="sq-config"',
  stylesheets = '',
}: {
  title: string;
  /** A script of the config area's own (server/assets/config/), or a path from the site's root (the built back-end pages); none for a page that needs none. */
  script?: string;
  body: string;
  htmlAttributes?: string;
  /** Further <link rel="stylesheet">s before the config area's own. */
  stylesheets?: string;
}): string {
  return `<!doctype html>
<html lang="en"${htmlAttributes}>
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
}: {
  siteTitle: string;
  crumb: string;
  error?: string;
  email?: string;
}): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  return page({
    title: `${error ? 'Error: ' : ''}Sign in · ${siteTitle}`,
    script: 'sign-in.js',
    body: `<main class="sign-in">
<h1>Sign in to ${escapeHtml(siteTitle)}</h1>
<form id="sign-in" method="post" action="${SIGN_IN_FORM_PATH}" novalidate>
<p id="sign-in-error" class="error" role="alert">${escapeHtml(error)}</p>
<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">
<div class="field">
<label for="sign-in-email">Email</label>
<input id="sign-in-email" name="email" type="email" autocomplete="username" spellcheck="false" required maxlength="256" value="${escapeHtml(email)}"${invalid}>
</div>
<div class="field">
<label for="sign-in-password">Password</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}>
</div>
<button type="submit">Sign in</button>
</form>
<p><a href="/">Back to the site</a></p>
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
}: {
  siteTitle: string;
  displayName: string;
  frameUrl: string;
  access: BackEndAccess;
}): string {
  return page({
    title: `Config · ${siteTitle}`,
    script: 'back-end.js',
    htmlAttributes: ' class="sq-config sq-back-end" data-sq-guide-open',
    body: `<header class="back-end-header">
<h1 class="site-title">${escapeHtml(siteTitle)}</h1>
<p class="account">Signed in as <strong>${escapeHtml(displayName)}</strong></p>
${backEndNav('preview', access)}
<div class="actions">
<button type="button" id="guide-toggle" aria-expanded="true" aria-controls="guide">Guide</button>
<button type="button" id="fullscreen-toggle" aria-pressed="false">Fullscreen preview</button>
<button type="button" id="logout">Log out</button>
</div>
<p id="back-end-error" class="error" role="alert"></p>
</header>
<div class="workspace">
<aside id="guide" class="guide" aria-label="Guide">
<h2>Guide</h2>
<p>This is your site as visitors see it. Browse it in the preview; pages you open stay in the back end.</p>
<ul>
<li><kbd>Escape</kbd> closes this guide. Once it is closed, <kbd>Escape</kbd> turns the fullscreen preview on and off.</li>
<li><kbd>Shift</kbd> + <kbd>Escape</kbd> logs you out.</li>
</ul>
<p>Both keys work in the preview too.</p>
<button type="button" id="guide-close">Close guide</button>
</aside>
<main class="preview">
<iframe id="preview" title="Site preview" src="${escapeHtml(frameUrl)}"></iframe>
</main>
</div>
<button type="button" id="exit-fullscreen" class="exit-fullscreen" hidden>Exit fullscreen preview</button>`,
  });
}

/** The back end's sections this owner may enter, the current one marked for assistive technology. */
function backEndNav(current: BackEndScreenId, access: BackEndAccess): string {
  const links = screensFor(access).map(
    ({ id, path, label }) => `<a href="${path}"${id === current ? ' aria-current="page"' : ''}>${escapeHtml(t(label, {}, 'en'))}</a>`,
  );
  return `<nav class="back-end-nav" aria-label="${escapeHtml(t('backEndNavLabel', {}, 'en'))}">
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
}: {
  screen: BackEndScreen & { id: BackEndScreenId };
  siteTitle: string;
  displayName: string;
  access: BackEndAccess;
  /** Why the owner may not enter this screen; the page then runs no screen script. */
  refusal?: string;
}): string {
  const en = (key: PlainStringKey) => escapeHtml(t(key, {}, 'en'));
  const content = refusal
    ? `<p class="error" role="alert">${escapeHtml(refusal)}</p>`
    : `<div id="back-end-app" data-screen="${screen.id}"><p role="status">${en('backEndLoading')}</p><noscript><p>${en('backEndNoScript')}</p></noscript></div>`;
  return page({
    title: `${t(screen.label, {}, 'en')} · ${siteTitle}`,
    // Refused, the script finds no #back-end-app and runs only the header.
    script: screenScript(screen.id),
    htmlAttributes: ` class="sq-config sq-back-end-screen sq-${screen.id}"`,
    stylesheets: '<link rel="stylesheet" href="/dist/theme.css">\n',
    body: `<header class="back-end-header">
<p class="site-title">${escapeHtml(siteTitle)}</p>
<p class="account">${escapeHtml(t('backEndSignedInAs', { name: displayName }, 'en'))}</p>
${backEndNav(screen.id, access)}
<div class="actions">
<button type="button" id="logout">${en('backEndLogOut')}</button>
</div>
<p id="back-end-error" class="error" role="alert"></p>
</header>
<main class="back-end-main ${screen.id}" aria-labelledby="back-end-title">
<h1 id="back-end-title" class="visually-hidden">${en(screen.label)}</h1>
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
}: {
  siteTitle: string;
  crumb?: string;
  token?: string;
  error?: string;
  refusal?: string;
  invitation?: { email: string; displayName: string; permissionName: string; roleNames: string };
}): string {
  const title = `Accept your invitation · ${siteTitle}`;
  if (refusal || !invitation) {
    return page({
      title: `Error: ${title}`,
      body: `<main class="sign-in invitation">
<h1>Accept your invitation to ${escapeHtml(siteTitle)}</h1>
<p class="error" role="alert">${escapeHtml(refusal ?? '')}</p>
<p><a href="/config/">Sign in</a></p>
<p><a href="/">Back to the site</a></p>
</main>`,
    });
  }
  const invalid = error ? ' aria-invalid="true"' : '';
  return page({
    title: `${error ? 'Error: ' : ''}${title}`,
    body: `<main class="sign-in invitation">
<h1>Accept your invitation to ${escapeHtml(siteTitle)}</h1>
<p>You are invited as <strong>${escapeHtml(invitation.displayName)}</strong> (${escapeHtml(invitation.email)}), with the permission ${escapeHtml(invitation.permissionName)} and the roles: ${escapeHtml(invitation.roleNames)}.</p>
<form id="invitation" method="post" action="${INVITATION_PATH}" novalidate>
<p id="invitation-error" class="error" role="alert">${escapeHtml(error)}</p>
<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="field">
<label for="invitation-email">Email</label>
<input id="invitation-email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(invitation.email)}">
</div>
<div class="field">
<label for="invitation-password">Choose a password</label>
<input id="invitation-password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="1024" aria-describedby="invitation-password-hint${error ? ' invitation-error' : ''}"${invalid}>
<p id="invitation-password-hint" class="hint">At least 8 characters.</p>
</div>
<button type="submit">Set password and sign in</button>
</form>
<p><a href="/">Back to the site</a></p>
</main>`,
  });
}
