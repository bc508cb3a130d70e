import { useState } from 'react';
import type { ProductImage } from '../../shared/commerce/product-source.js';
import { t } from '../../shared/i18n/format.js';

/** The product's images: the current one large, and with more than one a row of thumbnails that choose it. */
export function ProductImages({ images, title }: { images: ProductImage[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[Math.min(current, images.length - 1)];
  if (!shown) return null;
  const dimension = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
  return (
    <div className="images" part="images">
      <img className="image" part="image" src={shown.src} alt={shown.alt ?? title} width={dimension(shown.width)} height={dimension(shown.height)} />
      {images.length > 1 && (
        <div className="thumbnails" part="thumbnails">
          {images.map((image, index) => (
            <button
              key={`${index}-${image.src}`}
              type="button"
              className="thumbnail"
              part="thumbnail"
              aria-pressed={index === current}
              aria-label={t('gallerySlidePosition', { index: index + 1, count: images.length })}
              onClick={() => setCurrent(index)}
            >
              <img src={image.src} alt="" width={dimension(image.width)} height={dimension(image.height)} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
