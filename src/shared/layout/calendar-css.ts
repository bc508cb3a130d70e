/**
 * The calendar's and events list's look, in sq-elements.css: both are light DOM, drawn the same
 * before and after the upgrade (nothing moves), and without scripts (the month buttons keep their
 * room but are hidden, as they need scripts).
 */
import { TOUCH_TARGET_PX } from './sizes.js';
import { color, radius, space } from '../theme/css.js';

const FOCUS_RING = 'outline:3px solid var(--sq-focus-color,#fd0);outline-offset:-3px';
const TITLE_PX = TOUCH_TARGET_PX;

export const CALENDAR_CSS = [
  `sq-calendar,sq-events{display:block}`,
  `sq-calendar{position:relative;margin-bottom:${space(5)}}`,
  `.sq-calendar-nav{position:absolute;top:0;inset-inline-end:0;display:flex;gap:${space(1)}}`,
  `.sq-calendar-nav button{box-sizing:border-box;width:${TOUCH_TARGET_PX}px;height:${TOUCH_TARGET_PX}px;padding:0;border:1px solid ${color('gray', 300)};border-radius:${radius(1)};background:none;color:inherit;font:inherit;font-size:1.5em;line-height:1;cursor:pointer}`,
  `.sq-calendar-nav button:focus-visible{outline:3px solid var(--sq-focus-color,#fd0);outline-offset:2px}`,
  `@media (scripting:none){.sq-calendar-nav{visibility:hidden}}`,
  `.sq-calendar-status{position:absolute;width:1px;height:1px;margin:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`,
  `.sq-calendar-grid{width:100%;table-layout:fixed;border-collapse:collapse}`,
  `.sq-calendar-title{box-sizing:border-box;height:${TITLE_PX}px;line-height:${TITLE_PX}px;padding-inline-end:${TOUCH_TARGET_PX * 2 + 16}px;margin-bottom:${space(2)};text-align:start;font-weight:600;font-size:1.25em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
  `.sq-calendar-grid th{padding:${space(1)} 0;font-size:.8em;font-weight:600;text-align:center}`,
  `.sq-calendar-grid td{box-sizing:border-box;height:6.5em;padding:${space(1)};vertical-align:top;border:1px solid ${color('gray', 200)};background:#fff;overflow:hidden}`,
  `.sq-calendar-grid td:focus-visible{${FOCUS_RING}}`,
  `.sq-calendar-grid td.sq-calendar-outside{color:${color('gray', 600)};background:${color('gray', 100)}}`,
  `.sq-calendar-day{display:inline-block;min-width:1.9em;line-height:1.9em;border-radius:999px;text-align:center;font-size:.9em}`,
  `.sq-calendar-has-events .sq-calendar-day{font-weight:700}`,
  `td[aria-current=date] .sq-calendar-day{background:var(--sq-calendar-today-background,${color('gray', 900)});color:#fff}`,
  `.sq-calendar-events{margin:2px 0 0;padding:0;list-style:none;font-size:.75em;line-height:1.35}`,
  `.sq-calendar-events li{margin-top:2px;padding:1px 4px;border-radius:${radius(1)};background:${color('green', 100)};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
  `.sq-calendar-events :is(a,span){color:var(--sq-calendar-event-color,${color('green', 900)})}`,
  // On a phone a day shows its number and a dot; the titles stay for assistive technology.
  `@media (max-width:600px){.sq-calendar-grid td{height:3.25em;padding:2px;text-align:center}.sq-calendar-events{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}.sq-calendar-has-events .sq-calendar-day{box-shadow:inset 0 -3px 0 var(--sq-calendar-event-color,${color('green', 700)})}}`,
  `.sq-events-list{display:grid;gap:${space(4)};margin:0;padding:0;list-style:none}`,
  `.sq-event{padding-top:${space(4)};border-top:1px solid ${color('gray', 200)}}`,
  `.sq-event-title{margin:0 0 ${space(1)};font-size:1.25em}`,
  `.sq-event :is(.sq-event-when,.sq-event-location,.sq-event-description){margin:0 0 ${space(1)}}`,
  `.sq-event-when{font-weight:600}`,
  `.sq-event-location{color:${color('gray', 700)}}`,
  `.sq-event-links{display:flex;flex-wrap:wrap;gap:${space(2)} ${space(4)};margin:${space(2)} 0 0}`,
  `.sq-event:target{outline:3px solid var(--sq-focus-color,#fd0);outline-offset:${space(1)}}`,
  `sq-tour-dates{display:block}`,
  `.sq-tour-dates-list{margin:0;padding:0;list-style:none}`,
  `.sq-tour-date{display:grid;grid-template-columns:11em 1fr auto;gap:${space(1)} ${space(3)};align-items:center;min-height:${TOUCH_TARGET_PX}px;padding:${space(2)} 0;border-top:1px solid ${color('gray', 200)}}`,
  `.sq-tour-day{font-weight:600}`,
  `.sq-tour-tickets{display:inline-flex;align-items:center;min-height:${TOUCH_TARGET_PX}px;padding:0 ${space(3)};border:1px solid currentColor;border-radius:${radius(1)}}`,
  `.sq-tour-sold-out{font-weight:600;color:${color('red', 800)}}`,
  `.sq-tour-date[data-past] .sq-tour-day{text-decoration:line-through}`,
  `@media (max-width:600px){.sq-tour-date{grid-template-columns:1fr auto}.sq-tour-place{grid-column:1}}`,
];
