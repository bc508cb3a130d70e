/** The shape's box, the same in the shadow root and for the page's SVG before the element has run: its own size, never wider than its column. */
export const SHAPE_CSS = (svg: string) => `${svg}{display:block;max-width:100%;height:auto}`;
