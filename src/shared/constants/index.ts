/** Enumerations, limits, timings and money constants of the spec; framework-free. */
export * from './enums.js';
export * from './cookie-banner.js';
export * from './limits.js';
export * from './timings.js';
export * from './money.js';
