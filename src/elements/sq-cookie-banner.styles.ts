import { cookieBannerCss } from '../shared/consent/banner-css.js';
export const styles = cookieBannerCss(':host', '');
