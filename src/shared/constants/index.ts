/** The runtime's enumerations, limits, timings and money constants; framework-free. */
export * from './enums.js';
export * from './cookie-banner.js';
export * from './limits.js';
export * from './timings.js';
export * from './money.js';
