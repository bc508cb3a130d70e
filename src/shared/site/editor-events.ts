/**
 * What the page tells the back-end editor: the Escape requests it makes of the back end,
 * and, for a signed-in account, where the pointer is. Admins also get each of them on a
 * BroadcastChannel, so staff tools in other tabs of the site can follow the editor.
 */
import type { BackEndAction } from '../events/back-end-action.js';

/** The BroadcastChannel every editor event is mirrored to for an account with admin permission. */
export const EDITOR_CHANNEL = 'sq-editor';

/** Names a block in markup rendered outside the block templates (a summary block's items). */
export const BLOCK_ID_ATTRIBUTE = 'data-block-id';

/** A block's root: the block templates render `class="block …"` with the block's id; other markup names it with BLOCK_ID_ATTRIBUTE. */
export const BLOCK_SELECTOR = `[${BLOCK_ID_ATTRIBUTE}], .block[id]`;

/** Where the pointer is, in the page's viewport coordinates, and the block under it; all null once it left the page. */
export interface PointerReport {
  type: 'sq-pointer';
  x: number | null;
  y: number | null;
  blockId: string | null;
}

/** The page asked the back end to close its guide or toggle the fullscreen preview. */
export interface BackEndActionReport {
  type: 'sq-back-end-action';
  action: BackEndAction;
}

export type EditorEvent = PointerReport | BackEndActionReport;

/** The pointer's report: the id of the nearest block around `target`, if any. */
export function pointerReport(x: number, y: number, target: Element | null): PointerReport {
  const block = target?.closest(BLOCK_SELECTOR);
  const blockId = block ? block.getAttribute(BLOCK_ID_ATTRIBUTE) || block.id : '';
  return { type: 'sq-pointer', x: Math.round(x), y: Math.round(y), blockId: blockId || null };
}

/** The report once the pointer left the page, so the editor clears its highlight. */
export const POINTER_LEFT: PointerReport = { type: 'sq-pointer', x: null, y: null, blockId: null };

/** Whether two reports say the same, so the second need not be sent. */
export function sameReport(a: PointerReport | undefined, b: PointerReport): boolean {
  return a !== undefined && a.x === b.x && a.y === b.y && a.blockId === b.blockId;
}
