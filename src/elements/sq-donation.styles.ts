import { color, radius } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: inline-block; }
.button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box;
  padding: 0.75em 1.5em; font: inherit; text-decoration: none; border-radius: ${radius(1)};
  color: var(--sq-donation-color, #fff); background: var(--sq-donation-background, ${color('gray', 900)});
}
.button:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
