import { SCALED_TEXT_CSS } from '../shared/text/css.js';

export const styles = SCALED_TEXT_CSS.host;
