/**
 * `sq-elements/i18n.js`: register a string table for another language before the elements render.
 * It shares the elements' i18n chunk, so a table registered here is the one they read.
 */
export { registerStrings, unregisterStrings, type StringTable } from './shared/i18n/tables.js';
export { formatText, type MessageValue } from './shared/i18n/format.js';
export type { StringKey } from './shared/i18n/strings.en.js';
