import { useRef, type PointerEvent } from 'react';
import { classifySwipe, isLongPress, lockAxis } from '../../shared/gallery/lightbox.js';

interface Press {
  id: number;
  x: number;
  y: number;
  time: number;
}

export interface Swipe {
  /** Pointer handlers for the element swiped on. */
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  /** True once for the click that ends a swipe, a drag or a long touch, which must not also count as a tap. */
  consumeClick: () => boolean;
}

/**
 * Swipes: the axis locks after 10 px; a horizontal move of 50 px, or a flick under 250 ms, goes to the
 * next or previous item. `drag` follows the finger along x while the axis is horizontal (0 when released).
 */
export function useSwipe(onSwipe: (direction: 'previous' | 'next') => void, drag: (dx: number) => void): Swipe {
  const press = useRef<Press | undefined>(undefined);
  const swallow = useRef(false);
  const latest = useRef({ onSwipe, drag });
  latest.current = { onSwipe, drag };

  return {
    handlers: {
      onPointerDown(event) {
        if (!event.isPrimary || event.button > 0) return;
        press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, time: performance.now() };
        swallow.current = false;
      },
      onPointerMove(event) {
        const start = press.current;
        if (!start || start.id !== event.pointerId) return;
        const dx = event.clientX - start.x;
        if (lockAxis(dx, event.clientY - start.y) === 'x') latest.current.drag(dx);
      },
      onPointerUp(event) {
        const start = press.current;
        press.current = undefined;
        if (!start || start.id !== event.pointerId) return;
        latest.current.drag(0);
        const moved = { dx: event.clientX - start.x, dy: event.clientY - start.y, dt: performance.now() - start.time };
        const swipe = classifySwipe(moved);
        if (swipe !== 'none') {
          swallow.current = true;
          latest.current.onSwipe(swipe);
        } else if (lockAxis(moved.dx, moved.dy) !== undefined || (event.pointerType === 'touch' && isLongPress(moved.dt))) {
          swallow.current = true;
        }
      },
      onPointerCancel() {
        press.current = undefined;
        latest.current.drag(0);
      },
    },
    consumeClick() {
      const swallowed = swallow.current;
      swallow.current = false;
      return swallowed;
    },
  };
}
