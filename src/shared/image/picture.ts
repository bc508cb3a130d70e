/**
 * What `<sq-image>` does to its light-DOM `<img>`: sizes it from the layout (only ever up), crops it
 * around its focal point, and loads a `data-src` picture once it comes within the lazy-load margin.
 */
import { LAZY_LOAD_MARGIN_PX } from '../constants/limits.js';
import { imageSrcset, imageUrl, pickImageSize } from '../gallery/images.js';
import { t } from '../i18n/format.js';
import { awaitsSource, imagePosition, imageProblem, imageSource, nextSizesWidth, requestedWidth, type ImageCrop } from './image.js';

/** The element's picture: its first `<img>` child, else its first element child (which the check then refuses). */
export function pictureOf(host: Element): Element | null {
  return host.querySelector(':scope > img') ?? host.firstElementChild;
}

/**
 * Starts looking after the picture; returns the function that stops. Every problem goes to `log`
 * (a console message), and a picture with one is left as the page drew it.
 */
export function enhancePicture(host: Element, crop: ImageCrop | undefined, log: (message: string) => void): () => void {
  const node = pictureOf(host);
  const problem = imageProblem(node);
  if (problem) {
    log(problem);
    return () => {};
  }
  const image = node as HTMLImageElement;
  const source = imageSource(image)!;
  const width = Number(image.getAttribute('width')) || undefined;
  const view = host.ownerDocument.defaultView!;

  if (crop) {
    const { position, warning } = imagePosition(crop, image.getAttribute('data-image-focal-point'));
    if (warning) log(warning);
    image.style.objectPosition = position;
  } else {
    image.style.removeProperty('object-position');
  }

  // The page's main picture, in the first screenful, is never lazy.
  if (image.loading === 'lazy' && image.getBoundingClientRect().top < view.innerHeight) image.loading = 'eager';

  let sizesWidth: number | undefined;
  let loading = !awaitsSource(image);
  const resize = () => {
    if (!image.parentNode) {
      log(t('imageHasNoParentNode', {}, 'en'));
      return;
    }
    const box = image.getBoundingClientRect().width;
    if (!loading || !(box > 0)) return;
    const next = nextSizesWidth(sizesWidth, box, requestedWidth(image.currentSrc), view.devicePixelRatio);
    if (next === sizesWidth) return;
    sizesWidth = next;
    if (!image.srcset) image.srcset = imageSrcset(source, width)!;
    image.sizes = `${next}px`;
  };
  const resizes = new ResizeObserver(resize);
  resizes.observe(image);

  let lazy: IntersectionObserver | undefined;
  if (!loading) {
    lazy = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        lazy?.disconnect();
        loading = true;
        resize();
        image.src = imageUrl(source, pickImageSize(sizesWidth ?? image.getBoundingClientRect().width, view.devicePixelRatio))!;
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    );
    lazy.observe(image);
  }
  return () => {
    resizes.disconnect();
    lazy?.disconnect();
  };
}
