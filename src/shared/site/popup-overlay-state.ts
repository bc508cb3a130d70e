/** The popup overlay's page side: reads the window and the stored record for the pure decision, and writes the record back. */
import { MOBILE_BREAKPOINT_MAX_PX } from '../constants/limits.js';
import { readStored, writeStored } from '../dom/storage.js';
import {
  parsePopupOverlayRecord,
  popupOverlayDecision,
  POPUP_OVERLAY_STORAGE_KEY,
  recordOnClose,
  recordOnSubmit,
  type PopupOverlayDecision,
  type PopupOverlaySettings,
} from './popup-overlay.js';

/** Screenshot services load the page with this query; an overlay would hide the page in the picture. */
export const SCREENSHOT_QUERY = 'screenshot';

const storedRecord = () => parsePopupOverlayRecord(readStored(POPUP_OVERLAY_STORAGE_KEY));

export function decidePopupOverlay(settings: PopupOverlaySettings | undefined, pageType: number | undefined): PopupOverlayDecision {
  return popupOverlayDecision({
    settings,
    pageType,
    isMobile: window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_MAX_PX}px)`).matches,
    screenshotMode: new URLSearchParams(location.search).has(SCREENSHOT_QUERY),
    record: storedRecord(),
    now: Date.now(),
  });
}

export function rememberPopupOverlayClosed(version: number | undefined): void {
  writeStored(POPUP_OVERLAY_STORAGE_KEY, recordOnClose(storedRecord(), { now: Date.now(), version }));
}

export function rememberPopupOverlaySubmitted(version: number | undefined): void {
  writeStored(POPUP_OVERLAY_STORAGE_KEY, recordOnSubmit(storedRecord(), { version }));
}
