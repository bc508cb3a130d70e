/**
 * The Pin button, started by `<sq-site>` when `pinterestOverlayOptions.mode` asks for it: once the
 * site's cookie policy and the visitor's choice allow it, a link to Pinterest's pin-create page sits
 * over each content image the mode names. It is absolutely placed (nothing moves), shown on hover and
 * on keyboard focus, opens a new window, and carries the image's alt as text, never as markup.
 */
import { isRestrictivePolicy } from '../shared/analytics/census.js';
import { mayTrack } from '../shared/consent/policy.js';
import { $consent } from '../shared/consent/store.js';
import { t } from '../shared/i18n/format.js';
import { isPinnable, PIN_CLASS, PIN_CSS, PIN_HOST_CLASS, PIN_TARGET_CLASS, pinLabel, pinUrl, type PinMode } from '../shared/site/pin-overlay.js';
import { $site } from '../shared/site/store.js';

/** Never over these: the site's header and footer, logos, lightboxes, dialogs and overlays, or an element's shadow root. */
const EXCLUDED = 'header, footer, [class*="logo"], sq-lightbox, dialog, [role="dialog"], [aria-modal="true"], sq-popup-overlay, sq-cookie-banner';
const POST = 'article.post, article[data-item-id], .post-body';
const SVG_NS = 'http://www.w3.org/2000/svg';
/** Pinterest's mark, drawn as a path: no markup from text. */
const MARK =
  'M12 2a10 10 0 0 0-3.64 19.31c-.09-.79-.17-2 .04-2.86l1.17-4.96s-.3-.6-.3-1.48c0-1.39.8-2.43 1.81-2.43.85 0 1.26.64 1.26 1.4 0 .86-.55 2.14-.83 3.32-.24 1 .5 1.8 1.48 1.8 1.77 0 3.14-1.87 3.14-4.57 0-2.39-1.72-4.06-4.17-4.06-2.84 0-4.5 2.13-4.5 4.33 0 .86.33 1.78.74 2.28a.3.3 0 0 1 .07.29l-.28 1.13c-.04.18-.14.22-.33.13-1.25-.58-2.03-2.4-2.03-3.87 0-3.15 2.29-6.04 6.6-6.04 3.46 0 6.16 2.47 6.16 5.77 0 3.45-2.17 6.22-5.19 6.22-1.01 0-1.97-.53-2.29-1.15l-.62 2.38c-.23.87-.84 1.96-1.25 2.62A10 10 0 1 0 12 2z';

function mark(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', MARK);
  svg.append(path);
  return svg;
}

/** Inside one of the library's elements (a gallery's slides, an image block): its light DOM is its own, so nothing is added there. */
function insideElement(node: Element): boolean {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) if (parent.localName.startsWith('sq-')) return true;
  return false;
}

let sheet: CSSStyleSheet | undefined;

/** The Pin links' styles, adopted once: a constructed sheet, which a strict Content-Security-Policy allows. */
function adoptStyles(doc: Document): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(PIN_CSS);
  }
  if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

/** Adds a Pin link after each pinnable image of `doc` (after its link when it is inside one); returns the links added. */
export function addPinButtons(mode: PinMode, doc: Document = document): HTMLAnchorElement[] {
  const page = doc.location?.href ?? doc.baseURI;
  const added: HTMLAnchorElement[] = [];
  for (const image of doc.querySelectorAll<HTMLImageElement>('img')) {
    const target = image.closest('a') ?? image;
    const parent = target.parentElement;
    if (!parent || target.classList.contains(PIN_TARGET_CLASS)) continue;
    const src = image.currentSrc || image.getAttribute('src') || '';
    const candidate = {
      width: image.getBoundingClientRect().width,
      height: image.getBoundingClientRect().height,
      src,
      inPost: image.closest(POST) !== null,
      excluded: image.closest(EXCLUDED) !== null || insideElement(image),
      optedOut: image.hasAttribute('nopin') || image.hasAttribute('data-pin-nopin'),
    };
    if (!isPinnable(candidate, mode, page)) continue;
    const description = image.alt;
    const link = doc.createElement('a');
    link.className = PIN_CLASS;
    link.href = pinUrl({ page, image: src, description });
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.setAttribute('aria-label', pinLabel(description));
    link.append(mark(doc), doc.createTextNode(t('pinButton')));
    if (getComputedStyle(parent).position === 'static') parent.classList.add(PIN_HOST_CLASS);
    target.classList.add(PIN_TARGET_CLASS);
    target.after(link);
    added.push(link);
  }
  return added;
}

/** Keeps each Pin link over its image's top right corner as the page's layout changes. */
function place(link: HTMLAnchorElement): void {
  const target = link.previousElementSibling as HTMLElement | null;
  const image = target instanceof HTMLImageElement ? target : target?.querySelector('img');
  if (!target || !image || !(link.offsetParent instanceof HTMLElement)) return;
  const box = link.offsetParent.getBoundingClientRect();
  const rect = image.getBoundingClientRect();
  const inset = 12;
  link.style.top = `${rect.top - box.top - link.offsetParent.clientTop + inset}px`;
  link.style.left = `${rect.right - box.left - link.offsetParent.clientLeft - link.offsetWidth - inset}px`;
}

/** Shows Pin buttons in `mode` once consent allows; stopped, they go again. */
export function startPinOverlay(mode: PinMode, doc: Document = document): () => void {
  let links: HTMLAnchorElement[] = [];
  let resize: ResizeObserver | undefined;
  const show = () => {
    adoptStyles(doc);
    links = addPinButtons(mode, doc);
    for (const link of links) place(link);
    resize = new ResizeObserver(() => links.forEach(place));
    for (const link of links) {
      const target = link.previousElementSibling;
      if (target) resize.observe(target);
      if (link.parentElement) resize.observe(link.parentElement);
    }
  };
  const allowed = () => mayTrack({ consent: $consent.get(), restrictive: isRestrictivePolicy($site.get()) });
  let started = false;
  const check = () => {
    if (started || !allowed()) return;
    started = true;
    show();
  };
  const unsubscribe = [$consent.listen(check), $site.listen(check)];
  check();
  return () => {
    unsubscribe.forEach((stop) => stop());
    resize?.disconnect();
    for (const link of links) {
      link.previousElementSibling?.classList.remove(PIN_TARGET_CLASS);
      link.parentElement?.classList.remove(PIN_HOST_CLASS);
      link.remove();
    }
    links = [];
  };
}
