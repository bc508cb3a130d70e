import { TOUCH_TARGET_PX } from '../shared/layout/sizes.js';
import { color } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: block; position: relative; }
.box { position: relative; overflow: hidden; background: var(--sq-video-background, ${color('gray', 950)}); }
.poster, .play { position: absolute; inset: 0; width: 100%; height: 100%; }
.poster { display: block; object-fit: cover; }
.mode-fit .poster { object-fit: contain; }
.mode-none .poster { object-fit: none; }
.player {
  position: absolute; left: 50%; top: 50%; translate: -50% -50%; border: 0;
  width: var(--_sq-frame-width, 100%); height: var(--_sq-frame-height, 100%);
}
.player[hidden] { display: none; }
.play { display: grid; place-items: center; padding: 0; margin: 0; border: 0; background: transparent; cursor: pointer; }
.icon { width: ${TOUCH_TARGET_PX * 1.5}px; height: auto; }
.icon rect { fill: var(--sq-video-play-color, rgb(0 0 0 / 0.72)); transition: fill 0.15s; }
.icon path { fill: #fff; }
.play:hover .icon rect, .play:focus-visible .icon rect { fill: var(--sq-video-play-hover-color, ${color('red', 700)}); }
.play:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: -3px; }
.invalid { margin: 0.5em 0 0; font-weight: 600; }
`;
