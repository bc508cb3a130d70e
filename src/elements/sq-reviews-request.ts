/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { ReviewsRequestMount } from '../react/ReviewsRequest/ReviewsRequestMount.js';
import { styles } from './sq-reviews-request.styles.js';

/**
 * The review screen of a review request link (Rate your purchase, Describe your experience):
 * reads the products still to review for `token` from `GET /api/commerce/reviews/request`, and
 * shows one at a time with a required star rating ('Rating (required).', 'Please select a star
 * rating.') and a text, sent to `POST /api/commerce/reviews`. It shows 'Thanks for your feedback'
 * after each review, 'You have already reviewed this purchase', 'Your review request has
 * expired', 'There are no products to review', or 'Try submitting your review again' after a
 * failed send. Its view is a chunk of its own, fetched when the element renders.
 *
 * @summary Rate the products of a purchase through a review request link.
 * @slot - Shown while the review screen's code loads.
 * @csspart reviews - The review section.
 * @csspart heading - 'Rate your purchase'.
 * @csspart notice - 'Thanks for your feedback' or 'You have already reviewed this purchase'.
 * @csspart message - Expired, failed or no products to review.
 * @csspart form - The review form.
 * @csspart product - The product being reviewed.
 * @csspart product-image - Its image.
 * @csspart product-title - Its title.
 * @csspart rating - The star rating group.
 * @csspart rating-label - 'Rating (required).'
 * @csspart star - One star.
 * @csspart label - 'Describe your experience'.
 * @csspart textarea - The review text.
 * @csspart error - Why the review was not sent.
 * @csspart submit - The Submit button.
 * @cssprop --sq-reviews-request-star-color - Colour of the chosen stars.
 * @cssprop --sq-reviews-request-accent - Background of the Submit button.
 * @cssprop --sq-reviews-request-accent-color - Text colour of the Submit button.
 * @cssprop --sq-reviews-request-error-color - Colour of failure messages.
 */
export class SqReviewsRequest extends element({
  view: ReviewsRequestMount,
  styles,
  props: {
    /** The review request's token, from the link the buyer followed. */
    token: prop.string(),
  },
}) {}

defineElement('sq-reviews-request', SqReviewsRequest);
