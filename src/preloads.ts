/**
 * For each tag, the files its module imports statically, as paths from the loader, so that the
 * loader can fetch them alongside the module instead of after it. The CDN build writes them in from
 * rollup's chunk graph (rollup.config.mjs, which also writes them to dist/preloads.json for the
 * server); where a bundler resolves the imports, there are none.
 */
export const preloads: Readonly<Record<string, readonly string[]>> = {};
