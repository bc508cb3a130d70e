/**
 * The suggestion Down (`step` 1) or Up (-1) moves to in a list of `count`, from `current` (-1:
 * none yet): Down from none is the first, Up from none the last, and both wrap around (APG combobox).
 */
export function nextSuggestion(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
