import type { StripLayout } from '../../shared/gallery/layout-strip.js';
import { imageSources } from '../../shared/gallery/images.js';
import { preloadedThumbnails } from '../../shared/gallery/preload.js';
import type { Slide } from '../../shared/gallery/slides.js';
import { t } from '../../shared/i18n/format.js';

export interface ThumbnailStripProps {
  slides: Slide[];
  layout: StripLayout;
  top: number;
  /** The strip's shift that puts its current thumbnail at the active alignment. */
  offset: number;
  currentIndex: number;
  onSelect: (index: number) => void;
  locale: string;
}

function thumbnailSource(slide: Slide, width: number) {
  const sources = imageSources({ src: slide.src, box: { width }, originalWidth: slide.imageDimensions?.width, pixelRatio: devicePixelRatio });
  if (!('error' in sources)) return { src: sources.src, srcSet: sources.srcset, sizes: sources.sizes };
  const src = slide.image?.currentSrc || slide.image?.getAttribute('src');
  return src ? { src } : undefined;
}

/** The slideshow's linked thumbnail strip: one button per slide, the current one active. */
export function ThumbnailStrip({ slides, layout, top, offset, currentIndex, onSelect, locale }: ThumbnailStripProps) {
  const preloaded = preloadedThumbnails(currentIndex, slides.length, layout.preloadCount);
  return (
    <div part="thumbnails" className="thumbnails" style={{ top, height: layout.height }}>
      <div className="track strip-track" style={{ transform: `translateX(${offset}px)` }}>
        {layout.boxes.map((box, index) => {
          const slide = slides[index];
          const source = slide ? thumbnailSource(slide, box.width) : undefined;
          const active = index === currentIndex;
          return (
            <button
              key={index}
              type="button"
              part={active ? 'thumbnail active' : 'thumbnail'}
              className={active ? 'thumbnail active' : 'thumbnail'}
              style={{ left: box.x, width: box.width, height: box.height }}
              aria-label={t('gallerySlidePosition', { index: index + 1, count: slides.length }, locale)}
              aria-current={active}
              onClick={() => onSelect(index)}
            >
              {source && <img alt="" loading={preloaded.has(index) ? 'eager' : 'lazy'} decoding="async" {...source} />}
            </button>
          );
        })}
      </div>
    </div>
  );
}
