import { useEffect, useLayoutEffect, useRef } from 'react';
import type { HostContext } from '../common/host-context.js';
import { $buttonCensus } from '../../shared/analytics/button-store.js';
import { buttonBlockFields, syncButton, type ButtonOptions } from '../../shared/button/button.js';

export type ButtonProps = HostContext & ButtonOptions;

/**
 * The button block: its link or button lives in the light DOM; this keeps it in line with the
 * element's properties and counts it (§7 button-render once counting is allowed, button-click on
 * each click).
 */
export function Button({ host, buttonText, clickthroughUrl, alignment, size, newWindow }: ButtonProps) {
  const options = useRef<ButtonOptions>({});
  options.current = { buttonText, clickthroughUrl, alignment, size, newWindow };
  useLayoutEffect(() => void syncButton(host, options.current), [host, buttonText, clickthroughUrl, newWindow]);

  // Once per element: a hit reads the options as they are when it is sent.
  useEffect(() => {
    const fields = () => buttonBlockFields(host, options.current);
    let counted = false;
    const stop = $buttonCensus.subscribe((census) => {
      if (!census || counted) return;
      counted = true;
      census('button-render', fields());
    });
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(':is(a, button)')) $buttonCensus.get()?.('button-click', fields());
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
