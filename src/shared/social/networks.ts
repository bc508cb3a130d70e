/**
 * The social networks the follow and share blocks know: how a profile address names its network,
 * and each network's share address for a page. Pure, so the server's templates and the elements
 * read the same rules.
 */
import { checkUrl, thirdPartyUrl } from '../url/check.js';

export const FOLLOW_NETWORKS = ['instagram', 'facebook', 'x', 'linkedin', 'youtube', 'pinterest', 'tiktok'] as const;
export type FollowNetwork = (typeof FOLLOW_NETWORKS)[number];

export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'pinterest', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Each follow network's hosts (a subdomain of one counts too). */
const HOSTS: Record<FollowNetwork, readonly string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  x: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com'],
  youtube: ['youtube.com'],
  pinterest: ['pinterest.com'],
  tiktok: ['tiktok.com'],
};

export const isFollowNetwork = (value: unknown): value is FollowNetwork => FOLLOW_NETWORKS.includes(value as FollowNetwork);
export const isShareNetwork = (value: unknown): value is ShareNetwork => SHARE_NETWORKS.includes(value as ShareNetwork);

/** The URL check, for an address written whole with its scheme (no site path, no protocol-relative `//host`). */
function absolute(value: unknown, use: 'navigation' | 'script') {
  const checked = checkUrl(value, use, { base: 'https://site.invalid/' });
  return checked && /^https?:\/\//i.test(checked.text) ? checked : undefined;
}

/** Where a follow link may go: an http(s) address on another site, as written; else undefined. */
export function profileHref(value: unknown): string | undefined {
  return absolute(value, 'navigation')?.text;
}

/** The network a profile address is on, by its host; undefined for any other site. */
export function followNetworkOf(href: unknown): FollowNetwork | undefined {
  const text = profileHref(href);
  if (!text) return undefined;
  const host = new URL(text).hostname.toLowerCase();
  return FOLLOW_NETWORKS.find((network) => HOSTS[network].some((name) => host === name || host.endsWith(`.${name}`)));
}

/** A social widget script's address (see thirdPartyUrl), else undefined. */
export const widgetScriptUrl = (value: unknown): URL | undefined => thirdPartyUrl(value, 'script');

/** Each share network's name, for the link's text. */
export const SHARE_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  email: 'email',
};

/** The address that shares `page` (an http(s) URL) titled `title` on `network`. */
export function shareHref(network: ShareNetwork, page: string, title: string): string {
  const q = encodeURIComponent;
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(page)}`;
    case 'x':
      return `https://x.com/intent/post?url=${q(page)}&text=${q(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(page)}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${q(page)}&description=${q(title)}`;
    case 'email':
      return `mailto:?subject=${q(title)}&body=${q(page)}`;
  }
}

/** The page address a share link may carry: an absolute http(s) URL, without its fragment; else undefined. */
export function sharedPageUrl(value: unknown): string | undefined {
  const url = absolute(value, 'navigation')?.url;
  if (!url) return undefined;
  url.hash = '';
  return url.href;
}
