/**
 * A gallery: its slides as figures in light DOM (the content before and without JavaScript), and
 * its settings as the attributes of `<sq-gallery>`, which lays them out and opens the lightbox.
 */
import { html, nothing } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { imageSrc } from './links.js';
import { isOptionalText, isText, type Block, type BlockType } from './types.js';

export interface GallerySlide {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

/** The settings a gallery block may give, by the element's property name. */
export interface GallerySettings {
  design?:
    'grid' | 'slideshow' | 'slider' | 'carousel' | 'stacked' | 'strips' | 'masonry' | 'list' | 'reel' | 'autocolumns' | 'fullscreen' | 'autorows';
  imageAspectRatio?: string;
  slidesPerRow?: number;
  thumbnailsPerRow?: number;
  gutter?: number;
  padding?: number;
  metaPosition?: string;
  lightbox?: boolean;
  thumbnails?: boolean;
  autoplay?: boolean;
  autoplayDuration?: number;
  squareThumbs?: boolean;
  loop?: boolean;
}

export interface GalleryBlock extends Block {
  type: 'gallery';
  slides: GallerySlide[];
  settings?: GallerySettings;
}

const SETTINGS: Record<keyof GallerySettings, 'text' | 'number' | 'boolean'> = {
  design: 'text',
  imageAspectRatio: 'text',
  slidesPerRow: 'number',
  thumbnailsPerRow: 'number',
  gutter: 'number',
  padding: 'number',
  metaPosition: 'text',
  lightbox: 'boolean',
  thumbnails: 'boolean',
  autoplay: 'boolean',
  autoplayDuration: 'number',
  squareThumbs: 'boolean',
  loop: 'boolean',
};

const isSize = (value: unknown) => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 20000;

function slideProblem(slide: unknown): string | undefined {
  const entry = (slide ?? {}) as Partial<GallerySlide>;
  if (!isText(entry.id)) return 'needs an id';
  if (!imageSrc(entry.src)) return 'needs a src: a site path or an http(s) URL';
  if (typeof entry.alt !== 'string') return 'needs alt text (empty for a decorative image)';
  if (!isSize(entry.width) || !isSize(entry.height)) return 'needs a width and height in pixels';
  return isOptionalText(entry.caption) ? undefined : 'has a caption that is not text';
}

function settingsProblem(settings: unknown): string | undefined {
  if (settings === undefined) return undefined;
  if (typeof settings !== 'object' || settings === null) return 'settings must be an object';
  for (const [name, value] of Object.entries(settings)) {
    const kind = SETTINGS[name as keyof GallerySettings];
    if (!kind) return `settings.${name} is not a gallery setting (${Object.keys(SETTINGS).join(', ')})`;
    if (kind === 'boolean' ? typeof value !== 'boolean' : kind === 'number' ? typeof value !== 'number' : typeof value !== 'string') {
      return `settings.${name} must be ${kind === 'text' ? 'text' : `a ${kind}`}`;
    }
  }
  return undefined;
}

const text = (value: unknown) => (value === undefined ? undefined : String(value));

export const galleryBlock: BlockType<GalleryBlock> = {
  type: 'gallery',
  element: 'sq-gallery',
  check: (block) => {
    if (!Array.isArray(block.slides) || block.slides.length === 0) return 'needs slides';
    for (const [index, slide] of block.slides.entries()) {
      const problem = slideProblem(slide);
      if (problem) return `slide ${index + 1} ${problem}`;
    }
    return settingsProblem(block.settings);
  },
  template: (block) => {
    const settings = block.settings ?? {};
    return html`<sq-gallery
      id=${block.id}
      class="block block-gallery"
      design=${ifDefined(settings.design)}
      image-aspect-ratio=${ifDefined(settings.imageAspectRatio)}
      slides-per-row=${ifDefined(text(settings.slidesPerRow))}
      thumbnails-per-row=${ifDefined(text(settings.thumbnailsPerRow))}
      gutter=${ifDefined(text(settings.gutter))}
      padding=${ifDefined(text(settings.padding))}
      meta-position=${ifDefined(settings.metaPosition)}
      autoplay-duration=${ifDefined(text(settings.autoplayDuration))}
      ?lightbox=${settings.lightbox === true}
      ?thumbnails=${settings.thumbnails === true}
      ?autoplay=${settings.autoplay === true}
      ?square-thumbs=${settings.squareThumbs === true}
      ?loop=${settings.loop === true}
      >${block.slides.map(
        (slide) =>
          html`<figure
            data-type="image"
            data-slide-id=${slide.id}
            data-src=${imageSrc(slide.src) ?? ''}
            data-image-dimensions=${`${slide.width}x${slide.height}`}
          >
            <img alt=${slide.alt} src=${imageSrc(slide.src) ?? ''} width=${slide.width} height=${slide.height} loading="lazy" />
            ${slide.caption ? html`<figcaption>${slide.caption}</figcaption>` : nothing}
          </figure>`,
      )}</sq-gallery
    >`;
  },
};
