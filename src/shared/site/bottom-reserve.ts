/**
 * Overlays fixed along the bottom of the window (the mobile information bar, the site badge)
 * reserve their height at the end of the page, so the page can scroll its last content (the
 * footer's links) clear of them, and focus scrolling keeps a focused field clear of them too.
 * One constructable stylesheet on the document, present only while something is reserved (strict
 * CSP safe: no style attributes, no <style> elements, no extra nodes in the page's flow).
 */

/** The page's bottom reserve in px: the overlays stack, so their heights add up. */
export function bottomReserveOf(heights: Iterable<number>): number {
  let total = 0;
  for (const height of heights) if (Number.isFinite(height) && height > 0) total += height;
  return Math.ceil(total);
}

/** The rules that reserve `px` at the end of the page; empty for nothing. */
export function bottomReserveCss(px: number): string {
  if (px <= 0) return '';
  // The overlays stand above --sq-viewport-inset-bottom, so the reserve grows by it too.
  const height = `calc(${px}px + var(--sq-viewport-inset-bottom, 0px))`;
  return `html { scroll-padding-bottom: ${height}; }\nbody::after { content: ""; display: block; height: ${height}; }`;
}

interface DocumentReserve {
  sheet: CSSStyleSheet;
  heights: Map<object, number>;
}

const reserves = new WeakMap<Document, DocumentReserve>();

function apply(doc: Document, reserve: DocumentReserve): void {
  const css = bottomReserveCss(bottomReserveOf(reserve.heights.values()));
  reserve.sheet.replaceSync(css);
  const adopted = doc.adoptedStyleSheets.includes(reserve.sheet);
  if (css && !adopted) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, reserve.sheet];
  if (!css && adopted) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== reserve.sheet);
}

/** Sets what `owner` (an overlay element) reserves at the bottom of its page; 0 releases it. */
export function reserveBottom(owner: Element, px: number): void {
  const doc = owner.ownerDocument;
  const view = doc.defaultView;
  if (!view) return;
  let reserve = reserves.get(doc);
  if (!reserve) {
    reserve = { sheet: new view.CSSStyleSheet(), heights: new Map() };
    reserves.set(doc, reserve);
  }
  const height = Number.isFinite(px) && px > 0 ? px : 0;
  if ((reserve.heights.get(owner) ?? 0) === height) return;
  if (height > 0) reserve.heights.set(owner, height);
  else reserve.heights.delete(owner);
  apply(doc, reserve);
}

/** Keeps `owner`'s reserve equal to `measure()` while the measured element changes size; returns the release. */
export function keepBottomReserved(owner: Element, observed: Element, measure: () => number): () => void {
  const update = () => reserveBottom(owner, measure());
  const observer = new ResizeObserver(update);
  observer.observe(observed);
  const view = owner.ownerDocument.defaultView;
  view?.addEventListener('resize', update);
  update();
  return () => {
    observer.disconnect();
    view?.removeEventListener('resize', update);
    reserveBottom(owner, 0);
  };
}
