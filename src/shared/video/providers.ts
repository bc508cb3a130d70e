/**
 * The video block's providers: which provider a URL or an owner's embed markup names, and
 * where its player comes from. Pure: no DOM, no fetch; the element, its player (./player.ts) and the
 * server's page policy read the same table.
 */
import { checkUrl, thirdPartyBase } from '../url/check.js';

export type VideoProvider = 'youtube' | 'vimeo' | 'wistia' | 'animoto';
/** What an owner's embed markup holds: a frame, a legacy object, or neither. */
export type VideoType = 'iframe' | 'object' | 'invalid';
/** How the poster and the player fill the block's box. */
export type VideoMode = 'none' | 'fit' | 'fill';

export const VIDEO_MODES: readonly VideoMode[] = ['none', 'fit', 'fill'];

export interface ProviderEntry {
  /** The player's own origin: the only frame the page policy allows for it, and the only target of its messages. */
  origin: string;
  /** Its name, as the fallback link says it. */
  name: string;
  /** A page or player URL of this provider, read as hostname + path + query; the video id is its first group. */
  match: RegExp;
  /** The player's path before the id, and the query that starts it. */
  path: string;
  query: string;
}

const HOST = String.raw`^(?:[\w-]+\.)*`;
const END = String.raw`(?:[/?&#]|$)`;
const ID = String.raw`([\w-]{1,64})`;

export const PROVIDERS: Readonly<Record<VideoProvider, ProviderEntry>> = {
  youtube: {
    origin: 'https://www.youtube.com',
    name: 'YouTube',
    match: new RegExp(String.raw`${HOST}(?:youtube(?:-nocookie)?\.com/(?:watch\?(?:[^#]*&)?v=|(?:embed|shorts|live|v)/)|youtu\.be/)${ID}${END}`),
    path: 'embed/',
    query: 'autoplay=1&enablejsapi=1&rel=0',
  },
  vimeo: {
    origin: 'https://player.vimeo.com',
    name: 'Vimeo',
    match: new RegExp(String.raw`${HOST}vimeo\.com/(?:[\w-]+/)*?(\d{1,20})${END}`),
    path: 'video/',
    query: 'autoplay=1',
  },
  wistia: {
    origin: 'https://fast.wistia.net',
    name: 'Wistia',
    match: new RegExp(String.raw`${HOST}(?:wistia\.(?:com|net)|wi\.st)/(?:[\w-]+/)*?(?:medias|iframe)/${ID}${END}`),
    path: 'embed/iframe/',
    query: 'autoPlay=true',
  },
  animoto: {
    origin: 'https://animoto.com',
    name: 'Animoto',
    match: new RegExp(String.raw`${HOST}animoto\.com/(?:play|embeds)/${ID}${END}`),
    path: 'embeds/',
    query: 'autoplay=true',
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

/** An address in embed markup: an iframe's src, an object's data, a param's or embed's value or src. */
const ADDRESS = /\s(?:src|data|value)\s*=\s*["']?([^"'\s>]+)/gi;

/** The type of an owner's embed markup: it must hold an iframe or an object, else it is invalid. */
export function videoTypeOf(embed: string): VideoType {
  return /<iframe\b/i.test(embed) ? 'iframe' : /<object\b/i.test(embed) ? 'object' : 'invalid';
}

/** The provider and id of a page or player URL, or undefined. Protocol-relative embed sources (`//player…`) read as https. */
export function providerOf(input: string): Omit<RecognisedVideo, 'type'> | undefined {
  const url = checkUrl(input.startsWith('//') ? `https:${input}` : input, 'frame', { base: 'https://invalid.invalid/' })?.url;
  if (!url || url.hostname === 'invalid.invalid') return undefined;
  const text = url.hostname + url.pathname + url.search;
  for (const provider of VIDEO_PROVIDERS) {
    const id = PROVIDERS[provider].match.exec(text)?.[1];
    if (id) return { provider, id };
  }
  return undefined;
}

/**
 * What a video block plays: its `url`, else its `embed` markup, never run as markup, only read for
 * the player's address. Vimeo Basic accounts are unsupported.
 */
export function recogniseVideo({ url, embed, accountType }: { url?: unknown; embed?: unknown; accountType?: unknown }): VideoRecognition {
  let source: string | undefined;
  let type: Exclude<VideoType, 'invalid'> = 'iframe';
  if (typeof url === 'string' && url.trim() !== '') source = url.trim();
  else if (typeof embed === 'string' && embed.trim() !== '') {
    const found = videoTypeOf(embed);
    if (found === 'invalid') return { ok: false, problem: 'invalid-embed' };
    type = found;
    // The first address in the markup that names a video, its entities read as the browser reads them.
    source = [...embed.matchAll(ADDRESS)].map(([, address = '']) => address.replace(/&amp;/g, '&')).find((address) => providerOf(address));
  } else return { ok: false, problem: 'missing' };
  const video = source === undefined ? undefined : providerOf(source);
  if (!video) return { ok: false, problem: 'unknown-provider' };
  if (video.provider === 'vimeo' && typeof accountType === 'string' && accountType.trim().toLowerCase() === 'basic') {
    return { ok: false, problem: 'vimeo-basic' };
  }
  return { ok: true, video: { ...video, type } };
}

/**
 * A player base in place of the provider's own address: a privacy-enhanced host
 * (https://www.youtube-nocookie.com) or a local stand-in (see thirdPartyBase).
 */
export const playerBase = (value: unknown): URL | undefined => thirdPartyBase(value, 'frame');

/** The box's height as a percentage of its width: the video's own ratio, else the 56.3% fallback. */
export function videoRatioPercent(width: unknown, height: unknown, fallback: number): number {
  const w = Number(width);
  const h = Number(height);
  return Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? (h / w) * 100 : fallback;
}
