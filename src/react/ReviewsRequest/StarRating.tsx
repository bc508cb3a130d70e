import type { Ref } from 'react';
import { MAX_RATING } from '../../shared/commerce/reviews.js';
import { t } from '../../shared/i18n/format.js';

const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

/** A required 1–5 star rating as native radios in a radio group labelled 'Rating (required).'. */
export function StarRating({
  value,
  onChange,
  invalid,
  firstRef,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  invalid: boolean;
  firstRef: Ref<HTMLInputElement>;
}) {
  return (
    <fieldset
      className="rating"
      part="rating"
      role="radiogroup"
      aria-labelledby="sq-review-rating-label"
      aria-required="true"
      aria-invalid={invalid || undefined}
    >
      <legend id="sq-review-rating-label" part="rating-label">
        {t('ratingRequired')}
      </legend>
      <div className="stars">
        {STARS.map((rating) => (
          <label key={rating} className="star" part="star" data-filled={value !== undefined && rating <= value ? '' : undefined}>
            <input
              ref={rating === 1 ? firstRef : undefined}
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('starRatingOption', { rating })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
