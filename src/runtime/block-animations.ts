/**
 * Block animations, started by `<sq-site>` when the page has blocks marked with
 * `data-sq-animation`: one IntersectionObserver for the whole page. A block any part of which is
 * on screen when it is first seen has been painted there and is left as it is; one further down is held back (hidden by dist/sq-elements.css, so
 * nothing is hidden without JavaScript or under reduced motion) until it comes into view and its
 * images have loaded, then gets the loaded class and moves into place.
 */
import { ANIMATION_INTERSECTION_THRESHOLDS } from '../shared/constants/limits.js';
import {
  IMAGE_WAIT_MAX_MS,
  isBlockAnimation,
  isInView,
  LOADED_CLASS,
  unknownAnimationMessage,
  WAITING_CLASS,
} from '../shared/site/block-animations.js';

/** Resolves once every image in `block` still loading has loaded or failed, or after IMAGE_WAIT_MAX_MS. */
function imagesSettled(block: Element): Promise<unknown> {
  const loading = [...block.querySelectorAll('img')]
    .filter((image) => !image.complete)
    .map((image) => new Promise((resolve) => ['load', 'error'].forEach((type) => image.addEventListener(type, resolve, { once: true }))));
  return Promise.race([Promise.all(loading), new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MAX_MS))]);
}

/**
 * Animates `blocks`, each with the animation `nameOf` reads from it; `<sq-site>` hands over the
 * page's marked blocks, outside the back-end editor.
 */
export function startBlockAnimations(blocks: Iterable<Element>, nameOf: (block: Element) => string | null): () => void {
  const seen = new WeakSet<Element>();
  const waiting = new Set<Element>();
  const show = (block: Element) => {
    block.addEventListener('transitionend', () => block.classList.remove(WAITING_CLASS), { once: true });
    block.classList.add(LOADED_CLASS);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, intersectionRatio, isIntersecting, boundingClientRect, rootBounds } of entries) {
        const inView = isInView({
          ratio: intersectionRatio,
          isIntersecting,
          height: boundingClientRect.height,
          viewportHeight: rootBounds?.height ?? innerHeight,
        });
        const first = !seen.has(target);
        seen.add(target);
        // Already partly on screen: the visitor has seen it, so it is not hidden and moved now.
        const shown = inView || (first && isIntersecting && intersectionRatio > 0);
        if (first && !shown) {
          waiting.add(target);
          target.classList.add(WAITING_CLASS);
        }
        if (!shown) continue;
        observer.unobserve(target);
        if (first) target.classList.add(LOADED_CLASS);
        else void imagesSettled(target).then(() => waiting.delete(target) && show(target));
      }
    },
    { threshold: [...ANIMATION_INTERSECTION_THRESHOLDS] },
  );
  for (const block of blocks) {
    const name = nameOf(block);
    if (isBlockAnimation(name)) observer.observe(block);
    else console.error(unknownAnimationMessage(name ?? ''));
  }
  // Stopped: every block still held back is shown as it is.
  return () => {
    observer.disconnect();
    for (const block of waiting) block.classList.replace(WAITING_CLASS, LOADED_CLASS);
  };
}
