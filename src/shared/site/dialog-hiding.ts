/** The small rules of `<sq-dialog>`: its type, its role, and when a hide animation counts as done. */
import { CONFIRMATION_POPUP_HIDE_FALLBACK_MS } from '../constants/timings.js';
import type { DialogType } from '../events/dialog-hide.js';

const TYPES: readonly DialogType[] = ['confirmation', 'alert', 'information'];

export const dialogType = (value: string | undefined): DialogType => (TYPES.includes(value as DialogType) ? (value as DialogType) : 'confirmation');

/** Confirmations and alerts interrupt and ask for an answer; an information popup only tells. */
export const dialogRole = (type: DialogType): 'alertdialog' | 'dialog' => (type === 'information' ? 'dialog' : 'alertdialog');

/** Calls `done` once the element's hide animation ends, or after 600 ms if it never reports. */
export function finishHiding(element: Element, done: () => void): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(fallback);
    done();
  };
  const fallback = setTimeout(finish, CONFIRMATION_POPUP_HIDE_FALLBACK_MS);
  const animations = element.getAnimations();
  if (animations.length === 0) queueMicrotask(finish);
  else void Promise.all(animations.map((animation) => animation.finished)).then(finish, finish);
  return () => {
    finished = true;
    clearTimeout(fallback);
  };
}
