import { AUDIO_BORDER_PX, AUDIO_GAP_PX, AUDIO_HEAD_PX, AUDIO_INSET_PX, AUDIO_SEEK_PX, AUDIO_TRACK_PX } from '../shared/layout/sizes.js';
import { accent, color, fontSize, radius } from '../shared/theme/css.js';

/** Every box has a fixed height (sizes.ts), the one sq-elements.css reserves before the upgrade. */
export const styles = /* css */ `
:host {
  display: block; box-sizing: border-box; padding: ${AUDIO_INSET_PX}px;
  border: ${AUDIO_BORDER_PX}px solid var(--sq-audio-border-color, ${color('gray', 200)}); border-radius: ${radius(2)};
  background: var(--sq-audio-background, transparent);
}
.player { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${AUDIO_GAP_PX}px; }
.head { display: flex; align-items: center; gap: 12px; height: ${AUDIO_HEAD_PX}px; min-width: 0; }
.play {
  flex: none; display: grid; place-items: center; width: ${AUDIO_HEAD_PX - 8}px; height: ${AUDIO_HEAD_PX - 8}px; padding: 0;
  border: 0; border-radius: 50%; cursor: pointer;
  color: var(--sq-audio-button-color, #fff); background: ${accent('audio')};
}
.play svg { fill: currentColor; }
.now { min-width: 0; }
.title, .artist { margin: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; line-height: 1.4; }
.title { font-weight: 600; }
.artist { font-size: ${fontSize(2)}; color: var(--sq-audio-muted-color, ${color('gray', 700)}); }
.seek-row { display: flex; align-items: center; gap: 12px; height: ${AUDIO_SEEK_PX}px; }
.time { flex: none; min-width: 3.5ch; font-size: ${fontSize(2)}; font-variant-numeric: tabular-nums; color: var(--sq-audio-muted-color, ${color('gray', 700)}); }
.time:last-child { text-align: end; }
.seek { position: relative; flex: 1; align-self: stretch; cursor: pointer; touch-action: none; }
.rail, .thumb { position: absolute; top: 50%; pointer-events: none; }
.rail {
  left: 0; right: 0; height: 4px; margin-top: -2px; border-radius: 2px;
  background: linear-gradient(to right, ${accent('audio')} calc(var(--_sq-progress, 0) * 100%), var(--sq-audio-rail-color, ${color('gray', 300)}) 0);
}
.thumb {
  left: calc(var(--_sq-progress, 0) * 100%); width: 14px; height: 14px; margin: -7px 0 0 -7px; border-radius: 50%;
  background: ${accent('audio')};
}
.tracks { margin: 0; padding: 0; list-style: none; border-top: 1px solid var(--sq-audio-border-color, ${color('gray', 200)}); }
.track {
  display: flex; align-items: center; gap: 12px; width: 100%; height: ${AUDIO_TRACK_PX}px; padding: 0 8px; box-sizing: border-box;
  font: inherit; text-align: start; color: inherit; background: transparent; border: 0; border-radius: ${radius(1)}; cursor: pointer;
}
.track:hover { background: var(--sq-audio-hover-background, ${color('gray', 100)}); }
.track[aria-current='true'] { font-weight: 600; }
.number, .track-time { flex: none; font-variant-numeric: tabular-nums; color: var(--sq-audio-muted-color, ${color('gray', 700)}); }
.number { min-width: 2ch; }
.track-title { flex: 1; min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.track-artist { font-weight: 400; color: var(--sq-audio-muted-color, ${color('gray', 700)}); }
:is(.play, .track, .seek):focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
