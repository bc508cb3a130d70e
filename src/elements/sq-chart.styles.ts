import { MOBILE_BREAKPOINT_MAX_PX } from '../shared/constants/limits.js';
import { CHART_FONT_PX } from '../shared/chart/geometry.js';
import { SERIES_COLOURS } from '../shared/chart/colours.js';
import { CHART_ASPECT_RATIO, CHART_NARROW_ASPECT_RATIO, CHART_PIE_ASPECT_RATIO } from '../shared/layout/sizes.js';
import { color, fontSize, radius, space } from '../shared/theme/css.js';

export const styles = /* css */ `
:host { display: block; position: relative; }
.chart { display: flex; flex-direction: column; gap: ${space(1)}; aspect-ratio: ${CHART_ASPECT_RATIO}; }
.chart-pie { aspect-ratio: ${CHART_PIE_ASPECT_RATIO}; }
@media (max-width: ${MOBILE_BREAKPOINT_MAX_PX}px) { .chart, .chart-pie { aspect-ratio: ${CHART_NARROW_ASPECT_RATIO}; } }
.title { margin: 0; font-weight: 600; line-height: 1.4; }
.plot { position: relative; flex: 1; min-height: 0; }
svg { position: absolute; inset: 0; display: block; overflow: visible; }
text { font-size: ${CHART_FONT_PX}px; fill: currentColor; font-variant-numeric: tabular-nums; }
.grid { stroke: currentColor; stroke-opacity: 0.15; }
.axis { stroke: currentColor; stroke-opacity: 0.6; }
.bar, .slice { fill: currentColor; }
.slice { stroke: var(--sq-chart-gap-color, #fff); stroke-width: 2; stroke-linejoin: round; }
.line { fill: none; stroke: currentColor; stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; }
.point { fill: currentColor; stroke: var(--sq-chart-gap-color, #fff); stroke-width: 1.5; }
.ring { fill: none; stroke: currentColor; stroke-width: 2; pointer-events: none; }
.plot:focus { outline: none; }
.plot:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
.tip { position: absolute; inset: 0; pointer-events: none; }
.tip span {
  position: absolute; translate: -50% calc(-100% - ${space(1)}); padding: 2px ${space(1)}; border-radius: ${radius(1)}; white-space: nowrap;
  font-size: ${fontSize(4)}; color: var(--sq-chart-tooltip-color, #fff); background: var(--sq-chart-tooltip-background, ${color('gray', 900)});
}
.legend { display: flex; flex-wrap: wrap; justify-content: center; gap: ${space(1)} ${space(3)}; margin: 0; padding: 0; list-style: none; font-size: ${fontSize(4)}; line-height: 1.4; }
.legend li { display: flex; align-items: center; gap: 0.4em; }
.swatch { width: 0.8em; height: 0.8em; border-radius: ${radius(1)}; background: currentColor; }
${SERIES_COLOURS.map(([name, step], index) => `.series-${index} { color: var(--sq-chart-color-${index + 1}, ${color(name, step)}); }`).join('\n')}
/* The table: still read by assistive technology, out of sight while the chart shows. */
.table { position: absolute; top: 0; left: 0; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
