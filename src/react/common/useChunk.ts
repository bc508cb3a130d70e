import { useEffect, useState } from 'react';

/**
 * A chunk the view draws once it has arrived: undefined until then. `load` is a `lazyChunk`, so the
 * chunk is fetched once for every element and a load that has not arrived after two minutes fails
 * with a load error; that error is thrown in the render, so the element's boundary logs it and
 * shows its fallback content.
 */
export function useChunk<T>(load: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ chunk?: T; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    load().then(
      (chunk) => live && setState({ chunk }),
      (error: unknown) => live && setState({ error: error ?? new Error('the chunk could not load') }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (state.error !== undefined) throw state.error;
  return state.chunk;
}
