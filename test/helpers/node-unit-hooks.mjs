/** Module hooks for the unit tests that run in Node: `@open-wc/testing` is chai's `expect` alone (node-testing.mjs). */
const testing = new URL('./node-testing.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@open-wc/testing') return { url: testing, shortCircuit: true };
  return nextResolve(specifier, context);
}
