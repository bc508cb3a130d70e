/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Summary } from '../react/Summary/Summary.js';
import { styles } from './sq-summary.styles.js';

/**
 * A summary of a collection's items (a blog's latest posts) as a wall, carousel, list or grid.
 * Its content is the server-rendered first page: a `<ul class="summary-items">` of
 * `<li class="summary-item">` cards, shown before and without JavaScript and read into the cards
 * the element draws, so the first paint makes no request. 'Load more' (or the carousel's next
 * button at its end) asks GetWidgetRendering for the page after the list's `data-next-cursor`.
 * Without a usable `collection-id` the content shows as it is.
 *
 * @summary A collection's items as a wall, carousel, list or grid, a page at a time.
 * @slot - The server-rendered first page; shown as it is when the element has no collection.
 * @csspart items - The list of cards.
 * @csspart item - A card.
 * @csspart image - A card's image.
 * @csspart title - A card's title (a link to the item).
 * @csspart date - A card's publish date.
 * @csspart excerpt - A card's excerpt.
 * @csspart comments - A card's link to the item's comments, where the site has comments.
 * @csspart load-more - The 'Load more' button, while there is a next page.
 * @csspart carousel - The carousel design's region.
 * @csspart controls - The carousel's previous and next buttons.
 * @csspart previous - The carousel's previous button.
 * @csspart next - The carousel's next button.
 * @csspart status - The message shown when a page could not be loaded.
 * @cssprop --sq-summary-card-background - A card's background; transparent by default.
 * @cssprop --sq-summary-card-border - A card's border; none by default.
 * @cssprop --sq-summary-card-radius - A card's corner radius.
 * @cssprop --sq-summary-card-padding - Space inside a card; none by default.
 * @cssprop --sq-summary-image-radius - An image's corner radius.
 * @cssprop --sq-summary-title-color - The colour of a card's title.
 * @cssprop --sq-summary-muted-color - The colour of a card's date.
 */
export class SqSummary extends element({
  view: Summary,
  styles,
  observeLightDom: true,
  props: {
    /** The collection whose published items are listed (required). */
    collectionId: prop.string(),
    /** The block's id, sent as the widget id; `summary-<collection>` by default. */
    blockId: prop.string(),
    /** `wall`, `carousel`, `list` or `grid` (default). */
    design: prop.string(),
    /** Items per page, 1 to 30 (default 3). */
    pageSize: prop.number(),
    /** Each image's height as a percentage of its width (1 to 200), or `auto` (default) for its own ratio. */
    imageAspectRatio: prop.string(),
    /** The carousel's accessible name (the block's heading). */
    label: prop.string(),
  },
}) {}

defineElement('sq-summary', SqSummary);
