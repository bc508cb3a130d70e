/**
 * Test-only Koa middleware for web-test-runner: a third-party script host for the consent-aware
 * loader's tests. `GET /__script-stand-in/{name}.js?delay=ms` answers after `delay` ms with a script
 * that counts its runs in `window.sqScriptStandIn[name]`; `missing.js` answers 404. Every request
 * is recorded: `GET /__script-stand-in/received?name=…` lists them. A script named `table-booking-…`
 * also stands in for a table-booking provider: it defines `window.SqTableBooking.load(slug, container)`,
 * which records each call in `window.sqTableBookingCalls` and draws a small widget into the container.
 *
 * `GET /__script-stand-in/comments/{shortname}/count.js` stands in for the comments provider's
 * comment-count script (recorded as `comments-{shortname}`): like the provider's, it fills every
 * `.disqus-comment-count` element with its thread's count in the provider's own words ('3 Comments'),
 * at once and on `DISQUSWIDGETS.getCount({ reset: true })`.
 * A thread whose path ends in `-{digits}` has that many comments; any other has none. The shortname
 * `missing` answers 404.
 */
const COMMENT_COUNT_SCRIPT = `(() => {
  const count = () => {
    for (const element of document.querySelectorAll('.disqus-comment-count')) {
      const thread = element.getAttribute('data-disqus-url') || element.getAttribute('href') || '';
      const found = /-(\\d+)\\/?$/.exec(new URL(thread, location.href).pathname);
      const count = found ? Number(found[1]) : 0;
      element.textContent = count === 1 ? '1 Comment' : count + ' Comments';
    }
  };
  window.DISQUSWIDGETS = { getCount: count };
  count();
})();`;
const PREFIX = '/__script-stand-in/';
const requests = [];

/** The table-booking provider's stand-in: the interface src/shared/reservation/table-booking.ts calls. */
const TABLE_BOOKING = `
window.SqTableBooking = {
  load(slug, container) {
    (window.sqTableBookingCalls ??= []).push({ slug, container });
    const heading = document.createElement('p');
    heading.className = 'stand-in-widget';
    heading.textContent = 'Booking widget for ' + slug;
    container.replaceChildren(heading);
  },
};`;

export function scriptStandIn() {
  return async (context, next) => {
    if (!context.path.startsWith(PREFIX)) return next();
    const file = context.path.slice(PREFIX.length);
    if (file === 'received') {
      context.set('cache-control', 'no-store');
      context.body = requests.filter((entry) => entry.name === context.query.name);
      return undefined;
    }
    const comments = /^comments\/([A-Za-z0-9-]+)\/count\.js$/.exec(file);
    const name = comments ? `comments-${comments[1]}` : file.replace(/\.js$/, '');
    requests.push({ name, at: Date.now() });
    if (name === 'missing' || name === 'comments-missing') {
      context.status = 404;
      return undefined;
    }
    const delay = Math.min(Number(context.query.delay) || 0, 15000);
    // Fixed wait: a script host that answers late, on request; the lateness is what the loaders' time-outs are about.
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    context.set('cache-control', 'no-store');
    context.type = 'text/javascript';
    context.body = comments
      ? COMMENT_COUNT_SCRIPT
      : `(window.sqScriptStandIn ??= {})[${JSON.stringify(name)}] = ((window.sqScriptStandIn ?? {})[${JSON.stringify(name)}] ?? 0) + 1;`;
    if (name.startsWith('table-booking-')) context.body += TABLE_BOOKING;
    return undefined;
  };
}
