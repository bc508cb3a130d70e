import { useCallback, useEffect, useRef, useState } from 'react';
import { LIGHTBOX_CAPTION_HIDE_MS } from '../../shared/constants/timings.js';
import { isCaptionVisible } from '../../shared/gallery/lightbox.js';

/** The caption shows while the mouse moves and hides after 500 ms without movement; `moved` reports activity. */
export function useCaptionVisibility(active: boolean): { visible: boolean; moved: () => void } {
  const last = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [visible, setVisible] = useState(false);

  const moved = useCallback(() => {
    last.current = performance.now();
    setVisible(true);
    clearTimeout(timer.current);
    const check = () => {
      if (isCaptionVisible(last.current, performance.now())) timer.current = setTimeout(check, 50);
      else setVisible(false);
    };
    timer.current = setTimeout(check, LIGHTBOX_CAPTION_HIDE_MS);
  }, []);

  useEffect(() => {
    if (active) moved();
    return () => clearTimeout(timer.current);
  }, [active, moved]);

  return { visible, moved };
}
