/**
 * Test-only Koa middleware for web-test-runner: local stand-ins for the video providers' players
 * (YouTube, Vimeo, Wistia, Animoto), which `<sq-video player-base=…>` loads in place of the real
 * ones. Each player page records the request that loaded it and every cross-window message it
 * receives (its data and the sender's origin), and answers the provider's pause and play messages
 * as the real player does (YouTube `{event:'command',func:'pauseVideo'}`, Vimeo `{method:'pause'}`).
 *
 * - `GET /__video-stand-in/{provider}/…/{id}`: the player page for video `id`.
 * - `GET /__video-stand-in/{provider}/slow/…/{id}`: the same, answered after 1.5 s.
 * - `GET /__video-stand-in/hop/{provider}/…/{id}`: a player that moves itself at once to the other
 *   loopback name (localhost ⇄ 127.0.0.1): messages sent to the origin it was loaded from must not
 *   reach it there.
 * - `GET /__video-stand-in/received?video=id`: `{ requests, messages, loaded }` recorded for that video
 *   (`loaded`: the player pages that came up and listen).
 *
 * It also watches the built library's player chunk of `<sq-video>` (`/dist/chunks/VideoPlayer-….js`):
 * - `POST /__video-stand-in/player-chunk?fail=N`: forgets the chunk's requests seen so far, and the
 *   next N requests for the chunk fail with 503, as a network failure would.
 * - `GET /__video-stand-in/player-chunk`: `{ requests }`, each `{ path, failed }`, in order. The chunk
 *   is served uncached, so each page's fetch reaches the server.
 */
const PREFIX = '/__video-stand-in';
const PROVIDERS = ['youtube', 'vimeo', 'wistia', 'animoto'];

const requests = [];
const messages = [];
const loaded = [];

const PLAYER_CHUNK = /^\/dist\/chunks\/VideoPlayer-[\w-]+\.js$/;
const chunkRequests = [];
let chunkFailures = 0;

const otherLoopback = (host) => (host.startsWith('127.0.0.1') ? host.replace('127.0.0.1', 'localhost') : host.replace('localhost', '127.0.0.1'));

function playerPage(provider, video) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${provider} stand-in ${video}</title>
<style>html,body{margin:0;height:100%;background:#111;color:#fff;font:16px sans-serif;display:grid;place-items:center}</style></head>
<body><p id="state">playing</p><script>
(() => {
  const provider = ${JSON.stringify(provider)};
  const video = ${JSON.stringify(video)};
  const state = document.getElementById('state');
  const report = (kind, body) =>
    fetch(${JSON.stringify(PREFIX)} + '/' + kind, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  report('loaded', { provider, video });
  window.addEventListener('message', (event) => {
    let command;
    try { command = typeof event.data === 'string' ? JSON.parse(event.data) : event.data; } catch { command = undefined; }
    if (provider === 'youtube' && command && command.event === 'command') state.textContent = command.func === 'pauseVideo' ? 'paused' : command.func === 'playVideo' ? 'playing' : state.textContent;
    if (provider === 'vimeo' && command && command.method) state.textContent = command.method === 'pause' ? 'paused' : command.method === 'play' ? 'playing' : state.textContent;
    report('message', { provider, video, data: event.data, origin: event.origin, receivedAt: location.origin, state: state.textContent });
  });
})();
</script></body></html>`;
}

const hopPage = (target) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>moving</title></head><body><script>location.replace(${JSON.stringify(target)});</script></body></html>`;

async function readJson(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text || '{}');
}

export function videoStandIn() {
  return async (context, next) => {
    if (PLAYER_CHUNK.test(context.path)) {
      const failed = chunkFailures > 0;
      chunkRequests.push({ path: context.path, failed });
      if (failed) {
        chunkFailures -= 1;
        context.status = 503;
        context.body = 'player chunk unavailable (stand-in failure)';
      } else await next();
      // Each test page fetches the chunk anew, so the requests above are every page's, and a failure
      // stays with the page it was made for: web-test-runner marks every file cacheable for a year on
      // the way out, which this response keeps out of.
      context.set('cache-control', 'no-store');
      const set = context.response.set.bind(context.response);
      context.response.set = (field, value) => (String(field).toLowerCase() === 'cache-control' ? undefined : set(field, value));
      return undefined;
    }
    if (!context.path.startsWith(`${PREFIX}/`)) return next();
    const rest = context.path
      .slice(PREFIX.length + 1)
      .split('/')
      .filter(Boolean);
    if (rest[0] === 'received' && context.method === 'GET') {
      const video = String(context.query.video ?? '');
      context.set('cache-control', 'no-store');
      const of = (list) => list.filter((entry) => entry.video === video);
      context.body = { requests: of(requests), messages: of(messages), loaded: of(loaded) };
      return undefined;
    }
    if (rest[0] === 'player-chunk') {
      context.set('cache-control', 'no-store');
      if (context.method === 'POST') {
        chunkRequests.length = 0;
        chunkFailures = Number(context.query.fail ?? 0) || 0;
        context.status = 204;
      } else context.body = { requests: chunkRequests };
      return undefined;
    }
    if ((rest[0] === 'message' || rest[0] === 'loaded') && context.method === 'POST') {
      const message = await readJson(context.req);
      (rest[0] === 'loaded' ? loaded : messages).push({ ...message, at: Date.now() });
      context.status = 204;
      return undefined;
    }
    const hop = rest[0] === 'hop';
    const [provider, ...path] = hop ? rest.slice(1) : rest;
    if (context.method !== 'GET' || !PROVIDERS.includes(provider) || path.length === 0) return next();
    const video = path[path.length - 1];
    // Fixed wait: a player under a "slow" segment takes 1.5 s to answer, so one is still loading when another video plays.
    if (path.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
    requests.push({ provider, video, path: context.path, query: { ...context.query }, host: context.host, hop, at: Date.now() });
    context.set('cache-control', 'no-store');
    context.type = 'text/html';
    context.body = hop
      ? hopPage(`${context.protocol}://${otherLoopback(context.host)}${context.path.replace('/hop/', '/')}${context.search}`)
      : playerPage(provider, video);
    return undefined;
  };
}
