/**
 * What the loader needs to load a tag's module as every other chunk a visitor waits for is loaded:
 * the one on-demand chunk helper and its two-minute time-out. Where a bundler resolves the imports
 * these are re-exports. The CDN build writes both into the loader itself (rollup.config.mjs), so the
 * loader imports no file and the tags' modules stay the first thing it fetches.
 */
export { lazyChunk } from './shared/dom/load-chunk.js';
export { CHUNK_LOAD_TIMEOUT_MS } from './shared/constants/timings.js';
