/**
 * A chunk imported on demand, once (chunk loading times out after 120 seconds with a load
 * error): every caller shares the one load; a load that fails or times out is forgotten, so the
 * next call tries again.
 *
 * A browser keeps a module that failed to load under its address and fails every later import of
 * that address at once, without asking the network. So a retry imports the chunk under a fresh
 * address: the one the build wrote into `load` (`import("../chunks/x-hash.js")`), resolved against
 * `base` (the importing module's `import.meta.url`), with a query. Where the build left no such
 * address in `load`, a retry calls `load` again.
 */
export function lazyChunk<T>(load: () => Promise<T>, base: string, timeoutMs: number): () => Promise<T> {
  let loading: Promise<T> | undefined;
  let failures = 0;
  return () =>
    (loading ??= new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${timeoutMs} ms`)), timeoutMs);
      const again = failures ? retryAddress(load, base, failures) : undefined;
      (again ? (import(/* @vite-ignore */ /* webpackIgnore: true */ again) as Promise<T>) : load())
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    }).catch((error: unknown) => {
      loading = undefined;
      failures += 1;
      throw error;
    }));
}

/** The address to import a chunk again after `attempt` failures: the one in `load`'s source, with a query; undefined where there is none. */
export function retryAddress(load: () => unknown, base: string, attempt: number): string | undefined {
  const specifier = /\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(load))?.[1];
  return specifier && `${new URL(specifier, base).href}?retry=${attempt}`;
}
