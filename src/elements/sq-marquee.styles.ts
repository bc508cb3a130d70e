import { MARQUEE_CONTROL_PX, MARQUEE_GAP, MARQUEE_ROW_GAP } from '../shared/layout/sizes.js';

const gap = `var(--sq-marquee-gap, ${MARQUEE_GAP})`;

// The content (.group) and each copy after it: one row, items centred, the same gap after the last
// item as between items, so the copies join up. Still (reduced motion, or too narrow to move), the
// content wraps, all of it in view. The control sits over the row's end.
export const styles = /* css */ `
:host{display:block;position:relative}
.viewport{overflow:hidden}
.track{display:flex;width:max-content}
.group,::slotted([data-sq-marquee-copy]){display:flex;flex:none;align-items:center;gap:${gap};padding-inline-end:${gap}}
.viewport:not(.moving) .track{display:block;width:auto}
.viewport:not(.moving) .group{flex-wrap:wrap;padding:0;row-gap:${MARQUEE_ROW_GAP}}
.control{position:absolute;inset-inline-end:0;top:50%;transform:translateY(-50%);display:grid;place-items:center;width:${MARQUEE_CONTROL_PX}px;height:${MARQUEE_CONTROL_PX}px;padding:0;border:0;border-radius:50%;color:var(--sq-marquee-control-color,#fff);background:var(--sq-marquee-control-background,#000b)}
.control:focus-visible{outline:3px solid var(--sq-focus-color,#fd0);outline-offset:2px}
`;
