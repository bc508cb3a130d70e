import { MAP_ASPECT_RATIO, TOUCH_TARGET_PX } from '../shared/layout/sizes.js';
export const styles = /* css */ `
:host { display: block; }
.map { position: relative; overflow: hidden; aspect-ratio: ${MAP_ASPECT_RATIO}; background: var(--sq-map-background, #e5e5e5); }
::slotted([slot='static']) { display: block; width: 100%; height: 100%; object-fit: cover; }
.viewport { position: absolute; inset: 0; overflow: hidden; touch-action: pan-x pan-y; cursor: grab; outline: none; }
.viewport:active { cursor: grabbing; }
.viewport:focus-visible { box-shadow: inset 0 0 0 3px var(--sq-focus-color, #fd0); }
.tiles { position: absolute; inset: 0; }
.tile { position: absolute; left: 0; top: 0; width: 256px; height: 256px; max-width: none; user-select: none; -webkit-user-drag: none; }
.marker {
  position: absolute; left: 0; top: 0; width: 48px; height: 64px; padding: 0; border: 0; background: none; cursor: pointer;
  filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.35));
}
span.marker { cursor: inherit; }
.marker svg { display: block; }
.marker:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; border-radius: 4px; }
.controls { position: absolute; right: 10px; bottom: 10px; display: flex; flex-direction: column; border-radius: 6px; overflow: hidden; box-shadow: 0 1px 4px rgb(0 0 0 / 0.3); }
.zoom {
  width: ${TOUCH_TARGET_PX}px; height: ${TOUCH_TARGET_PX}px; border: 0; margin: 0; padding: 0; font: 600 22px/1 system-ui, sans-serif;
  color: var(--sq-map-control-color, #222); background: var(--sq-map-control-background, #fff); cursor: pointer;
}
.zoom + .zoom { border-top: 1px solid #ddd; }
.zoom:disabled { color: #999; cursor: default; }
.zoom:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: -3px; }
.hint {
  position: absolute; inset: 0; display: grid; place-items: center; padding: 1em; text-align: center; pointer-events: none;
  color: #fff; font: 500 1.1rem/1.3 system-ui, sans-serif; background: rgb(0 0 0 / 0.45); opacity: 0;
}
.hint[data-shown] { opacity: 1; }
.failure {
  position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.75em;
  padding: 1em; text-align: center; color: #222; background: rgb(255 255 255 / 0.85);
}
.failure p { margin: 0; }
.failure button { min-height: ${TOUCH_TARGET_PX}px; padding: 0 1.25em; font: inherit; border: 1px solid #222; border-radius: 999px; background: #fff; color: #222; cursor: pointer; }
.failure button:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
