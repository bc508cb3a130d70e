import { buttonLayoutCss } from '../shared/button/button-css.js';

// The link is light DOM, styled with the page; the same alignment and size rules are in sq-elements.css for before the upgrade.
export const styles = /* css */ `:host { display: block; }
${buttonLayoutCss((attribute) => `:host(${attribute})`, ' ::slotted(*)').join('\n')}`;
