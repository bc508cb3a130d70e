/** Follows a slide's click-through url (§4): web, site and anchor links only, never a script URL. */
import { categorizeLink } from '../url/links.js';

const FOLLOWED = new Set(['external', 'content', 'file', 'anchor']);

export function isFollowableUrl(url: string): boolean {
  return FOLLOWED.has(categorizeLink(url));
}

export function followUrl(url: string): void {
  if (isFollowableUrl(url)) window.location.assign(url.trim());
}
