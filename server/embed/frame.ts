/**
 * The embed frame's document: the owner's HTML and code as the page's body, run in a sandbox (an
 * opaque origin, so no cookie, storage or page of the site is within reach), and the few lines
 * that report its height to the page that framed it (src/shared/embed/frame.ts).
 */
import { EMBED_HEIGHT, EMBED_HELLO, EMBED_SANDBOX } from '../../src/shared/embed/frame.js';
import { escapeHtml } from '../render/html.js';

/**
 * The frame's own policy: a sandbox without the site's origin, so the owner's scripts (inline or
 * from any https host) run; only the site may frame it.
 */
export const EMBED_FRAME_POLICY = [
  `sandbox ${EMBED_SANDBOX}`,
  "default-src 'none'",
  "script-src 'unsafe-inline' https:",
  "style-src 'unsafe-inline' https:",
  'img-src https: data:',
  'media-src https:',
  'font-src https: data:',
  'connect-src https:',
  'frame-src https:',
  'form-action https:',
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** A script's JSON that cannot close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The height reporter: answers the page's hello and every change of the content's height, to the site's origin only. */
function heightReporter(siteOrigin: string): string {
  return `(() => {
  const origin = ${scriptJson(siteOrigin)};
  let last = -1;
  const send = (force) => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last && !force) return;
    last = height;
    parent.postMessage({ type: ${scriptJson(EMBED_HEIGHT)}, height }, origin);
  };
  addEventListener('message', (event) => {
    if (event.source === parent && event.data && event.data.type === ${scriptJson(EMBED_HELLO)}) send(true);
  });
  new ResizeObserver(() => send(false)).observe(document.documentElement);
  addEventListener('load', () => send(false));
})();`;
}

/** The frame's whole document; `html` is the owner's markup and code, as written. */
export function embedFrameDocument({
  title,
  html,
  siteOrigin,
  language = 'en',
}: {
  title: string;
  html: string;
  siteOrigin: string;
  language?: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>html,body{margin:0}body{font-family:system-ui,sans-serif;overflow-wrap:anywhere}</style>
</head>
<body>
${html}
<script>${heightReporter(siteOrigin)}</script>
</body>
</html>
`;
}
