/**
 * Every block type, by name: the one place the server (and the browser) looks up a block's
 * check and template. A later block type adds its file here.
 */
import { cartPageBlock, reviewsRequestBlock } from './commerce-pages.js';
import { cookieBannerBlock, cookiePreferencesBlock } from './cookie-banner.js';
import { formBlock, newsletterBlock } from './form.js';
import { galleryBlock } from './gallery.js';
import { imageBlock } from './image.js';
import { marqueeBlock } from './marquee.js';
import { pricingToggleBlock } from './pricing-toggle.js';
import { productBlock } from './product.js';
import { productsBlock } from './products.js';
import { summaryBlock } from './summary.js';
import { tableBlock } from './table.js';
import { textBlock } from './text.js';
import { videoBlock } from './video.js';
import { embedBlock } from './embed.js';
import { audioBlock } from './audio.js';
import type { Block, BlockContext, BlockType } from './types.js';
import { shapeBlock } from './shape.js';
import { scaledTextBlock } from './scaled-text.js';
import { accordionBlock } from './accordion.js';
import { menuBlock } from './menu.js';
import { relativeTimeBlock } from './relative-time.js';
import { buttonBlock } from './button.js';
import { followBlock } from './follow.js';
import { shareBlock } from './share.js';
import { mapBlock } from './map.js';
import { reservationBlock, tableBookingBlock } from './reservation.js';
import { calendarBlock } from './calendar.js';
import { eventsBlock } from './events.js';
import { tourDatesBlock } from './tour-dates.js';
import { chartBlock } from './chart.js';
import { searchBlock } from './search.js';
import { memberAreaBlock } from './member-area.js';
import { MAX_BLOCKS_PER_LAYOUT } from '../constants/limits.js';
import { ANIMATION_ATTRIBUTE, BLOCK_ANIMATIONS, isBlockAnimation } from '../site/block-animations.js';
import type { TemplateResult } from 'lit-html';
import { html as staticHtml, unsafeStatic } from 'lit-html/static.js';

export type { Block, BlockContext, BlockFormState, BlockType } from './types.js';

const TYPES: readonly BlockType<never>[] = [
  textBlock,
  imageBlock,
  galleryBlock,
  productBlock,
  productsBlock,
  formBlock,
  newsletterBlock,
  pricingToggleBlock,
  cartPageBlock,
  reviewsRequestBlock,
  summaryBlock,
  tableBlock,
  cookieBannerBlock,
  cookiePreferencesBlock,
  marqueeBlock,
  videoBlock,
  embedBlock,
  audioBlock,
  shapeBlock,
  scaledTextBlock,
  accordionBlock,
  menuBlock,
  relativeTimeBlock,
  buttonBlock,
  followBlock,
  shareBlock,
  mapBlock,
  reservationBlock,
  tableBookingBlock,
  calendarBlock,
  eventsBlock,
  tourDatesBlock,
  chartBlock,
  searchBlock,
  memberAreaBlock,
];

export const BLOCK_TYPES: ReadonlyMap<string, BlockType> = new Map(TYPES.map((type) => [type.type, type as unknown as BlockType]));

const ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** The first problem with a layout, naming the block: at most 60 blocks, each of a known type, with a unique id and good data. */
export function layoutProblem(layout: unknown): string | undefined {
  if (!Array.isArray(layout)) return 'layout must be a list of blocks';
  if (layout.length > MAX_BLOCKS_PER_LAYOUT) return `layout has ${layout.length} blocks; a page holds at most ${MAX_BLOCKS_PER_LAYOUT}`;
  const ids = new Set<string>();
  for (const [index, block] of layout.entries()) {
    const where = `block ${index + 1}`;
    if (typeof block !== 'object' || block === null) return `${where} must be an object`;
    const { type, id } = block as Partial<Block>;
    const blockType = typeof type === 'string' ? BLOCK_TYPES.get(type) : undefined;
    if (!blockType) return `${where} has type ${JSON.stringify(type)}; known types are ${[...BLOCK_TYPES.keys()].join(', ')}`;
    if (typeof id !== 'string' || !ID.test(id)) return `${where} needs an id: a letter, then letters, digits, - or _`;
    if (ids.has(id)) return `${where} repeats the id "${id}"`;
    ids.add(id);
    const { animation } = block as Partial<Block>;
    if (animation !== undefined && !isBlockAnimation(animation)) {
      return `${where} (${type} "${id}") animation must be one of ${Object.keys(BLOCK_ANIMATIONS).join(', ')}`;
    }
    const problem = blockType.check(block as Block);
    if (problem) return `${where} (${type} "${id}") ${problem}`;
  }
  return undefined;
}

const animationAttribute = unsafeStatic(ANIMATION_ATTRIBUTE);

/**
 * The markup of a checked layout, block by block. A block with an `animation` comes in a wrapper
 * that `<sq-site>` animates into view; without JavaScript the wrapper is a plain box.
 */
export function layoutTemplates(layout: readonly Block[], context: BlockContext): TemplateResult[] {
  return layout.flatMap((block) => {
    const type = BLOCK_TYPES.get(block.type);
    if (!type) return [];
    const markup = type.template(block, context);
    return isBlockAnimation(block.animation)
      ? [staticHtml`<div class="block-animation" ${animationAttribute}=${block.animation}>${markup}</div>`]
      : [markup];
  });
}

/** The custom elements a layout's blocks use, for the page's module preloads. */
export function layoutElements(layout: readonly Block[]): string[] {
  return [...new Set(layout.flatMap((block) => BLOCK_TYPES.get(block.type)?.element ?? []))];
}

/** The frames a layout's blocks load (origins and site paths), each once, for the page's `frame-src`. */
export function layoutFrameSources(layout: readonly Block[]): string[] {
  return [...new Set(layout.flatMap((block) => BLOCK_TYPES.get(block.type)?.frameSources?.(block) ?? []))];
}

/** The third-party script origins a layout's blocks load, each once, for the page's `script-src`. */
export function layoutScriptSources(layout: readonly Block[]): string[] {
  return [...new Set(layout.flatMap((block) => BLOCK_TYPES.get(block.type)?.scriptSources?.(block) ?? []))];
}

/** The third-party image origins a layout's blocks load, each once, for the page's `img-src`. */
export function layoutImageSources(layout: readonly Block[], context: Pick<BlockContext, 'mapTileUrl'> = {}): string[] {
  return [...new Set(layout.flatMap((block) => BLOCK_TYPES.get(block.type)?.imageSources?.(block, context) ?? []))];
}
