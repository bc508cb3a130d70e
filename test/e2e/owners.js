/**
 * Owners signed in without the sign-in form, for the tests that only need to reach a screen of the
 * back end: the session is asked for from Node, as the form's script asks for it (POST
 * /api/auth/Login with the crumb every page gets, server/routes/auth.ts), and its cookies are handed
 * to the browser context. The tests about signing in itself keep the form.
 */

/**
 * The demo site's owners (demo/site/owners.json) with the passwords the server guide documents
 * (docs/guides/server.md), as test/server/app.js names them; not imported from there, which would
 * load the whole app into the test's process.
 */
export const DEMO_OWNER = Object.freeze({ email: 'owner@example.com', password: 'juniper-owner' });
export const DEMO_VIEWER = Object.freeze({ email: 'viewer@example.com', password: 'juniper-viewer' });
export const DEMO_EDITOR = Object.freeze({ email: 'editor@example.com', password: 'juniper-editor' });
export const DEMO_STORE_MANAGER = Object.freeze({ email: 'store@example.com', password: 'juniper-store' });

/** The `name=value` and the attributes of one Set-Cookie header, as Playwright's addCookies takes them, for `url`. */
function cookieOf(header, url) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const cookie = { name: pair.slice(0, at), value: pair.slice(at + 1), url, httpOnly: false, secure: false, sameSite: 'Lax' };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite':
        cookie.sameSite = { strict: 'Strict', lax: 'Lax', none: 'None' }[value.toLowerCase()] ?? 'Lax';
        break;
      case 'expires':
        cookie.expires = Math.floor(Date.parse(value) / 1000);
        break;
      case 'max-age':
        cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
        break;
    }
  }
  return cookie;
}

/**
 * Signs `account` ({ email, password }) in and adds its session cookie (`sq_owner_session`) and the
 * crumb cookie it was asked with to `target`'s browser context (a page or a context), so the next
 * page the context opens under `baseURL` is the back end. `address` is where the server answers
 * when the browser reaches it under another name (a host resolver rule); it is `baseURL` otherwise.
 * Resolves with the cookies added; rejects, saying why, when the server refuses.
 */
export async function signInWithSession(target, baseURL, account, { address = baseURL } = {}) {
  const context = typeof target.context === 'function' ? target.context() : target;
  const url = new URL('/', baseURL).href;
  const crumbAnswer = await fetch(new URL('/api/crumb', address));
  const crumbCookies = crumbAnswer.headers.getSetCookie().map((header) => cookieOf(header, url));
  const { crumb } = await crumbAnswer.json();
  if (!crumbAnswer.ok || typeof crumb !== 'string') throw new Error(`No crumb for signing in ${account.email}: ${crumbAnswer.status}`);
  const answer = await fetch(new URL('/api/auth/Login', address), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb, Cookie: `crumb=${crumb}` },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const sessionCookies = answer.headers.getSetCookie().map((header) => cookieOf(header, url));
  if (answer.status !== 200 || !sessionCookies.some((cookie) => cookie.name === 'sq_owner_session')) {
    throw new Error(`Signing in ${account.email} failed: ${answer.status} ${await answer.text()}`);
  }
  const cookies = [...crumbCookies, ...sessionCookies];
  await context.addCookies(cookies);
  return cookies;
}
