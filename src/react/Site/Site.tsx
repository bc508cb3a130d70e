import { useEffect, useLayoutEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { setExperiments } from '../../shared/analytics/store.js';
import { applySiteContext } from '../../shared/site/apply-context.js';
import { claimSite } from '../../shared/site/site-owner.js';
import { startSiteRuntime } from '../../shared/site/site-runtime.js';

export interface SiteProps extends HostContext {
  context?: unknown;
}

/** Draws nothing: it fills `$site` and `$experiments` and runs the page's runtime while it is on the page. */
export function Site({ context, host, lightDomVersion }: SiteProps) {
  // Before the start effect below, so the runtime starts with this context.
  useLayoutEffect(() => {
    setExperiments(applySiteContext(host, context).experiments);
  }, [host, context, lightDomVersion]);

  useEffect(() => {
    const release = claimSite(host);
    if (!release) return undefined;
    const stop = startSiteRuntime();
    return () => {
      stop();
      release();
    };
  }, [host]);

  return null;
}
