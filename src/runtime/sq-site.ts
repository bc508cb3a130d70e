/**
 * `<sq-site>` with the page runtime it runs: the build's `elements/sq-site.js` entry. The element
 * and its view sit below the runtime, so the runtime is handed to them here; React runs the view's
 * start effect after this module has finished evaluating.
 */
import { provideSiteRuntime } from '../shared/site/site-runtime.js';
import { startSite } from './start-site.js';

provideSiteRuntime(startSite);

export * from '../elements/sq-site.js';
