/** `@open-wc/testing` as the unit tests that run in Node see it: chai's `expect`, the one name they use. */
export { expect } from '@esm-bundle/chai/esm/chai.js';
