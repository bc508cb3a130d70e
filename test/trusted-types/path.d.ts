/** Where web-test-runner serves the page with the recommended Content-Security-Policy (page.mjs). */
export declare const TRUSTED_TYPES_PAGE: string;
