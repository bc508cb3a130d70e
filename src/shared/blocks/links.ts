/** Links and image sources in block markup: through the runtime's URL check, never as given (see url/site-content.ts). */
export { imageSrc, siteHref } from '../url/site-content.js';
