/**
 * Every block type, by name: the one place the server (and the browser) looks up a block's
 * check and template. A later block type adds its file here.
 */
import { cartPageBlock, reviewsRequestBlock } from './commerce-pages.js';
import { cookieBannerBlock } from './cookie-banner.js';
import { formBlock, newsletterBlock } from './form.js';
import { galleryBlock } from './gallery.js';
import { imageBlock } from './image.js';
import { pricingToggleBlock } from './pricing-toggle.js';
import { productBlock } from './product.js';
import { productsBlock } from './products.js';
import { summaryBlock } from './summary.js';
import { tableBlock } from './table.js';
import { textBlock } from './text.js';
import type { Block, BlockContext, BlockType } from './types.js';
import { accordionBlock } from './accordion.js';
import { menuBlock } from './menu.js';
import { relativeTimeBlock } from './relative-time.js';
import { buttonBlock } from './button.js';
import { MAX_BLOCKS_PER_LAYOUT } from '../constants/limits.js';
import type { TemplateResult } from 'lit-html';

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
  accordionBlock,
  menuBlock,
  relativeTimeBlock,
  buttonBlock,
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
    const problem = blockType.check(block as Block);
    if (problem) return `${where} (${type} "${id}") ${problem}`;
  }
  return undefined;
}

/** The markup of a checked layout, block by block. */
export function layoutTemplates(layout: readonly Block[], context: BlockContext): TemplateResult[] {
  return layout.flatMap((block) => {
    const type = BLOCK_TYPES.get(block.type);
    return type ? [type.template(block, context)] : [];
  });
}

/** The custom elements a layout's blocks use, for the page's module preloads. */
export function layoutElements(layout: readonly Block[]): string[] {
  return [...new Set(layout.flatMap((block) => BLOCK_TYPES.get(block.type)?.element ?? []))];
}
