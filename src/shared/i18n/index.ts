/** String tables and formatting. */
export * from './format.js';
export * from './tables.js';
export { strings, type EnglishStrings, type StringKey } from './strings.en.js';
