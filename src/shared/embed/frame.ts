/**
 * The embed block's frame: the owner's HTML and code run in a document of their own, served by
 * the site at /embed-frame/{blockId} as a sandbox (an opaque origin: no access to the site's cookies,
 * storage or page), never inside the page. Its height follows its content through two messages:
 * the page says hello, the frame answers with its height and again whenever it changes.
 */

/** Where the frames are served; the page's `frame-src` allows this path and nothing else of the site. */
export const EMBED_FRAME_PATH = '/embed-frame/';

/** The sandbox the frame gets, as an attribute and in its own Content-Security-Policy: scripts, forms and popups, never the site's origin. */
export const EMBED_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** The frame's height before it reports one, and the bounds a reported height is held to. */
export const EMBED_DEFAULT_HEIGHT_PX = 150;
export const EMBED_MIN_HEIGHT_PX = 20;
export const EMBED_MAX_HEIGHT_PX = 10000;

export const EMBED_HELLO = 'sq-embed:hello';
export const EMBED_HEIGHT = 'sq-embed:height';

/** The frame's address for a block on a page. */
export function embedFrameUrl(blockId: string, pagePath: string): string {
  return `${EMBED_FRAME_PATH}${encodeURIComponent(blockId)}?page=${encodeURIComponent(pagePath)}`;
}

/** Whether a frame source is one of this site's embed frames: a path under /embed-frame/ on the page's origin. */
export function isEmbedFrameSrc(src: unknown, base: string): boolean {
  if (typeof src !== 'string' || !src.startsWith(EMBED_FRAME_PATH)) return false;
  try {
    const url = new URL(src, base);
    return url.origin === new URL(base).origin && url.pathname.startsWith(EMBED_FRAME_PATH);
  } catch {
    return false;
  }
}

/** The height a frame reported, held to the bounds; undefined when the message is not a height. */
export function reportedHeight(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== EMBED_HEIGHT || typeof height !== 'number' || !Number.isFinite(height)) return undefined;
  return Math.min(EMBED_MAX_HEIGHT_PX, Math.max(EMBED_MIN_HEIGHT_PX, Math.ceil(height)));
}
