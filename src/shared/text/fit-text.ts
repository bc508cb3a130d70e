/**
 * What `<sq-scaled-text>` does to its light-DOM text: holds the height the page drew it at, then
 * shrinks its font until every child fits on one line, again on resize (debounced) and after fonts load.
 */
import { TEXT_SHRINK_RESIZE_DEBOUNCE_MS } from '../constants/timings.js';
import { debounce, fitFontSize, fluidFontSize } from './fit.js';

/** The custom property the element's styles read for its children's font size. */
export const FIT_SIZE_PROPERTY = '--_sq-fit-size';

const overflows = (host: HTMLElement) =>
  host.scrollWidth > host.clientWidth + 0.5 || [...host.children].some((child) => child.scrollWidth > child.clientWidth + 0.5);

export function fitText(host: HTMLElement, max: number | undefined): () => void {
  const first = host.firstElementChild;
  const own = parseFloat(getComputedStyle(first ?? host).fontSize);
  // It only ever shrinks: never above the page's own size, which the kept height is measured at.
  const largest = max && max > 0 ? Math.min(max, own) : own;
  // The page's own height for the text (one line at its size), kept so that shrinking moves nothing below.
  host.style.minHeight = `${host.getBoundingClientRect().height}px`;
  const run = () => {
    if (!host.isConnected) return;
    const width = host.clientWidth;
    host.removeAttribute('wrapped');
    host.setAttribute('fitted', '');
    const result = fitFontSize(largest, (size) => {
      host.style.setProperty(FIT_SIZE_PROPERTY, `${size}px`);
      return !overflows(host);
    });
    host.style.setProperty(FIT_SIZE_PROPERTY, fluidFontSize(result.size, width, largest));
    host.toggleAttribute('wrapped', !result.fitted);
  };
  const later = debounce(run, TEXT_SHRINK_RESIZE_DEBOUNCE_MS);
  let width = host.clientWidth;
  const resizes = new ResizeObserver(() => {
    if (host.clientWidth === width) return;
    width = host.clientWidth;
    later();
  });
  resizes.observe(host);
  const fonts = host.ownerDocument.fonts;
  fonts?.addEventListener('loadingdone', later);
  void fonts?.ready.then(() => later());
  run();
  return () => {
    later.cancel();
    resizes.disconnect();
    fonts?.removeEventListener('loadingdone', later);
    // Back to the page's own size, so that the next run starts from it.
    host.removeAttribute('fitted');
    host.removeAttribute('wrapped');
    host.style.removeProperty('min-height');
    host.style.removeProperty(FIT_SIZE_PROPERTY);
  };
}
