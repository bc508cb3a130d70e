/** Video slides (§4): only the current video is active, and playing one is reported so autoplay can stop. */

const PLAYERS = 'video, audio, iframe, object, embed';

/** Cross-window pause messages the Vimeo and YouTube players understand (§7). */
function pauseEmbed(frame: HTMLIFrameElement): void {
  const target = frame.contentWindow;
  if (!target) return;
  const src = frame.src;
  if (/vimeo\.com/i.test(src)) target.postMessage(JSON.stringify({ method: 'pause' }), '*');
  else if (/youtube(-nocookie)?\.com/i.test(src)) target.postMessage(JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' }), '*');
}

/** Makes a slide's players usable or not; a player made inactive is paused. */
export function setVideoActive(slide: Element, active: boolean): void {
  for (const player of slide.querySelectorAll<HTMLElement>(PLAYERS)) {
    player.inert = !active;
    if (active) continue;
    if (player instanceof HTMLMediaElement && !player.paused) player.pause();
    else if (player instanceof HTMLIFrameElement) pauseEmbed(player);
  }
}
