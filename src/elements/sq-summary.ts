/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Summary } from '../react/Summary/Summary.js';
import { styles } from './sq-summary.styles.js';

/**
 * A summary of a collection's items (a blog's latest posts) as a wall, carousel, list or grid.
 * Its content is the server-rendered first page: a `<ul class="summary-items">` of
 * `<li class="summary-item">` cards (`<div>`s in a carousel, whose items are slides), shown before
 * and without JavaScript and kept as the content after upgrade, so the first paint makes no
 * request. 'Load more' (or the carousel's next button at its end) sends the list's
 * `data-next-cursor` to GetWidgetRendering, which answers the whole list through the next page, and
 * puts that in place of the list: each item once, in the server's order, the items already shown
 * kept as they are. Focus moves to the first item beyond them; the button goes when no page follows.
 * Without a server-rendered list it asks for the first page. Without a usable `collection-id`
 * the content shows as it is, and a bad setting falls back to its default; either logs one message.
 *
 * The call is `POST /api/widget/GetWidgetRendering` with the form fields `widgetJSON`
 * (`{ type: 'summary', id, value: { design, pageSize, imageAspectRatio } }`), `collectionId`, and
 * `cursor` for 'Load more'; the answer's `html` is a list of the same markup. It is inserted
 * through an allow-list (the list's tags, their summary classes, checked links and image sources,
 * text as text): no script, handler or style in an answer ever runs. The server lists only
 * published items, newest first, through an opaque keyset cursor and one page beyond, so the list
 * never repeats or skips an item when posts are added meanwhile.
 *
 * The designs are laid out by sq-elements.css, the same before and after the element upgrades:
 * grid (equal columns, images at `image-aspect-ratio`), wall (masonry-like columns), list (image
 * beside text) and carousel (slides as named groups, previous and next buttons, no autoplay).
 * Three columns, two below 724 px and one below 480 px of the element's width.
 *
 * @summary A collection's items as a wall, carousel, list or grid, a page at a time.
 * @slot - The list of items: the server-rendered first page, then the longer lists 'Load more' puts in its place.
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
