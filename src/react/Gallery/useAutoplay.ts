import { useEffect, useReducer } from 'react';
import {
  autoplayDelay,
  autoplayReducer,
  createAutoplayState,
  isAutoplayRunning,
  nextAutoplayIndex,
  type AutoplayAction,
} from '../../shared/gallery/autoplay.js';
import type { GalleryState } from '../../shared/gallery/state.js';

export interface AutoplayOptions {
  enabled: boolean;
  autoplayDuration: number | undefined;
  randomize: boolean;
  state: GalleryState;
  mobile: boolean;
  /** ?nomotion=true, or the visitor prefers reduced motion. */
  motionDisabled: boolean;
  goTo: (index: number) => void;
}

/** Autoplay (§4): a timer per slide while running; hovering pauses it off mobile, a playing video stops it until it ends. */
export function useAutoplay(options: AutoplayOptions): (action: AutoplayAction) => void {
  const { enabled, autoplayDuration, randomize, state, mobile, motionDisabled, goTo } = options;
  const [autoplay, send] = useReducer(autoplayReducer, enabled, createAutoplayState);

  useEffect(() => send({ type: 'setAutoplay', autoplay: enabled }), [enabled]);

  const running = isAutoplayRunning(autoplay, { mobile, motionDisabled });
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => {
      const index = nextAutoplayIndex(state, { randomize });
      if (index !== undefined) goTo(index);
    }, autoplayDelay(autoplayDuration));
    return () => clearTimeout(timer);
    // A new index (or a refused move ending its motion) restarts the wait for the next one.
  }, [running, state.currentIndex, state.inMotion, state.count, state.slidesPerRow, randomize, autoplayDuration, goTo]);

  return send;
}
