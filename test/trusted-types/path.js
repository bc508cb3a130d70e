/** Where web-test-runner serves the page with the recommended Content-Security-Policy (page.mjs). */
export const TRUSTED_TYPES_PAGE = '/__trusted-types/page.html';
