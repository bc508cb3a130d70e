/**
 * Where the items new to the visitor start once the server's longer list replaces the one shown:
 * just after the last item of the answer that was shown before (an item published meanwhile shows
 * above it, in its place, but the visitor asked for what comes next), or at the start when none
 * of the answer was shown. Undefined when nothing follows. Items are named by their ids; an item
 * without one is never taken as shown.
 */
export function firstNewIndex(shown: Iterable<string | null>, answer: readonly (string | null)[]): number | undefined {
  const before = new Set(shown);
  before.delete(null);
  let last = -1;
  answer.forEach((id, index) => {
    if (id !== null && before.has(id)) last = index;
  });
  return last + 1 < answer.length ? last + 1 : undefined;
}
