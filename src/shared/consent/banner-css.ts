/**
 * The cookie banner's look, written once: the element's shadow styles use it with `:host`, and the
 * page's pre-upgrade stylesheet (dist/sq-elements.css) with `sq-cookie-banner`, for the banner the
 * server draws into the page's light DOM. The two look the same, so the upgrade changes nothing.
 */
import { color, duration, fontSize, radius, space, zIndexBase } from '../theme/css.js';

/**
 * `host` is the selector of the element itself; `s` prefixes every inner selector ('' in the
 * shadow root, 'sq-cookie-banner ' in the page). The served markup is never forced nor moved into
 * the announcement bar (the element draws those itself), so `served` leaves their rules out; and it
 * is part of the page from its first paint, so it does not slide in: nothing on the page moves.
 */
export function cookieBannerCss(host: string, s: string, { served = false }: { served?: boolean } = {}): string {
  return /* css */ `
${host} {
  display: contents;
  --_fg: var(--sq-cookie-banner-color, #fff);
  --_bg: var(--sq-cookie-banner-background, ${color('gray', 900)});
  --_accent: var(--sq-cookie-banner-accent, #fff);
  --_accent-fg: var(--sq-cookie-banner-accent-color, #1f2023);
}
${s}.banner {
  box-sizing: border-box;
  position: fixed;
  z-index: ${zIndexBase};
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  color: var(--_fg);
  background: var(--_bg);
  font: inherit;
  font-size: var(--sq-cookie-banner-font-size, ${fontSize(5)});
  line-height: 1.5;
  box-shadow: 0 2px 16px rgb(0 0 0 / 0.2);
  ${served ? '' : `animation: sq-enter ${duration(300)} ease-out;`}
}
${s}.banner:focus { outline: none; }
${s}.light {
  --_fg: var(--sq-cookie-banner-color, ${color('gray', 900)});
  --_bg: var(--sq-cookie-banner-background, #fff);
  --_accent: var(--sq-cookie-banner-accent, ${color('gray', 900)});
  --_accent-fg: var(--sq-cookie-banner-accent-color, #fff);
}
${s}.bar { left: 0; right: 0; }
${s}.bar.top { top: 0; }
/* Above what the window keeps clear at its bottom (the back end's exit button in a fullscreen preview). */
${s}.bar.bottom { bottom: var(--sq-viewport-inset-bottom, 0px); }
${served ? '' : `${s}.bar.placed { position: relative; z-index: auto; box-shadow: none; }`}
${s}.popup {
  flex-direction: column;
  align-items: stretch;
  width: calc(100vw - 2 * ${space(3)});
  max-width: var(--sq-cookie-banner-max-width, 360px);
  margin: ${space(3)};
  border-radius: ${radius(2)};
}
${s}.popup.top-left { top: 0; left: 0; }
${s}.popup.top-right { top: 0; right: 0; }
${s}.popup.bottom-left { bottom: var(--sq-viewport-inset-bottom, 0px); left: 0; }
${s}.popup.bottom-right { bottom: var(--sq-viewport-inset-bottom, 0px); right: 0; }
${s}.text { flex: 1; min-width: 0; }
${s}.text p { margin: 0; }
${s}.text p + p { margin-top: 0.5em; }
${s}.text a { color: inherit; text-decoration: underline; }
${s}.actions { display: flex; align-items: center; gap: ${space(1)} ${space(2)}; flex-wrap: wrap; justify-content: flex-end; margin: 0; }
${s}button {
  font: inherit;
  color: inherit;
  cursor: pointer;
  min-height: 44px;
  min-width: 44px;
  margin: 0;
  padding: ${space(1)} ${space(3)};
  border-radius: ${radius(1)};
  border: 1px solid transparent;
  background: none;
}
${s}button:focus-visible, ${s}a:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
${s}.cta-text button { text-decoration: underline; text-underline-offset: 3px; padding-inline: ${space(1)}; }
${s}.cta-button .accept { background: var(--_accent); color: var(--_accent-fg); }
${s}.cta-button .decline { border-color: currentColor; }
${s}.cta-icon .accept { display: inline-grid; place-items: center; padding: 0; border-radius: 50%; }
${s}.cta-icon .decline { text-decoration: underline; text-underline-offset: 3px; }
${served ? '' : `${s}.backdrop { position: fixed; inset: 0; z-index: ${zIndexBase}; background: rgb(0 0 0 / 0.4); }`}
${served ? '' : entrance(s)}
@media (max-width: 432px) {
  ${s}.bar { flex-direction: column; align-items: stretch; }
}
@media (forced-colors: active) {
  ${s}.banner { border: 1px solid CanvasText; }
}
`;
}

/** The banner's entrance when the element draws it: it slides in, unless motion is reduced. */
function entrance(s: string): string {
  return /* css */ `
@keyframes sq-enter {
  from { opacity: 0; transform: translateY(var(--_enter-offset, 8px)); }
}
${s}.top { --_enter-offset: -8px; }
@media (prefers-reduced-motion: reduce) {
  ${s}.banner { animation: none; }
}`;
}
