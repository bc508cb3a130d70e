/** Sends the window where a click-through, a form's success redirect or a checkout says, after the URL check. */
import { navigationTarget } from '../url/links.js';

/** How the window is sent; tests replace `assign` to see where the runtime would go without leaving the page. */
export const navigation = {
  assign: (url: string): void => window.location.assign(url),
};

export function isFollowableUrl(url: string): boolean {
  return navigationTarget(url) !== undefined;
}

/** Follows `url` when it passes the check (http(s), or a path or anchor on this site); anything else is ignored. */
export function followUrl(url: string): void {
  const target = navigationTarget(url);
  if (target !== undefined) navigation.assign(target);
}
