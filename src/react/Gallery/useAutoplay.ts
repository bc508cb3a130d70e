import { useEffect, useReducer, useState } from 'react';
import {
  autoplayAction,
  autoplayDelay,
  autoplayReducer,
  createAutoplayState,
  isAutoplayRunning,
  type AutoplayAction,
} from '../../shared/gallery/autoplay.js';
import type { GalleryAction, GalleryState } from '../../shared/gallery/state.js';

export interface AutoplayOptions {
  enabled: boolean;
  autoplayDuration: number | undefined;
  randomize: boolean;
  state: GalleryState;
  mobile: boolean;
  /** ?nomotion=true, or the visitor prefers reduced motion. */
  motionDisabled: boolean;
  dispatch: (action: GalleryAction) => void;
}

export interface Autoplay {
  /** Hover, focus and video changes. */
  send: (action: AutoplayAction) => void;
  /** Whether it advances right now. */
  running: boolean;
  /** The visitor paused it with the pause control. */
  paused: boolean;
  setPaused: (paused: boolean) => void;
  setFocusInside: (inside: boolean) => void;
}

/**
 * Autoplay: a timer per slide while running; hovering pauses it off mobile, focus inside holds it, the
 * pause control stops it until played again, a playing video stops it until it ends.
 */
export function useAutoplay(options: AutoplayOptions): Autoplay {
  const { enabled, autoplayDuration, randomize, state, mobile, motionDisabled, dispatch } = options;
  const [autoplay, send] = useReducer(autoplayReducer, enabled, createAutoplayState);
  const [paused, setPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  useEffect(() => send({ type: 'setAutoplay', autoplay: enabled }), [enabled]);

  const running = isAutoplayRunning(autoplay, { mobile, motionDisabled, paused, focusInside });
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => {
      const action = autoplayAction(state, { randomize });
      if (action) dispatch(action);
    }, autoplayDelay(autoplayDuration));
    return () => clearTimeout(timer);
    // A new index (or a refused move ending its motion) restarts the wait for the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the state fields the wait depends on are listed; other state changes keep it
  }, [running, state.currentIndex, state.inMotion, state.count, state.slidesPerRow, state.loop, randomize, autoplayDuration, dispatch]);

  return { send, running, paused, setPaused, setFocusInside };
}
