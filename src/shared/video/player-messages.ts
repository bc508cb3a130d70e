/**
 * The cross-window messages the YouTube and Vimeo players take, sent by the video block and by
 * the gallery's video slides; the other providers' frames are removed to stop them.
 */
export const PLAYER_MESSAGES = {
  youtube: { pause: { event: 'command', func: 'pauseVideo', args: '' }, play: { event: 'command', func: 'playVideo', args: '' } },
  vimeo: { pause: { method: 'pause' }, play: { method: 'play' } },
} as const;
