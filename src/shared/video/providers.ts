/**
 * The video block's providers (§4, §5, §7): which provider a URL or an owner's embed markup names,
 * the player address it is played from, and the cross-window messages that pause and play it.
 * Pure: no DOM, no fetch; the element and the server's page policy read the same table.
 */
import { checkUrl } from '../url/check.js';

export type VideoProvider = 'youtube' | 'vimeo' | 'wistia' | 'animoto';
/** What an owner's embed markup holds (§4): a frame, a legacy object, or neither. */
export type VideoType = 'iframe' | 'object' | 'invalid';
/** How the poster and the player fill the block's box (§4). */
export type VideoMode = 'none' | 'fit' | 'fill';

export const VIDEO_MODES: readonly VideoMode[] = ['none', 'fit', 'fill'];

interface ProviderEntry {
  /** The player's own origin: the only frame the page policy allows for it, and the only target of its messages. */
  origin: string;
  /** Its name, as the play button says it. */
  name: string;
  /** The video id in a page or player URL of this provider. */
  match: (url: URL) => string | undefined;
  /** The player's path for an id. */
  path: (id: string) => string;
  /** The query that starts it and, where it listens, opens its message channel. */
  query: (pageOrigin: string) => Record<string, string>;
  /** Cross-window messages (§7): only Vimeo and YouTube listen; the others' frames are removed to stop them. */
  pause?: string;
  play?: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const id = (value: string | undefined) => (value !== undefined && ID.test(value) ? value : undefined);
const hostIs = (url: URL, ...hosts: string[]) => hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

export const PROVIDERS: Readonly<Record<VideoProvider, ProviderEntry>> = {
  youtube: {
    origin: 'https://www.youtube.com',
    name: 'YouTube',
    match(url) {
      if (hostIs(url, 'youtu.be')) return id(segments(url)[0]);
      if (!hostIs(url, 'youtube.com', 'youtube-nocookie.com')) return undefined;
      const [first, second] = segments(url);
      if (first === 'watch') return id(url.searchParams.get('v') ?? undefined);
      return first === 'embed' || first === 'shorts' || first === 'live' || first === 'v' ? id(second) : undefined;
    },
    path: (video) => `embed/${video}`,
    query: (pageOrigin) => ({ autoplay: '1', enablejsapi: '1', origin: pageOrigin, rel: '0' }),
    pause: JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' }),
    play: JSON.stringify({ event: 'command', func: 'playVideo', args: '' }),
  },
  vimeo: {
    origin: 'https://player.vimeo.com',
    name: 'Vimeo',
    match(url) {
      if (!hostIs(url, 'vimeo.com')) return undefined;
      const parts = segments(url);
      const index = url.hostname === 'player.vimeo.com' ? parts.indexOf('video') + 1 : parts.findIndex((part) => /^\d+$/.test(part));
      return index >= 0 && /^\d+$/.test(parts[index] ?? '') ? parts[index] : undefined;
    },
    path: (video) => `video/${video}`,
    query: () => ({ autoplay: '1' }),
    pause: JSON.stringify({ method: 'pause' }),
    play: JSON.stringify({ method: 'play' }),
  },
  wistia: {
    origin: 'https://fast.wistia.net',
    name: 'Wistia',
    match(url) {
      if (!hostIs(url, 'wistia.com', 'wistia.net', 'wi.st')) return undefined;
      const parts = segments(url);
      const at = parts.findIndex((part) => part === 'medias' || part === 'iframe');
      return at >= 0 ? id(parts[at + 1]) : undefined;
    },
    path: (video) => `embed/iframe/${video}`,
    query: () => ({ autoPlay: 'true' }),
  },
  animoto: {
    origin: 'https://animoto.com',
    name: 'Animoto',
    match(url) {
      if (!hostIs(url, 'animoto.com')) return undefined;
      const parts = segments(url);
      const at = parts.findIndex((part) => part === 'play' || part === 'embeds');
      return at >= 0 ? id(parts[at + 1]) : undefined;
    },
    path: (video) => `embeds/${video}`,
    query: () => ({ autoplay: 'true' }),
  },
};

export const VIDEO_PROVIDERS = Object.keys(PROVIDERS) as VideoProvider[];

/** A recognised video: its provider, its id there, and what the owner gave (a URL counts as a frame). */
export interface RecognisedVideo {
  provider: VideoProvider;
  id: string;
  type: Exclude<VideoType, 'invalid'>;
}

export type VideoProblem = 'invalid-embed' | 'vimeo-basic' | 'unknown-provider' | 'missing';
export type VideoRecognition = { ok: true; video: RecognisedVideo } | { ok: false; problem: VideoProblem };

const FRAME = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const OBJECT = /<object\b[^>]*?\sdata\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const OBJECT_MOVIE = /<param\b[^>]*?\bname\s*=\s*["']?movie["']?[^>]*?\svalue\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'");

/** The type of an owner's embed markup (§4, §5): it must hold an iframe or an object, else it is invalid. */
export function videoTypeOf(embed: string): VideoType {
  if (/<iframe\b/i.test(embed)) return 'iframe';
  if (/<object\b/i.test(embed)) return 'object';
  return 'invalid';
}

function sourceIn(embed: string, type: Exclude<VideoType, 'invalid'>): string | undefined {
  const found = type === 'iframe' ? FRAME.exec(embed) : (OBJECT.exec(embed) ?? OBJECT_MOVIE.exec(embed));
  const text = found?.[1] ?? found?.[2] ?? found?.[3];
  return text === undefined ? undefined : decodeEntities(text);
}

/** The provider and id of a page or player URL, or undefined. Protocol-relative embed sources (`//player…`) read as https. */
export function providerOf(input: string): Omit<RecognisedVideo, 'type'> | undefined {
  const checked = checkUrl(input.startsWith('//') ? `https:${input}` : input, 'frame', { base: 'https://invalid.invalid/' });
  if (!checked || checked.url.hostname === 'invalid.invalid') return undefined;
  for (const provider of VIDEO_PROVIDERS) {
    const video = PROVIDERS[provider].match(checked.url);
    if (video) return { provider, id: video };
  }
  return undefined;
}

/**
 * What a video block plays: its `url`, else its `embed` markup, never run as markup, only read for
 * the player's address. Vimeo Basic accounts are unsupported (§5).
 */
export function recogniseVideo({ url, embed, accountType }: { url?: unknown; embed?: unknown; accountType?: unknown }): VideoRecognition {
  let source: string | undefined;
  let type: Exclude<VideoType, 'invalid'> = 'iframe';
  if (typeof url === 'string' && url.trim() !== '') source = url.trim();
  else if (typeof embed === 'string' && embed.trim() !== '') {
    const found = videoTypeOf(embed);
    if (found === 'invalid') return { ok: false, problem: 'invalid-embed' };
    type = found;
    source = sourceIn(embed, found);
    if (source === undefined) return { ok: false, problem: 'invalid-embed' };
  } else return { ok: false, problem: 'missing' };
  const video = providerOf(source);
  if (!video) return { ok: false, problem: 'unknown-provider' };
  if (video.provider === 'vimeo' && typeof accountType === 'string' && accountType.trim().toLowerCase() === 'basic') {
    return { ok: false, problem: 'vimeo-basic' };
  }
  return { ok: true, video: { ...video, type } };
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A player base in place of the provider's own address: a privacy-enhanced host
 * (https://www.youtube-nocookie.com) or a local stand-in. An https URL, or http on a loopback host;
 * no credentials, query or fragment. Undefined for anything else.
 */
export function playerBase(value: unknown): URL | undefined {
  const checked = checkUrl(value, 'frame', { base: 'https://invalid.invalid/' });
  if (!checked || checked.url.hostname === 'invalid.invalid') return undefined;
  const { url } = checked;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname))) return undefined;
  if (url.username || url.password || url.search || url.hash) return undefined;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** The player's address for a video, with autoplay; from `base` when given (see playerBase). */
export function playerUrl(video: RecognisedVideo, pageOrigin: string, base?: URL): string {
  const entry = PROVIDERS[video.provider];
  const url = new URL(entry.path(video.id), base ?? `${entry.origin}/`);
  for (const [name, value] of Object.entries(entry.query(pageOrigin))) url.searchParams.set(name, value);
  return url.href;
}

/** The one origin a player's messages go to: never '*'. */
export function playerOrigin(provider: VideoProvider, base?: URL): string {
  return base?.origin ?? PROVIDERS[provider].origin;
}

/** Whether the provider pauses on a message (its frame stays) or its frame is removed to stop it. */
export const pausesByMessage = (provider: VideoProvider): boolean => PROVIDERS[provider].pause !== undefined;

/** The box's height as a percentage of its width: the video's own ratio, else the 56.3% fallback (§9). */
export function videoRatioPercent(width: unknown, height: unknown, fallback: number): number {
  const w = Number(width);
  const h = Number(height);
  return Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? (h / w) * 100 : fallback;
}

/** The player's size in a box (§4 video modes): fit shows the whole video, fill covers the box, none fills it as given. */
export function frameSize(box: { width: number; height: number }, ratioPercent: number, mode: VideoMode): { width: number; height: number } {
  if (mode === 'none' || box.width <= 0 || box.height <= 0) return box;
  const ratio = ratioPercent / 100;
  const byWidth = { width: box.width, height: box.width * ratio };
  const byHeight = { width: box.height / ratio, height: box.height };
  const widthLimited = byWidth.height <= box.height;
  return mode === 'fit' ? (widthLimited ? byWidth : byHeight) : widthLimited ? byHeight : byWidth;
}
