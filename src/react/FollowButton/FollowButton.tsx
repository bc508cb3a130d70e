import { useEffect, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { t } from '../../shared/i18n/format.js';
import { followNetworkOf, isFollowNetwork, profileHref, widgetScriptUrl, type FollowNetwork } from '../../shared/social/networks.js';
import { loadThirdPartyScript, type ThirdPartyState } from '../../shared/third-party/loader.js';

export interface FollowButtonProps extends HostContext {
  network?: string | undefined;
  scriptUrl?: string | undefined;
}

/** Each network's glyph, drawn with a stroke on a 24 × 24 grid; `other` for a profile elsewhere. */
const ICONS: Record<FollowNetwork | 'other', string> = {
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM17.5 6.5v.1',
  facebook: 'M16 3h-2a4 4 0 0 0-4 4v14M6 10h9',
  x: 'M4 4l16 16M20 4L4 20',
  linkedin: 'M5 10v10M5 4.5v.1M10 20V10M10 14a4 4 0 0 1 8 0v6',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9v6l5-3z',
  pinterest: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM10 20l3-12',
  tiktok: 'M14 3v12a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5',
  other: 'M12 5v14M5 12h14',
};

type Problem = 'followNoLink' | 'followUnknownNetwork' | 'followInvalidScriptUrl' | undefined;

/**
 * The follow block: its light-DOM link to the profile, with the network's glyph beside the text.
 * With a widget script, the script loads through the consent-aware loader; until it has run (and
 * for good when it fails) the link is the block.
 */
export function FollowButton({ host, network, scriptUrl }: FollowButtonProps) {
  const href = host.querySelector('a')?.getAttribute('href');
  const script = scriptUrl ? widgetScriptUrl(scriptUrl)?.href : undefined;
  const problem: Problem = !profileHref(href)
    ? 'followNoLink'
    : network && !isFollowNetwork(network)
      ? 'followUnknownNetwork'
      : scriptUrl && !script
        ? 'followInvalidScriptUrl'
        : undefined;
  const value = problem === 'followNoLink' ? (href ?? '') : problem === 'followUnknownNetwork' ? network : scriptUrl;
  useEffect(() => {
    if (problem) console.error(t(problem, { value: value ?? '' }, 'en'));
  }, [problem, value]);

  const [state, setState] = useState<ThirdPartyState>();
  const load = problem ? undefined : script;
  useEffect(() => {
    setState(undefined);
    if (!load) return undefined;
    const loader = loadThirdPartyScript(load);
    const stop = loader.state.subscribe(setState);
    return () => {
      stop();
      loader.cancel();
    };
  }, [load]);

  // Once the widget has run, it draws the block from the link.
  if (problem === 'followNoLink' || problem === 'followUnknownNetwork' || state === 'loaded') return <slot />;
  const glyph = (network as FollowNetwork | undefined) ?? followNetworkOf(href) ?? 'other';
  return (
    <>
      <svg part="icon" className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-network={glyph}>
        <path d={ICONS[glyph]} />
      </svg>
      <slot />
    </>
  );
}
