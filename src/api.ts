/**
 * `sq-elements/api`: what a page or an app can use besides the tags. The stores every element
 * reads (nanostores: subscribe with `.subscribe`, or `useStore` in React), the actions that change
 * them, the dialogs as promises, the HTTP client's configuration, analytics, feature toggles, and
 * the types of every `sq-*` event's detail. The elements import the same modules, so a page that
 * loads both shares one copy of each store.
 */
export { $site, setSiteContext, loadSiteContextFromPage } from './shared/site/store.js';
export type { WebsiteContext } from './shared/site/context.js';
export { $consent, $cookieBannerSignals, type Consent, type CookieBannerSignals } from './shared/consent/store.js';
export { chooseConsent, clearTrackingCookies } from './shared/consent/actions.js';
export { $cart, $cartStatus, loadCart, addToCart, updateQuantity, removeEntry, type AddToCartInput } from './shared/commerce/store.js';
export type { ShoppingCart } from './shared/commerce/cart.js';
export { $experiments, setExperiments, featureEnabled, featureSegment } from './shared/analytics/store.js';
export type { ExperimentConfiguration } from './shared/analytics/toggles.js';
export { trackEvent, recordMediaEvent, traceLog } from './shared/analytics/events.js';
export { configureApi, type ApiConfig } from './shared/api/config.js';
export { confirm, alert, inform, type DialogOptions } from './runtime/dialogs.js';
export type * from './shared/events/index.js';
