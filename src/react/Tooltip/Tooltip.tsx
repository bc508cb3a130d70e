import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { TOOLTIP_SHOW_DELAY_MS } from '../../shared/constants/timings.js';
import { tooltipPosition } from '../../shared/site/tooltip.js';
import { describeTrigger } from '../../shared/site/tooltip-description.js';

export interface TooltipProps extends HostContext {
  content?: string | undefined;
  showDelay?: number | undefined;
}

type Point = { x: number; y: number };

/** A tooltip for the element's light-DOM trigger: shown after a pause under the pointer, or on focus; Escape hides it. */
export function Tooltip({ content = '', showDelay = TOOLTIP_SHOW_DELAY_MS, host }: TooltipProps) {
  const [anchor, setAnchor] = useState<Point | undefined>(undefined);
  const [position, setPosition] = useState<{ left: number; top: number } | undefined>(undefined);
  const bubble = useRef<HTMLDivElement>(null);
  const pointer = useRef<Point>({ x: 0, y: 0 });
  const shown = useRef(false);
  shown.current = anchor !== undefined;

  useEffect(() => describeTrigger(host, content), [host, content]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hide = () => {
      clearTimeout(timer);
      setAnchor(undefined);
    };
    const onEnter = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
      clearTimeout(timer);
      timer = setTimeout(() => setAnchor({ ...pointer.current }), showDelay);
    };
    const onMove = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
      setAnchor((shown) => (shown ? { ...pointer.current } : shown));
    };
    const onFocus = () => {
      const box = host.getBoundingClientRect();
      clearTimeout(timer);
      setAnchor({ x: box.left, y: box.bottom });
    };
    // Captured, so an Escape that closes a shown tooltip is marked handled before page shortcuts see it.
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'Escape' && event.key !== 'Esc') || !shown.current) return;
      event.preventDefault();
      hide();
    };
    host.addEventListener('pointerenter', onEnter);
    host.addEventListener('pointermove', onMove);
    host.addEventListener('pointerleave', hide);
    host.addEventListener('focusin', onFocus);
    host.addEventListener('focusout', hide);
    document.addEventListener('keydown', onKey, true);
    return () => {
      hide();
      host.removeEventListener('pointerenter', onEnter);
      host.removeEventListener('pointermove', onMove);
      host.removeEventListener('pointerleave', hide);
      host.removeEventListener('focusin', onFocus);
      host.removeEventListener('focusout', hide);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [host, showDelay]);

  // Measured after drawing, so the flip uses the bubble's real height.
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!anchor || !element) {
      setPosition(undefined);
      return;
    }
    const { width, height } = element.getBoundingClientRect();
    setPosition(tooltipPosition({ ...anchor, width, height, viewportWidth: window.innerWidth, viewportHeight: window.innerHeight }));
  }, [anchor]);

  return (
    <>
      <slot />
      <div
        ref={bubble}
        part="tooltip"
        className="tooltip"
        role="tooltip"
        hidden={!anchor}
        style={position ? { left: `${position.left}px`, top: `${position.top}px` } : { visibility: 'hidden' }}
      >
        <slot name="content" />
      </div>
    </>
  );
}
