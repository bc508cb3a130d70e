import { useEffect, useState } from 'react';

/**
 * The value as it was once it stopped changing for `ms`: the first value at once, and a burst of
 * changes (an editor typing into the block's settings) as one update when the burst ends.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return undefined;
    const timer = setTimeout(() => setSettled(() => value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
