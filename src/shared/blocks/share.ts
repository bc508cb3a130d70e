/**
 * Share links for the page, built from its canonical address and title: they work without
 * JavaScript, each network's in a new window (the email link opens the visitor's mail program). `<sq-share>` adds the browser's share sheet and a copy-link
 * button.
 */
import { html, nothing } from 'lit-html';
import { isShareNetwork, sharedPageUrl, shareHref, SHARE_NAMES, SHARE_NETWORKS, type ShareNetwork } from '../social/networks.js';
import { isOptionalText, type Block, type BlockContext, type BlockType } from './types.js';

export interface ShareBlock extends Block {
  type: 'share';
  /** The networks, in order; all of them by default. */
  networks?: ShareNetwork[];
  /** The title shared; by default the page's. */
  title?: string;
  /** The list's accessible name; 'Share this page' by default. */
  label?: string;
}

/** The page's canonical address: the site's base URL and the page's path. */
export function canonicalUrl(context: Pick<BlockContext, 'baseUrl' | 'path'>): string | undefined {
  const base = sharedPageUrl(context.baseUrl);
  return base ? sharedPageUrl(new URL(context.path || '/', base).href) : undefined;
}

/** The share links of a page, as list items; without a canonical address, none. */
export function shareTemplate(id: string, page: { url: string | undefined; title: string }, networks: readonly ShareNetwork[], label: string) {
  const { url, title } = page;
  return html`<sq-share id=${id} class="block block-share" url=${url ?? nothing} share-title=${title}
    ><ul aria-label=${label}>
      ${
        url
          ? networks.map(
              (network) =>
                html`<li>
                  <a
                    href=${shareHref(network, url, title)}
                    target=${network === 'email' ? nothing : '_blank'}
                    rel=${network === 'email' ? nothing : 'noopener noreferrer'}
                    >${network === 'email' ? 'Share by email' : network === 'pinterest' ? 'Pin on Pinterest' : `Share on ${SHARE_NAMES[network]}`}</a
                  >
                </li>`,
            )
          : []
      }
    </ul></sq-share
  >`;
}

export const shareBlock: BlockType<ShareBlock> = {
  type: 'share',
  element: 'sq-share',
  check(block) {
    const networks = block.networks as unknown;
    if (networks !== undefined && (!Array.isArray(networks) || networks.length === 0 || !networks.every(isShareNetwork))) {
      return `networks must be a list of ${SHARE_NETWORKS.join(', ')}`;
    }
    if (!isOptionalText(block.title) || !isOptionalText(block.label)) return 'title and label must be text';
    return undefined;
  },
  template: (block, context) =>
    shareTemplate(
      block.id,
      { url: canonicalUrl(context), title: block.title?.trim() || context.pageTitle || '' },
      block.networks ?? SHARE_NETWORKS,
      block.label?.trim() || 'Share this page',
    ),
};
