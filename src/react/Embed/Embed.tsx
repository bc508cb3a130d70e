import { useEffect, useMemo } from 'react';
import type { HostContext } from '../common/host-context.js';
import { EMBED_HELLO, isEmbedFrameSrc, reportedHeight } from '../../shared/embed/frame.js';
import { t } from '../../shared/i18n/format.js';

export type EmbedProps = HostContext;

/**
 * The embed block: its light-DOM frame (the site's sandboxed /embed-frame/ document) shown as it is,
 * its height following the content's: the view says hello to the frame, which answers with its
 * height and again whenever it changes. Only messages from that frame's own window count.
 */
export function Embed({ host, lightDomVersion }: EmbedProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lightDomVersion is the signal to read the light DOM again
  const frame = useMemo(() => host.querySelector('iframe'), [host, lightDomVersion]);
  const usable = frame !== null && isEmbedFrameSrc(frame.getAttribute('src'), location.href);

  useEffect(() => {
    if (!usable) console.error(t('embedFrameMissing', {}, 'en'));
  }, [usable]);

  useEffect(() => {
    if (!usable || !frame) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== 'null') return;
      const height = reportedHeight(event.data);
      if (height !== undefined) frame.height = String(height);
    };
    // The frame is an opaque origin: no origin names it, so the hello (which carries nothing) goes to '*'.
    const hello = () => frame.contentWindow?.postMessage({ type: EMBED_HELLO }, '*');
    window.addEventListener('message', onMessage);
    frame.addEventListener('load', hello);
    hello();
    return () => {
      window.removeEventListener('message', onMessage);
      frame.removeEventListener('load', hello);
    };
  }, [frame, usable]);

  return <slot />;
}
