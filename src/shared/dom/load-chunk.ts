/**
 * A chunk imported on demand, once (§9: chunk loading times out after 120 seconds with a load
 * error): every caller shares the one load; a load that fails or times out is forgotten, so the
 * next call tries again.
 */
export function lazyChunk<T>(load: () => Promise<T>, timeoutMs: number): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${timeoutMs} ms`)), timeoutMs);
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    }).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
