import { imageLayoutCss } from '../shared/image/layout-css.js';

export const styles = imageLayoutCss({
  host: (condition = '') => (condition ? `:host(${condition})` : ':host'),
  child: (host, selector) => `${host} ::slotted(${selector})`,
  before: (host) => `${host}::before`,
});
