/**
 * The Pin button (`pinterestOverlayOptions.mode`): a link to Pinterest's pin-create page over
 * content images, drawn by the site runtime itself (Pinterest's own script is never loaded). The
 * rules here are pure; the runtime reads the facts from the page.
 */
import { PIN_DESCRIPTION_MAX_CHARS, PIN_IMAGE_MIN_PX } from '../constants/limits.js';
import { t } from '../i18n/format.js';
import { checkUrl } from '../url/check.js';
import type { WebsiteContext } from './context.js';

/** disabled: no Pin buttons; blog: over images in blog posts; all: over every content image. */
export const PIN_MODES = ['disabled', 'blog', 'all'] as const;
export type PinMode = (typeof PIN_MODES)[number];

export const PIN_CREATE_URL = 'https://www.pinterest.com/pin/create/button/';
/** The class of the Pin link, of the image (or its link) it sits over, and of the box it is placed in. */
export const PIN_CLASS = 'sq-pin';
export const PIN_TARGET_CLASS = 'sq-pin-target';
export const PIN_HOST_CLASS = 'sq-pin-host';

export type PinSetting = { mode: Exclude<PinMode, 'disabled'> } | { problem: string } | undefined;

/** What the site's settings ask for: nothing (no options, 'disabled'), a mode, or the console message for an unknown one. */
export function pinSetting(context: Pick<WebsiteContext, 'websiteSettings'>): PinSetting {
  const mode = context.websiteSettings.pinterestOverlayOptions?.mode;
  if (mode === undefined || mode === 'disabled') return undefined;
  if (mode === 'blog' || mode === 'all') return { mode };
  return { problem: t('pinModeUnknown', { value: mode.slice(0, 80) }, 'en') };
}

/** What the runtime reads of an image on the page. */
export interface PinCandidate {
  /** Its drawn size in CSS px. */
  width: number;
  height: number;
  /** The address it shows (currentSrc, else src). */
  src: string;
  /** Inside a blog post's article. */
  inPost: boolean;
  /** In the site's header or footer, a logo, a lightbox, a dialog or a gallery's overlay: never pinned. */
  excluded: boolean;
  /** Marked `nopin` / `data-pin-nopin` by the owner. */
  optedOut: boolean;
}

/** Whether the Pin button goes over this image in `mode`. */
export function isPinnable(image: PinCandidate, mode: PinMode, pageUrl: string): boolean {
  if (mode === 'disabled' || image.excluded || image.optedOut) return false;
  if (mode === 'blog' && !image.inPost) return false;
  if (image.width < PIN_IMAGE_MIN_PX || image.height < PIN_IMAGE_MIN_PX) return false;
  return checkUrl(image.src, 'image', { base: pageUrl }) !== null && !/^data:|^blob:/i.test(image.src);
}

/** Pinterest's pin-create address for an image on a page, its alt text as the description. */
export function pinUrl({ page, image, description }: { page: string; image: string; description: string }): string {
  const url = new URL(PIN_CREATE_URL);
  const pageUrl = new URL(page);
  pageUrl.hash = '';
  url.searchParams.set('url', pageUrl.href);
  url.searchParams.set('media', new URL(image, page).href);
  const text = description.replace(/\s+/g, ' ').trim();
  if (text) url.searchParams.set('description', text.slice(0, PIN_DESCRIPTION_MAX_CHARS));
  return url.href;
}

/** The Pin link's accessible name: what is saved, and that it opens a new window. */
export function pinLabel(description: string, locale?: string): string {
  const text = description.replace(/\s+/g, ' ').trim().slice(0, 120);
  return text ? t('pinLabelNamed', { description: text }, locale) : t('pinLabel', {}, locale);
}

/** The stylesheet the runtime adopts into the document: the link sits over the image's top corner, shown on hover and focus, taking no space. */
export const PIN_CSS = `
.${PIN_HOST_CLASS}{position:relative}
.${PIN_CLASS}{position:absolute;z-index:2;display:inline-flex;align-items:center;gap:.35em;padding:.45em .8em;border-radius:999px;background:#e60023;color:#fff;font:600 14px/1.2 system-ui,sans-serif;text-decoration:none;opacity:0;pointer-events:none;transition:opacity .15s}
.${PIN_CLASS} svg{width:1.1em;height:1.1em;fill:currentColor}
.${PIN_TARGET_CLASS}:hover+.${PIN_CLASS},.${PIN_TARGET_CLASS}:focus-within+.${PIN_CLASS},.${PIN_TARGET_CLASS}:focus+.${PIN_CLASS},.${PIN_CLASS}:hover,.${PIN_CLASS}:focus{opacity:1;pointer-events:auto}
.${PIN_CLASS}:focus-visible{outline:3px solid #fff;box-shadow:0 0 0 5px #111}
@media (hover:none) and (pointer:coarse){.${PIN_CLASS}{opacity:1;pointer-events:auto}}
@media (prefers-reduced-motion:reduce){.${PIN_CLASS}{transition:none}}
`;
