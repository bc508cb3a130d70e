/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { FollowButton } from '../react/FollowButton/FollowButton.js';
import { styles } from './sq-follow-button.styles.js';

/**
 * The follow button: a plain link to a social profile (its `<a href>` child, there before and
 * without JavaScript) with the network's glyph beside its text. With `script-url`, the network's
 * widget script (GET, 10 s time-out) loads through the consent-aware loader: at once, or under a
 * restrictive cookie policy only once the visitor accepts; the link stays while it waits and
 * loads, and for good when it fails (one console error). A link that is not an http(s) address,
 * an unknown `network` or a refused `script-url` logs one console error; the link stays as it is.
 *
 * @summary A link to a social profile; the network's widget loads only where consent allows.
 * @slot - The link to the profile (`<a href>`), its text naming the network.
 * @csspart icon - The network's glyph beside the link's text (not read out: the text names the link).
 * @cssprop --sq-follow-icon-size - The glyph's size; 1.25em by default.
 */
export class SqFollowButton extends element({
  view: FollowButton,
  styles,
  observeLightDom: true,
  props: {
    /** The network: instagram, facebook, x, linkedin, youtube, pinterest or tiktok; by default read from the link's host. */
    network: prop.string(),
    /** The network's widget script: an https URL (http only on a loopback host); without it, the block stays a plain link. */
    scriptUrl: prop.string(),
  },
}) {}

defineElement('sq-follow-button', SqFollowButton);
