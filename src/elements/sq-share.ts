/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Share } from '../react/Share/Share.js';
import { styles } from './sq-share.styles.js';

/**
 * The share block: a list of share links (Facebook, X, LinkedIn, Pinterest, email), there before
 * and without JavaScript, each opening in a new window. The element adds "Share…", which opens the
 * browser's share sheet where it has one (that code loads on the click), and "Copy link", with a
 * status line read out as it changes ('Link copied'). Nothing is requested from any network until
 * the visitor follows a link. An address that is not http(s) logs one console error, and the links
 * stay as they are.
 *
 * @summary Share links for the page, with the browser's share sheet and a copy-link button.
 * @slot - The share links (usually a `<ul>` of `<a target="_blank" rel="noopener noreferrer">`).
 * @csspart actions - The row of buttons and the status line.
 * @csspart button - Each button; also `share` or `copy`.
 * @csspart status - The status line ('Link copied').
 */
export class SqShare extends element({
  view: Share,
  styles,
  observeLightDom: true,
  props: {
    /** The address to share: an http(s) URL; by default the page's canonical link, else its address. */
    url: prop.string(),
    /** The title shared with it; by default the document's title. */
    shareTitle: prop.string(),
  },
}) {}

defineElement('sq-share', SqShare);
