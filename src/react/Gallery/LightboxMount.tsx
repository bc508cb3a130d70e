import { createElement, useEffect, useLayoutEffect, useRef } from 'react';
import type { LightboxItem } from '../../shared/gallery/lightbox-items.js';
import type { LightboxTheme } from '../../shared/gallery/options.js';

export interface LightboxMountProps {
  items: LightboxItem[];
  index: number;
  open: boolean;
  theme: LightboxTheme;
  onClose: () => void;
}

type LightboxElement = HTMLElement & { items?: LightboxItem[]; index?: number; open?: boolean; theme?: string };

/** Lightbox parts, offered on the gallery with a lightbox- prefix. */
const EXPORTED_PARTS = ['dialog', 'overlay', 'image', 'caption', 'close', 'previous', 'next', 'caption-toggle']
  .map((name) => `${name}: lightbox-${name}`)
  .join(', ');

/** The gallery's <sq-lightbox>, in the gallery's own shadow root; its module has loaded before this renders. */
export function LightboxMount({ items, index, open, theme, onClose }: LightboxMountProps) {
  const ref = useRef<LightboxElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.items = items;
    element.theme = theme;
    element.index = index;
    element.open = open;
  }, [items, index, open, theme]);

  useEffect(() => {
    const element = ref.current;
    const listener = () => close.current();
    element?.addEventListener('sq-lightbox-close', listener);
    return () => element?.removeEventListener('sq-lightbox-close', listener);
  }, []);

  return createElement('sq-lightbox', { ref, part: 'lightbox', exportparts: EXPORTED_PARTS });
}
