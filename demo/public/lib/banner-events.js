/** The cookie banner's public window events (see sq-elements' custom-elements.json). */

export function updateBanner(settings) {
  window.dispatchEvent(new CustomEvent('sq-cookie-banner:update', { detail: settings }));
}

export function forceBanner() {
  window.dispatchEvent(new CustomEvent('sq-cookie-banner:force'));
}

export function unforceBanner() {
  window.dispatchEvent(new CustomEvent('sq-cookie-banner:unforce'));
}

/** Calls `listener(accepted)` for every `sq-consent-change`. */
export function onConsentChange(listener) {
  window.addEventListener('sq-consent-change', (event) => listener(Boolean(event.detail?.accepted)));
}
