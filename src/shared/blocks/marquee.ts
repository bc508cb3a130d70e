/**
 * A row of short texts, each a link or not, that `<sq-marquee>` scrolls sideways. Without scripts
 * the items wrap, all in view.
 */
import { html, nothing } from 'lit-html';
import { siteHref } from './links.js';
import { isText, type Block, type BlockType } from './types.js';
import { MarqueeDirection } from '../marquee/marquee.js';

export interface MarqueeItem {
  text: string;
  href?: string;
}

export interface MarqueeBlock extends Block {
  type: 'marquee';
  /** The items, as texts or `{ text, href }`. */
  items: (string | MarqueeItem)[];
  animationDirection?: MarqueeDirection;
  animationSpeed?: number;
  waveIntensity?: number;
  waveFrequency?: number;
  pausedOnHover?: boolean;
}

/** At most this many items: a marquee is a line, not a page. */
export const MARQUEE_MAX_ITEMS = 30;

const itemOf = (entry: string | MarqueeItem): MarqueeItem => (typeof entry === 'string' ? { text: entry } : entry);
const isNumber = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

function itemsProblem(items: unknown): string | undefined {
  if (!Array.isArray(items) || items.length === 0 || items.length > MARQUEE_MAX_ITEMS)
    return `needs items: 1 to ${MARQUEE_MAX_ITEMS} texts or { text, href }`;
  for (const [index, entry] of items.entries()) {
    const item = typeof entry === 'string' ? { text: entry } : ((entry ?? {}) as Partial<MarqueeItem>);
    if (!isText(item.text)) return `item ${index + 1} needs a text`;
    if (item.href !== undefined && !siteHref(item.href)) return `item ${index + 1} href must be a site path or an http(s) URL`;
  }
  return undefined;
}

export const marqueeBlock: BlockType<MarqueeBlock> = {
  type: 'marquee',
  element: 'sq-marquee',
  check: (block) =>
    itemsProblem(block.items) ??
    (block.animationDirection !== undefined && !(Object.values(MarqueeDirection) as unknown[]).includes(block.animationDirection)
      ? 'animationDirection must be left or right'
      : !isNumber(block.animationSpeed) || !isNumber(block.waveIntensity) || !isNumber(block.waveFrequency)
        ? 'animationSpeed, waveIntensity and waveFrequency must be numbers of 0 or more'
        : block.pausedOnHover !== undefined && typeof block.pausedOnHover !== 'boolean'
          ? 'pausedOnHover must be true or false'
          : undefined),
  template: (block) =>
    html`<sq-marquee
      id=${block.id}
      class="block block-marquee"
      animation-direction=${block.animationDirection ?? nothing}
      animation-speed=${block.animationSpeed ?? nothing}
      wave-intensity=${block.waveIntensity ?? nothing}
      wave-frequency=${block.waveFrequency ?? nothing}
      ?paused-on-hover=${block.pausedOnHover === true}
      >${block.items
        .map(itemOf)
        .map((item) =>
          item.href
            ? html`<a class="marquee-item" href=${siteHref(item.href) ?? '#'}>${item.text}</a>`
            : html`<span class="marquee-item">${item.text}</span>`,
        )}</sq-marquee
    >`,
};
