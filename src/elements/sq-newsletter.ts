/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
// The form's code stays in sq-form.js (its size budget); a newsletter page loads that module too.
import './sq-form.js';
import { Newsletter } from '../react/Newsletter/Newsletter.js';
import type { FormDefinitionInput } from '../shared/forms/fields.js';
import { styles } from './sq-newsletter.styles.js';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- named by the @fires tags the manifest analyzer reads
import type { FormErrorDetail, FormSuccessDetail, NewsletterSubscribeDetail } from '../shared/events/index.js';

/**
 * A newsletter block: an `<sq-form>` (same definition, attributes, messages and calls) that fires
 * `sq-newsletter-subscribe` after a saved sign-up. Its fields sit in a row, stacked when the
 * element is narrower than 320 px.
 *
 * @summary Newsletter sign-up form.
 * @fires {CustomEvent<NewsletterSubscribeDetail>} sq-newsletter-subscribe - The sign-up was saved.
 * @fires {CustomEvent<FormSuccessDetail>} sq-form-success - The sign-up was saved.
 * @fires {CustomEvent<FormErrorDetail>} sq-form-error - Validation or the submission failed.
 * @slot - Shown instead of the form when its definition is missing or malformed.
 * @csspart newsletter - The block; also `newsletter-small` under 320 px.
 * @csspart form - The form element (and every other part of `<sq-form>`).
 * @csspart submit - The submit button.
 * @cssprop --sq-form-error-color - Colour of error messages and invalid borders.
 * @cssprop --sq-form-accent - Background of the submit button.
 * @cssprop --sq-form-accent-color - Text colour of the submit button.
 */
export class SqNewsletter extends element({
  view: Newsletter,
  styles,
  observeLightDom: true,
  props: {
    /** The form definition as JSON, as for `<sq-form>`. */
    definition: prop.json<FormDefinitionInput>(),
    /** The form's id, sent as formId; also finds the definition in the site context. */
    formId: prop.string(),
    /** The collection the block is on, sent as collectionId. */
    collectionId: prop.string(),
    /** The name of the block, sent as objectName. */
    objectName: prop.string(),
    /** The block is in an overlay (popup), sent as isOverlayForm. */
    overlay: prop.boolean(),
    /** The API base URL for this block's calls. */
    apiBase: prop.string(),
    /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
    captchaSiteKey: prop.string(),
    /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
    captchaSrc: prop.string(),
  },
}) {}

defineElement('sq-newsletter', SqNewsletter);
