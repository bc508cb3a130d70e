import { useEffect, useLayoutEffect } from 'react';
import type { HostContext } from '../../elements/define.js';
import { applySiteContext } from '../../shared/site/apply-context.js';
import { claimSite } from '../../shared/site/site-owner.js';
import { startSite } from '../../shared/site/start-site.js';

export interface SiteProps extends HostContext {
  context?: unknown;
}

/** Draws nothing: it fills `$site` and runs the page's runtime while it is on the page. */
export function Site({ context, host, lightDomVersion }: SiteProps) {
  // Before the start effect below, so the runtime starts with this context.
  useLayoutEffect(() => {
    applySiteContext(host, context);
  }, [host, context, lightDomVersion]);

  useEffect(() => {
    const release = claimSite(host);
    if (!release) return undefined;
    const stop = startSite();
    return () => {
      stop();
      release();
    };
  }, [host]);

  return null;
}
