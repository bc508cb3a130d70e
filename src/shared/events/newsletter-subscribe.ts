import type { FormValues } from './form-success.js';

/** Detail of `sq-newsletter-subscribe`, dispatched from a newsletter `<sq-form>` after a saved submission. */
export interface NewsletterSubscribeDetail {
  formId: string;
  values: FormValues;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-newsletter-subscribe': CustomEvent<NewsletterSubscribeDetail>;
  }
}
