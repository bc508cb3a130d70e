/** A linear axis with "nice" ticks: steps of 1, 2, 2.5 or 5 times a power of ten. */

export interface Axis {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The smallest nice step that covers `span` in at most `count` steps. */
export function niceStep(span: number, count: number): number {
  const rough = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  return power * NICE_STEPS.find((step) => step * power >= rough - power * 1e-9)!;
}

/**
 * An axis from the data's smallest to largest value, always including zero (bars and lines are read
 * against it), widened to whole steps; about `count` steps. All-zero data gets the axis 0 to 1.
 */
export function niceAxis(dataMin: number, dataMax: number, count = 6): Axis {
  let low = Math.min(0, dataMin);
  let high = Math.max(0, dataMax);
  if (low === high) high = 1;
  const step = niceStep(high - low, count);
  low = Math.floor(low / step + 1e-9) * step;
  high = Math.ceil(high / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let index = 0, value = low; value <= high + step / 2; index++, value = low + index * step) {
    // Rounded to the step's decimals, so 0.1 + 0.2 reads 0.3.
    ticks.push(Number(value.toFixed(Math.max(0, -Math.floor(Math.log10(step)) + 1))));
  }
  return { min: low, max: high, step, ticks };
}

/** Where `value` falls on a pixel range: `from` at the axis' min, `to` at its max. */
export function scale(axis: Axis, from: number, to: number): (value: number) => number {
  return (value) => from + ((value - axis.min) / (axis.max - axis.min)) * (to - from);
}
