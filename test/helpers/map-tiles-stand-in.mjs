/**
 * Test-only Koa middleware for web-test-runner: a tile service for the map's tests.
 * `GET /__map-tiles/{style}/{z}/{x}/{y}.svg` answers a small SVG tile naming itself; the style
 * `stall` never answers (until the browser gives up), `missing` answers 404. Every request is
 * recorded: `GET /__map-tiles/received?run=…` lists those whose query carries that run.
 */
const PREFIX = '/__map-tiles/';
const requests = [];

export function mapTilesStandIn() {
  return async (context, next) => {
    if (!context.path.startsWith(PREFIX)) return next();
    const rest = context.path.slice(PREFIX.length);
    context.set('cache-control', 'no-store');
    if (rest === 'received') {
      context.body = requests.filter((entry) => entry.run === context.query.run);
      return undefined;
    }
    const [style] = rest.split('/');
    requests.push({ run: context.query.run, path: rest, query: { ...context.query } });
    if (style === 'missing') {
      context.status = 404;
      return undefined;
    }
    if (style === 'stall') {
      // Held until the client gives up and closes the connection.
      await new Promise((resolve) => context.req.on('close', resolve));
      context.status = 504;
      return undefined;
    }
    context.type = 'image/svg+xml';
    context.body = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#ddd" stroke="#999"/><text x="8" y="20">${rest.replace(/[^\w/.-]/g, '')}</text></svg>`;
    return undefined;
  };
}
