import { color } from '../shared/theme/css.js';
export const styles = /* css */ `
:host{display:block;position:relative}
.box{position:relative;overflow:hidden;background:var(--sq-video-background,${color('gray', 950)})}
img,button{position:absolute;inset:0;width:100%;height:100%}
img{object-fit:cover}
.mode-fit img{object-fit:contain}
.mode-none img{object-fit:none}
[hidden]{display:none}
button{display:grid;place-items:center;padding:0;border:0;background:none;cursor:pointer}
svg{width:66px}
rect{fill:var(--sq-video-play-color,rgb(0 0 0/.72))}
path{fill:#fff}
button:hover rect,button:focus-visible rect{fill:var(--sq-video-play-hover-color,${color('red', 700)})}
button:focus-visible{outline:3px solid var(--sq-focus-color,#fd0);outline-offset:-3px}
`;
