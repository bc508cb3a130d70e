import { useEffect, useRef } from 'react';
import { findInitialIndex } from '../../shared/gallery/deep-link.js';
import { recordSlide } from '../../shared/gallery/history.js';
import type { Slide } from '../../shared/gallery/slides.js';
import type { GalleryAction, GalleryState } from '../../shared/gallery/state.js';

export interface DeepLinkOptions {
  slides: Slide[];
  collectionUrl: string | undefined;
  history: boolean;
  state: GalleryState;
  dispatch: (action: GalleryAction) => void;
}

/**
 * The deep link: a slide named in the address that arrives after the first render (a streamed page)
 * is moved to once. With history on, every later slide change is written back with replaceState.
 */
export function useDeepLink({ slides, collectionUrl, history, state, dispatch }: DeepLinkOptions): void {
  const linked = useRef(false);
  useEffect(() => {
    if (linked.current || slides.length === 0) return;
    const index = findInitialIndex({ hash: location.hash, pathname: location.pathname, collectionUrl, slides });
    if (index === undefined) return;
    linked.current = true;
    if (index !== state.currentIndex) dispatch({ type: 'goTo', index });
    // Only new slides can match an address that did not match before.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is followed once, when new slides arrive
  }, [slides]);

  const shown = useRef(state.currentIndex);
  useEffect(() => {
    if (shown.current === state.currentIndex) return;
    shown.current = state.currentIndex;
    linked.current = true;
    const slide = slides[state.currentIndex];
    if (slide) recordSlide(slide, { history, collectionUrl });
  }, [state.currentIndex, slides, history, collectionUrl]);
}
