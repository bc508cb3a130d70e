/** React renders a moment after the element upgrades; until then an empty shadow root means "not yet", not "hidden". */
const FIRST_RENDER_GRACE_MS = 100;

/**
 * What the live banner is showing, read from its public parts: `banner` present means shown,
 * `backdrop` present means forced. Calls `listener(state)` with 'hidden' | 'shown' | 'forced' on every change.
 */
export async function watchBanner(element, listener) {
  await customElements.whenDefined(element.localName);
  const root = element.shadowRoot;
  let last;
  const check = () => {
    const state = root.querySelector('[part~="backdrop"]') ? 'forced' : root.querySelector('[part~="banner"]') ? 'shown' : 'hidden';
    if (state !== last) listener((last = state));
  };
  const grace = setTimeout(check, FIRST_RENDER_GRACE_MS);
  new MutationObserver(() => {
    clearTimeout(grace);
    check();
  }).observe(root, { childList: true, subtree: true });
  if (root.querySelector('[part]')) check();
}
