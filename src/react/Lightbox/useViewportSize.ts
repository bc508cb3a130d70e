import { useEffect, useState } from 'react';
import type { Dimensions } from '../../shared/gallery/dimensions.js';

function viewport(): Dimensions {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The window's size, kept current while `active`. */
export function useViewportSize(active: boolean): Dimensions {
  const [size, setSize] = useState(viewport);
  useEffect(() => {
    if (!active) return undefined;
    const update = () => setSize(viewport());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [active]);
  return size;
}
