/**
 * Module hooks for the Node suites: an import of the server's or the shared runtime's sources
 * (`server/**`, `src/shared/**`) loads the compiled file in `server/dist/` instead, so the tests
 * run the JavaScript that `npm start` runs, and nothing is transpiled while they run.
 */
const root = new URL('../../', import.meta.url);
const dist = new URL('server/dist/', root);
const compiled = [new URL('server/', root), new URL('src/shared/', root)];

export async function resolve(specifier, context, nextResolve) {
  if ((specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('file:')) && context.parentURL) {
    const url = new URL(specifier, context.parentURL);
    if (!url.href.startsWith(dist.href) && compiled.some((folder) => url.href.startsWith(folder.href))) {
      const relative = url.href.slice(root.href.length).replace(/\.tsx?$/, '.js');
      return nextResolve(new URL(relative, dist).href, context);
    }
  }
  return nextResolve(specifier, context);
}
