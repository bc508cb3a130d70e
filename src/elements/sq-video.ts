/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Video } from '../react/Video/Video.js';
import { VIDEO_MODES, type VideoMode } from '../shared/video/providers.js';
import { styles } from './sq-video.styles.js';

/**
 * The video block: the site's own poster (the `<img>` among its children, usually inside a link to
 * the video's page) with a play button named with the video's title. Nothing is asked of the
 * provider (YouTube, Vimeo, Wistia, Animoto) until the visitor plays: no player, no thumbnail, no
 * preconnect. Playing loads the provider's player and starts it; every other video on the page goes
 * back to its poster (YouTube and Vimeo paused by a message to their exact origin, Wistia and
 * Animoto players removed), as does every audio player, through the window event `sq-now-playing`
 * that any player on the page can send and follow; a census video hit is recorded where consent allows. Without
 * JavaScript the children show as they are: the poster links to the video.
 *
 * The element's own code, the poster with its play button, is about 3 KB gzip (within a budget of
 * 3,072 bytes). Everything a play needs (the player frame and its address, its size for the video
 * mode, the pause and play messages, following `sq-now-playing`) is a chunk of its own, about
 * 1.2 KB gzip (budget 1,536 bytes), fetched from the site itself, never from the provider, as soon as the
 * visitor shows the intent to play (the pointer comes over the play button, or the focus reaches
 * it), else on the play, so a click plays without a wait. If that chunk cannot load, the play button
 * stays, the console says '<sq-video>: the player could not load; play again to retry.', and the
 * next play tries again.
 *
 * @summary A video with a site-hosted poster; the provider's player loads only on play.
 * @slot - The fallback: a link to the video holding the poster `<img>` (its width and height give the box's ratio).
 * @csspart box - The box at the video's aspect ratio.
 * @csspart poster - The poster image.
 * @csspart play - The play button over the poster.
 * @csspart play-icon - The play symbol in it.
 * @csspart player - The provider's player frame.
 * @csspart invalid - The 'Invalid video embed.' message.
 * @cssprop --sq-video-play-color - Background of the play symbol.
 * @cssprop --sq-video-play-hover-color - Background of the play symbol under the pointer and in focus.
 * @cssprop --sq-video-background - Behind the poster and the player.
 */
export class SqVideo extends element({
  view: Video,
  styles,
  observeLightDom: true,
  props: {
    /** The video's page or player URL on YouTube, Vimeo, Wistia or Animoto. */
    url: prop.string(),
    /** The provider's embed markup, read only for its `<iframe>` or `<object>` address when there is no `url`; never inserted. Markup with neither shows 'Invalid video embed.'. */
    embed: prop.string(),
    /** The provider account's type from its embed data; a Vimeo `basic` account is unsupported. */
    accountType: prop.string(),
    /** The video's title: names the play button ('Play …') and the player. Defaults to the poster's alt text. */
    videoTitle: prop.string(),
    /** How the poster and the player fill the box: `fill` (default, cover), `fit` (whole, letterboxed) or `none`. */
    mode: prop.enum<VideoMode>(VIDEO_MODES, { fallback: 'fill' }),
    /** The video's width; with `height`, the box's aspect ratio (else the poster's, else 56.3%). */
    width: prop.number(),
    /** The video's height; see `width`. */
    height: prop.number(),
    /**
     * Where the player is loaded from instead of the provider's own address, such as
     * https://www.youtube-nocookie.com or a local stand-in: an https URL (http only on a loopback
     * host), no query or fragment. Pause messages go to its origin. Other values log an error and
     * are ignored.
     */
    playerBase: prop.string(),
  },
}) {}

defineElement('sq-video', SqVideo);
