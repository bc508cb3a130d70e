import { useLayoutEffect, useRef } from 'react';
import type { Box } from '../../shared/gallery/dimensions.js';
import { metaBesideStyles, metaOverflows, metaOverlayStyle, type MetaPlacement, type StyleMap } from '../../shared/gallery/meta.js';
import { passStart, type DrawnPass } from '../../shared/gallery/progressive.js';
import type { Slide } from '../../shared/gallery/slides.js';

/** The properties this hook set on an element, so that they can be taken back. */
type Applied = WeakMap<HTMLElement, string[]>;

function apply(applied: Applied, element: HTMLElement, style: StyleMap): void {
  clear(applied, element);
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value);
  applied.set(element, Object.keys(style));
}

function clear(applied: Applied, element: HTMLElement): void {
  for (const name of applied.get(element) ?? []) element.style.removeProperty(name);
  applied.delete(element);
}

/**
 * Places each slide's meta (its figcaption) as meta-position says: over the image, or beside it in the list.
 * Styles go on the page's own elements through the CSSOM (allowed under a strict CSP), as the images' do.
 */
export function useSlideMeta(slides: Slide[], placement: MetaPlacement, boxes: readonly Box[], drawn: number): void {
  const applied = useRef<Applied>(new WeakMap());
  const touched = useRef(new Set<HTMLElement>());
  const key = placement ? Object.values(placement).join(' ') : '';

  const done = useRef<DrawnPass>({ inputs: [], drawn: 0 });
  useLayoutEffect(() => {
    // When only more frames were drawn, the slides before them are placed already: only the new ones are visited.
    const inputs = [slides, key, boxes];
    const from = passStart(done.current, inputs, drawn);
    done.current = { inputs, drawn };
    const seen = from > 0 ? touched.current : new Set<HTMLElement>();
    if (!placement && touched.current.size === 0) return;
    slides.slice(from, drawn).forEach((slide, offset) => {
      const index = from + offset;
      const meta = slide.element.querySelector<HTMLElement>('figcaption');
      if (!meta || !placement) return;
      seen.add(meta);
      if (placement.kind === 'overlay') {
        apply(applied.current, meta, metaOverlayStyle(placement.edge, false));
        const overflows = metaOverflows(meta.scrollHeight, boxes[index]?.height ?? 0);
        if (overflows) apply(applied.current, meta, metaOverlayStyle(placement.edge, true));
      } else if (slide.image) {
        const styles = metaBesideStyles(placement.side, placement.align);
        apply(applied.current, meta, styles.meta);
        apply(applied.current, slide.image, styles.image);
        seen.add(slide.image);
      }
    });
    for (const element of touched.current) if (!seen.has(element)) clear(applied.current, element);
    touched.current = seen;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds the placement's values
  }, [slides, key, boxes, drawn]);

  useLayoutEffect(
    () => () => {
      for (const element of touched.current) clear(applied.current, element);
    },
    [],
  );
}
