import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { linkedGalleriesReducer } from '../../shared/gallery/linked.js';
import { createGalleryState, type GalleryAction, type GalleryEvent, type GalleryState } from '../../shared/gallery/state.js';

export interface GalleryIndexOptions {
  count: number;
  loop: boolean;
  /** The carousel's slides per row after its reduction; undefined in other designs. */
  slidesPerRow: number | undefined;
  /** A linked thumbnail strip shares the index. */
  linked: boolean;
  initialIndex: number;
  /** How long a change keeps each gallery in motion (the main one, then the strip); 0 for none. */
  motionMs: readonly [number, number];
  /** Called with the main gallery's events after each action. */
  onEvents: (events: GalleryEvent[]) => void;
}

export type GalleryDispatch = (action: GalleryAction, source?: 0 | 1) => void;

/** The index state machine for a gallery and its linked strip: the reducer decides, this hook keeps time. */
export function useGalleryIndex(options: GalleryIndexOptions): { state: GalleryState; strip: GalleryState | undefined; dispatch: GalleryDispatch } {
  const { count, loop, slidesPerRow, linked } = options;
  const create = () => {
    const main = createGalleryState({ count, currentIndex: options.initialIndex, loop, slidesPerRow });
    return linked ? [main, createGalleryState({ count, currentIndex: main.currentIndex, loop })] : [main];
  };
  const [states, setStates] = useState<GalleryState[]>(create);
  const current = useRef(states);
  const latest = useRef(options);
  latest.current = options;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const commit = useCallback((next: GalleryState[]) => {
    current.current = next;
    setStates(next);
  }, []);

  const dispatch = useCallback<GalleryDispatch>(
    (action, source = 0) => {
      const before = current.current;
      const result = linkedGalleriesReducer(before, Math.min(source, before.length - 1), action);
      commit(result.states);
      result.states.forEach((state, i) => {
        const ms = latest.current.motionMs[i] ?? 0;
        if (ms <= 0 || state.currentIndex === before[i]?.currentIndex) return;
        commit(linkedGalleriesReducer(current.current, i, { type: 'motionStart' }).states);
        timers.current.push(setTimeout(() => commit(linkedGalleriesReducer(current.current, i, { type: 'motionEnd' }).states), ms));
      });
      if (result.events[0]?.length) latest.current.onEvents(result.events[0]);
    },
    [commit],
  );

  useLayoutEffect(() => () => timers.current.forEach(clearTimeout), []);

  // Slides stream in, the carousel narrows, the strip comes and goes, loop is switched: keep the states in step.
  useLayoutEffect(() => {
    let next = current.current;
    if (linked !== next.length > 1) {
      const main = next[0]!;
      next = linked ? [main, createGalleryState({ count: main.count, currentIndex: main.currentIndex, loop })] : [main];
    }
    const stale = next.some((state, i) => state.loop !== loop || state.slidesPerRow !== (i === 0 ? slidesPerRow : undefined));
    if (stale) next = next.map((state, i) => ({ ...state, loop, slidesPerRow: i === 0 ? slidesPerRow : undefined }));
    if (next !== current.current) commit(next);
    if (next[0]!.count !== count) {
      const wasEmpty = next[0]!.count === 0;
      next.forEach((_, i) => dispatch({ type: 'setCount', count }, i as 0 | 1));
      if (wasEmpty && count > 0 && latest.current.initialIndex !== 0) dispatch({ type: 'goTo', index: latest.current.initialIndex });
    }
  }, [count, loop, slidesPerRow, linked, commit, dispatch]);

  return { state: states[0]!, strip: states[1], dispatch };
}
