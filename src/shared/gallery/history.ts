/** Writes the current slide into the address with history.replaceState, so a reload or a shared link shows it. */
import { isInBackEndEditor } from '../site/editor.js';
import { historyUrl, isHistoryEnabled, itemHashUrl, type SlideRef } from './deep-link.js';

/** The address for a slide: after the collection URL when there is one, else the page's own with itemId in the hash. */
export function slideAddress(slide: SlideRef, collectionUrl: string | undefined, location: Location = window.location): string | undefined {
  if (collectionUrl) return historyUrl({ collectionUrl, slide, origin: location.origin });
  return itemHashUrl({ pathname: location.pathname, search: location.search, slide });
}

/** Records the slide when the gallery's history setting is on, never in the back-end editor. Returns whether it did. */
export function recordSlide(slide: SlideRef, options: { history: boolean; collectionUrl?: string | undefined }): boolean {
  if (!isHistoryEnabled({ setting: options.history, inEditor: isInBackEndEditor() })) return false;
  const url = slideAddress(slide, options.collectionUrl);
  if (!url) return false;
  try {
    window.history.replaceState(window.history.state, '', url);
    return true;
  } catch {
    // An address on another origin cannot be written; the gallery works on without it.
    return false;
  }
}
