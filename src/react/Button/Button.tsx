import { useEffect, useLayoutEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { $buttonCensus } from '../../shared/analytics/button-store.js';
import { buttonBlockFields, syncButton, type ButtonOptions } from '../../shared/button/button.js';

export type ButtonProps = HostContext & ButtonOptions;

/**
 * The button block: its link or button lives in the light DOM; this keeps it in line with the
 * element's properties and counts it (button-render once counting is allowed, button-click on
 * each click).
 */
export function Button({ host, buttonText, clickthroughUrl, newWindow }: ButtonProps) {
  useLayoutEffect(() => syncButton(host, { buttonText, clickthroughUrl, newWindow }), [host, buttonText, clickthroughUrl, newWindow]);

  // Once per element; a hit reads the button as it is when it is sent.
  useEffect(() => {
    let counted = false;
    const stop = $buttonCensus.subscribe((census) => {
      if (census && !counted) {
        counted = true;
        census('button-render', buttonBlockFields(host));
      }
    });
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a,button')) $buttonCensus.get()?.('button-click', buttonBlockFields(host));
    };
    // Capture, so a handler that stops propagation does not hide the click.
    host.addEventListener('click', onClick, true);
    return () => {
      stop();
      host.removeEventListener('click', onClick, true);
    };
  }, [host]);
  return <slot />;
}
