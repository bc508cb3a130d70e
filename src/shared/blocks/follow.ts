/**
 * A follow link to a social profile. `<sq-follow-button>` draws the network's glyph and, with a
 * widget script, loads it through the consent-aware loader; without JavaScript it is the link.
 */
import { html, nothing } from 'lit-html';
import { isFollowNetwork, profileHref, widgetScriptUrl, FOLLOW_NETWORKS, type FollowNetwork } from '../social/networks.js';
import { isText, type Block, type BlockType } from './types.js';

export interface FollowBlock extends Block {
  type: 'follow';
  /** The profile's address: http(s), on the network's site. */
  href: string;
  /** The link's text, naming the network ('Follow us on Instagram'). */
  text: string;
  /** By default read from the address's host. */
  network?: FollowNetwork;
  /** The network's widget script, loaded only where consent allows: https. */
  scriptUrl?: string;
}

export const followBlock: BlockType<FollowBlock> = {
  type: 'follow',
  element: 'sq-follow-button',
  check(block) {
    if (!profileHref(block.href)) return 'needs an href: the profile’s http or https address';
    if (!isText(block.text)) return 'needs a text: it names the link';
    if (block.network !== undefined && !isFollowNetwork(block.network)) return `network must be one of ${FOLLOW_NETWORKS.join(', ')}`;
    if (block.scriptUrl !== undefined && !widgetScriptUrl(block.scriptUrl))
      return 'scriptUrl must be an https address (http only on a loopback host)';
    return undefined;
  },
  scriptSources: (block) => {
    const url = widgetScriptUrl(block.scriptUrl);
    return url ? [url.origin] : [];
  },
  template: (block) =>
    html`<sq-follow-button id=${block.id} class="block block-follow" network=${block.network ?? nothing} script-url=${block.scriptUrl ?? nothing}
      ><a href=${profileHref(block.href) ?? '#'}>${block.text}</a></sq-follow-button
    >`,
};
