import { useEffect, useLayoutEffect, useRef } from 'react';
import type { HostContext } from '../common/host-context.js';
import { setExperiments } from '../../shared/analytics/store.js';
import { applySiteContext } from '../../shared/site/apply-context.js';
import { claimSite } from '../../shared/site/site-owner.js';
import { startSiteRuntime } from '../../shared/site/site-runtime.js';

export interface SiteProps extends HostContext {
  context?: unknown;
  commentsBase?: string | undefined;
}

/** Draws nothing: it fills `$site` and `$experiments` and runs the page's runtime while it is on the page. */
export function Site({ context, commentsBase, host, lightDomVersion }: SiteProps) {
  // Read when the runtime starts.
  const options = useRef({ commentsBase });
  options.current = { commentsBase };
  // Before the start effect below, so the runtime starts with this context.
  useLayoutEffect(() => {
    setExperiments(applySiteContext(host, context).experiments);
  }, [host, context, lightDomVersion]);

  useEffect(() => {
    const release = claimSite(host);
    if (!release) return undefined;
    const stop = startSiteRuntime(options.current);
    return () => {
      stop();
      release();
    };
  }, [host]);

  return null;
}
