/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Form } from '../react/Form/Form.js';
import type { FormDefinitionInput } from '../shared/forms/fields.js';
import { styles } from './sq-form.styles.js';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- named by the @fires tags the manifest analyzer reads
import type { FormErrorDetail, FormSuccessDetail, NewsletterSubscribeDetail } from '../shared/events/index.js';

/**
 * A form-builder form. Its definition comes from the `definition` property or attribute, a
 * `<script type="application/json">` child, or the website context (`$site`, from the page or `<sq-site>`) by
 * `form-id`: `{ fields, submitButtonText, postSubmitMessage, postSubmitHtml, successRedirect,
 * captcha, newsletter, formHandlerFlags }`, each field `{ id, type, title, … }` with the editable
 * properties of its type (a textarea's `maxLength` gives it a counter and the character-limit
 * check, whatever `formHandlerFlags` says). Validates on submit, submits through FormSubmissionKey
 * and SaveFormSubmission, and shows the error messages. The post-submit message is drawn as safe rich
 * text (paragraphs, emphasis, links; its scripts dropped). The post-submit HTML is the site owner's
 * own markup, shown as written with its scripts run, through the one Trusted Types policy
 * `sq-owner-html`; the page's Content-Security-Policy still decides which of them may run. A
 * malformed or missing definition logs 'Could not render form' and shows the element's light-DOM
 * content, or a short notice.
 *
 * @summary A form from its definition: fields, validation, submission and errors.
 * @fires {CustomEvent<FormSuccessDetail>} sq-form-success - The submission was saved; detail: the values sent.
 * @fires {CustomEvent<FormErrorDetail>} sq-form-error - Validation or the submission failed; detail: the messages shown.
 * @fires {CustomEvent<NewsletterSubscribeDetail>} sq-newsletter-subscribe - A newsletter form's submission was saved.
 * @slot - Shown instead of the form when its definition is missing or malformed.
 * @csspart form - The form element; has the class `submitting` while locked.
 * @csspart fields - The box of fields, gone after success.
 * @csspart field - One field; also `field-invalid` when it has an error.
 * @csspart label - A field's title (label or legend).
 * @csspart part-label - The label of a sub-input (First Name, Area code, City …).
 * @csspart description - A field's description.
 * @csspart field-error - The message above a field's title.
 * @csspart input - A text input, textarea or select.
 * @csspart choice - A radio button or checkbox.
 * @csspart counter - A textarea's 'count / max' counter; also `counter-over` past the limit.
 * @csspart section - A section item.
 * @csspart submit - The submit button.
 * @csspart error-summary - The summary above the form that takes focus after a failure.
 * @csspart error-message - The error message in the summary.
 * @csspart error-below - The 'scroll up to review' message below the form.
 * @csspart post-submit - The post-submit message shown after success.
 * @csspart fallback - The notice shown when the form cannot be rendered.
 * @csspart captcha - The captcha container (a form with `captcha: true`).
 * @csspart suggestions - The list of address suggestions under an address field's Address 1.
 * @csspart suggestion - One address suggestion; also `suggestion-active` for the one Down and Up have reached.
 * @cssprop --sq-form-error-color - Colour of error messages and invalid borders.
 * @cssprop --sq-form-accent - Background of the submit button.
 * @cssprop --sq-form-accent-color - Text colour of the submit button.
 * @cssprop --sq-form-suggestions-background - Background of the address suggestions list.
 */
export class SqForm extends element({
  view: Form,
  styles,
  observeLightDom: true,
  props: {
    /** The form definition as JSON: `{ fields, submitButtonText, postSubmitMessage, postSubmitHtml, successRedirect, captcha, newsletter, formHandlerFlags }`. */
    definition: prop.json<FormDefinitionInput>(),
    /** The form's id, sent as formId; also finds the definition in the site context. */
    formId: prop.string(),
    /** The collection the form is on, sent as collectionId. */
    collectionId: prop.string(),
    /** The name of the block or object holding the form, sent as objectName. */
    objectName: prop.string(),
    /** The form is in an overlay (popup), sent as isOverlayForm. */
    overlay: prop.boolean(),
    /** The API base URL for this form's calls, so a third-party page can embed one site's form. */
    apiBase: prop.string(),
    /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
    captchaSiteKey: prop.string(),
    /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
    captchaSrc: prop.string(),
  },
}) {}

defineElement('sq-form', SqForm);
