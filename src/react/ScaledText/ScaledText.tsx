import { useLayoutEffect, useRef } from 'react';
import type { HostContext } from '../common/host-context.js';
import { fitText } from '../../shared/text/fit-text.js';
import { t } from '../../shared/i18n/format.js';

export interface ScaledTextProps extends HostContext {
  max?: number | undefined;
}

/** The text itself stays in light DOM; the host's styles set the size the search finds. */
export function ScaledText({ host, max, lightDomVersion }: ScaledTextProps) {
  const warned = useRef(false);
  useLayoutEffect(() => {
    if (!host.textContent?.trim()) {
      if (!warned.current) console.error(t('scaledTextEmpty', {}, 'en'));
      warned.current = true;
      return undefined;
    }
    return fitText(host, max);
  }, [host, max, lightDomVersion]);
  return <slot />;
}
