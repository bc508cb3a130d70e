import type { ConsentChangeDetail } from './consent-change.js';

export * from './consent-change.js';
export * from './cookie-banner.js';
export * from './login-required.js';

/** Every `sq-*` event an element dispatches from its host, with its detail type. */
export interface SqElementEventMap {
  'sq-consent-change': ConsentChangeDetail;
}

export type SqEventName = keyof SqElementEventMap;
export type SqEventDetail<K extends SqEventName> = SqElementEventMap[K];
