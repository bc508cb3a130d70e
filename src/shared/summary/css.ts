/**
 * A summary's layout: the rules dist/sq-elements.css gives its light-DOM list (the server's pages)
 * in each design, the same before and after the element upgrades, so nothing moves when it does.
 * The carousel's position is `--_sq-index`, which the element sets.
 */
import { CAROUSEL_THREE_PER_ROW_BELOW_PX, CAROUSEL_TWO_PER_ROW_BELOW_PX } from '../constants/limits.js';

/** The gap between cards and above the controls, in px. */
export const SUMMARY_GAP_PX = 24;

const NOT_OTHER = ':not([design="wall" i]):not([design="list" i]):not([design="carousel" i])';
/** Each design's host selector (an unknown design is drawn as grid, the default). */
export const SUMMARY_DESIGN_SELECTORS = {
  grid: NOT_OTHER,
  wall: '[design="wall" i]',
  list: '[design="list" i]',
  carousel: '[design="carousel" i]',
} as const;

/** The layout rules. `host(selector)` names the element with an attribute selector added. */
export function summaryLayoutCss(host: (selector?: string) => string = (selector = '') => `sq-summary${selector}`): string {
  const d = SUMMARY_DESIGN_SELECTORS;
  const list = (design: string) => `${host(design)} .summary-items`;
  const item = (design: string) => `${list(design)}>.summary-item`;
  const gap = `${SUMMARY_GAP_PX}px`;
  return `
${host()}{display:block;container-type:inline-size;--_sq-cols:3}
@container (width < ${CAROUSEL_THREE_PER_ROW_BELOW_PX}px){${host()} .summary-items{--_sq-cols:2}}
@container (width < ${CAROUSEL_TWO_PER_ROW_BELOW_PX}px){${host()} .summary-items{--_sq-cols:1}}
${host()} .summary-items{margin:0;padding:0;list-style:none;box-sizing:border-box}
${host()} .summary-item{box-sizing:border-box;margin:0;min-width:0;display:flex;flex-direction:column;gap:8px;padding:var(--sq-summary-card-padding,0);background:var(--sq-summary-card-background,transparent);border:var(--sq-summary-card-border,0 solid);border-radius:var(--sq-summary-card-radius,0)}
${host()} .summary-thumbnail{display:block;width:100%;height:auto;object-fit:cover;border-radius:var(--sq-summary-image-radius,4px);margin:0}
${host('[image-aspect-ratio]:not([image-aspect-ratio="auto" i])')} .summary-thumbnail{aspect-ratio:100/var(--_sq-ratio)}
${host()} .summary-title{margin:0;font:inherit;font-size:1.125rem;line-height:1.35;font-weight:700;letter-spacing:normal}
${host()} .summary-title a{color:var(--sq-summary-title-color,inherit);text-decoration:none}
${host()} .summary-title a:hover{text-decoration:underline}
${host()} .summary-date,${host()} .summary-excerpt,${host()} .summary-comments{margin:0;font:inherit;line-height:1.5}
${host()} .summary-date{color:var(--sq-summary-muted-color,#595959);font-size:0.9rem}
${list(d.grid)}{display:grid;grid-template-columns:repeat(var(--_sq-cols),minmax(0,1fr));gap:${gap}}
${list(d.wall)}{columns:var(--_sq-cols);column-gap:${gap}}
${item(d.wall)}{break-inside:avoid;margin-bottom:${gap}}
${list(d.list)}{display:flex;flex-direction:column;gap:${gap}}
${item(d.list)}{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,2fr);grid-auto-rows:min-content;column-gap:${gap};row-gap:8px}
${item(d.list)}>*{grid-column:2}
${item(d.list)}>.summary-thumbnail{grid-column:1;grid-row:1/span 5}
@container (width < ${CAROUSEL_TWO_PER_ROW_BELOW_PX}px){${item(d.list)}{grid-template-columns:minmax(0,1fr)}${item(d.list)}>*{grid-column:1}${item(d.list)}>.summary-thumbnail{grid-row:auto}}
${list(d.carousel)}{display:flex;gap:${gap}}
${item(d.carousel)}{flex:0 0 calc((100% - (var(--_sq-cols) - 1) * ${gap}) / var(--_sq-cols))}
${list(d.carousel)}{transform:translateX(calc(var(--_sq-index,0) * -1 * (100% + ${gap}) / var(--_sq-cols)));transition:transform 300ms ease}
@media (prefers-reduced-motion:reduce){${list(d.carousel)}{transition:none}}
`;
}
