/**
 * A slow network for the test server's own modules: a page asks that requests for modules whose path
 * matches a pattern be held, unanswered, as a chunk that never arrives would be, until it lets them
 * go. Only that browser's requests are held (the other browser runs the same tests at the same time).
 *
 * - `POST /__chunk-stand-in/hold?pattern=regex`: hold this browser's requests whose path matches.
 * - `GET /__chunk-stand-in/held`: `{ held: [path, …] }`, this browser's requests being held.
 * - `POST /__chunk-stand-in/release`: answer this browser's held requests as usual, and hold no more.
 */
const PREFIX = '/__chunk-stand-in';

/** Per user agent: the pattern held, and the held requests' paths and releases. */
const browsers = new Map();

const of = (context) => {
  const agent = String(context.get('user-agent'));
  if (!browsers.has(agent)) browsers.set(agent, { pattern: undefined, held: [] });
  return browsers.get(agent);
};

export function chunkStandIn() {
  return async (context, next) => {
    const browser = of(context);
    if (context.path.startsWith(`${PREFIX}/`)) {
      context.set('cache-control', 'no-store');
      const action = context.path.slice(PREFIX.length + 1);
      if (action === 'hold' && context.method === 'POST') {
        browser.pattern = new RegExp(String(context.query.pattern ?? '(?!)'));
        context.body = { holding: browser.pattern.source };
      } else if (action === 'held' && context.method === 'GET') {
        context.body = { held: browser.held.map((request) => request.path) };
      } else if (action === 'release' && context.method === 'POST') {
        browser.pattern = undefined;
        const released = browser.held.splice(0);
        for (const request of released) request.release();
        context.body = { released: released.length };
      } else {
        context.status = 404;
        context.body = { error: `no stand-in action ${context.method} ${action}` };
      }
      return undefined;
    }
    if (browser.pattern?.test(context.path)) {
      await new Promise((release) => browser.held.push({ path: context.path, release }));
      // Served afresh, never from the cache, so a later page asks the server again.
      await next();
      context.set('cache-control', 'no-store');
      return undefined;
    }
    return next();
  };
}
