import { useCallback, useLayoutEffect, useRef, useState } from 'react';

type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Moves focus once React has drawn the updates made so far: to a control that appears, or to the
 * heading that takes over from a removed row. The target is looked up after that draw, so it is the
 * element that stays; a frame later is not enough, since a slow device may still be drawing then and
 * focus would land on what the draw removes.
 */
export function useFocusAfterRender(): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | undefined>(undefined);
  const [, redraw] = useState(0);
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = undefined;
    target()?.focus();
  });
  return useCallback((target: FocusTarget) => {
    pending.current = target;
    redraw((count) => count + 1);
  }, []);
}
