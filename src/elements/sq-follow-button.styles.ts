import { FOLLOW_ICON_INSET } from '../shared/layout/sizes.js';
export const styles = /* css */ `
:host { display: inline-block; position: relative; vertical-align: middle; }
/* Over the room sq-elements.css keeps at the start of the link, and clicks go through to the link. */
.icon {
  position: absolute; inset-inline-start: ${FOLLOW_ICON_INSET}; top: 50%; transform: translateY(-50%);
  width: var(--sq-follow-icon-size, 1.25em); height: var(--sq-follow-icon-size, 1.25em);
  fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; pointer-events: none;
}
`;
