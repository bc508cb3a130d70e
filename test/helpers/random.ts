/**
 * The fuzzers' seeded random numbers (mulberry32: small, fast and the same in every browser and in
 * Node), and the seed and case count they run with: SQ_FUZZ_SEED and SQ_FUZZ_CASES in the
 * environment (`npm run fuzz`), else each fuzzer's own defaults, the bounded run of `npm test`.
 */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof random>;

/** A whole number from the environment's text, or the default when it is unset or not one. */
export function fuzzSetting(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}
