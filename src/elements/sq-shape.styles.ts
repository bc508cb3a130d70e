import { SHAPE_CSS } from '../shared/shape/css.js';

export const styles = `:host{display:block}${SHAPE_CSS('svg')}`;
