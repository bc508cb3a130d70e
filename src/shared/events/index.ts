import type { ConsentChangeDetail } from './consent-change.js';
import type { DialogHideDetail } from './dialog-hide.js';
import type { FormErrorDetail } from './form-error.js';
import type { FormSuccessDetail } from './form-success.js';
import type { LightboxCloseDetail } from './lightbox-close.js';
import type { LightboxOpenDetail } from './lightbox-open.js';
import type { NewsletterSubscribeDetail } from './newsletter-subscribe.js';
import type { PricingChangeDetail } from './pricing-change.js';
import type { ReachedBeginningDetail } from './reached-beginning.js';
import type { ReachedEndDetail } from './reached-end.js';
import type { SlideChangeDetail } from './slide-change.js';

export * from './back-end-action.js';
export * from './consent-change.js';
export * from './cookie-banner.js';
export * from './dialog-hide.js';
export * from './form-error.js';
export * from './form-success.js';
export * from './lightbox-close.js';
export * from './lightbox-open.js';
export * from './login-required.js';
export * from './newsletter-subscribe.js';
export * from './open-login.js';
export * from './pricing-change.js';
export * from './reached-beginning.js';
export * from './reached-end.js';
export * from './slide-change.js';

/** Every `sq-*` event an element dispatches from its host, with its detail type. */
export interface SqElementEventMap {
  'sq-consent-change': ConsentChangeDetail;
  'sq-slide-change': SlideChangeDetail;
  'sq-reached-end': ReachedEndDetail;
  'sq-reached-beginning': ReachedBeginningDetail;
  'sq-lightbox-open': LightboxOpenDetail;
  'sq-lightbox-close': LightboxCloseDetail;
  'sq-form-success': FormSuccessDetail;
  'sq-form-error': FormErrorDetail;
  'sq-newsletter-subscribe': NewsletterSubscribeDetail;
  'sq-dialog-hide': DialogHideDetail;
  'sq-pricing-change': PricingChangeDetail;
}

export type SqEventName = keyof SqElementEventMap;
export type SqEventDetail<K extends SqEventName> = SqElementEventMap[K];
