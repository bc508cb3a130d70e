/** Video slides: only the current video is active, and playing one is reported so autoplay can stop. */

import { PLAYER_MESSAGES } from '../video/player-messages.js';

const PLAYERS = 'video, audio, iframe, object, embed';

/** The providers whose players a message pauses, by the origins their players are served from. */
const PAUSED_BY_MESSAGE: readonly [RegExp, keyof typeof PLAYER_MESSAGES][] = [
  [/^https:\/\/player\.vimeo\.com$/, 'vimeo'],
  [/^https:\/\/www\.youtube(-nocookie)?\.com$/, 'youtube'],
];

/**
 * Pauses a YouTube or Vimeo player frame: the message goes to the exact origin the frame was loaded
 * from, so a frame that has since gone elsewhere never receives it.
 */
function pauseEmbed(frame: HTMLIFrameElement): void {
  const target = frame.contentWindow;
  if (!target) return;
  let origin: string;
  try {
    origin = new URL(frame.src).origin;
  } catch {
    return;
  }
  const provider = PAUSED_BY_MESSAGE.find(([pattern]) => pattern.test(origin))?.[1];
  if (provider) target.postMessage(JSON.stringify(PLAYER_MESSAGES[provider].pause), origin);
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
