/**
 * A history entry for an overlay, so the browser's back button closes it: pushed on open, taken back
 * with history.back() when the overlay closes any other way.
 */
export interface HistoryEntry {
  /** Ends the entry: steps back over it unless the back button already did. */
  release(): void;
}

let counter = 0;
/** Steps back taken by overlays releasing their entries: the popstate each causes is no one's back button. */
let steppingBack = 0;

export function pushHistoryEntry(onBack: () => void): HistoryEntry {
  const token = `sq-overlay-${++counter}-${Date.now()}`;
  const isOurs = (state: unknown) => (state as { sqOverlay?: string } | null)?.sqOverlay === token;
  let active = true;
  const onPopState = (event: PopStateEvent) => {
    if (!active || isOurs(event.state) || steppingBack > 0) return;
    active = false;
    window.removeEventListener('popstate', onPopState);
    onBack();
  };
  window.history.pushState({ sqOverlay: token }, '');
  window.addEventListener('popstate', onPopState);
  return {
    release() {
      if (!active) return;
      active = false;
      window.removeEventListener('popstate', onPopState);
      if (!isOurs(window.history.state)) return;
      steppingBack++;
      // Every listener sees this popstate before the count drops.
      window.addEventListener('popstate', () => setTimeout(() => steppingBack--), { once: true });
      window.history.back();
    },
  };
}
