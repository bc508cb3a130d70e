/**
 * Pointer tracking, only for a signed-in account: where the pointer is and the block under it,
 * at most once an animation frame and only when it changed, told to the back-end editor framing
 * the page (a same-origin `postMessage`, so the editor can highlight that block) and mirrored to
 * the editor channel for admins. A visitor's page gets no listener at all.
 */
import { POINTER_LEFT, pointerReport, sameReport, type PointerReport } from '../shared/site/editor-events.js';
import type { WebsiteContext } from '../shared/site/context.js';
import { isPointerTrackingEnabled } from '../shared/site/roles.js';
import { siteRuntime } from '../shared/site/runtime-config.js';
import { isMirroringEditorEvents, mirrorEditorEvent } from './editor-events.js';

export function startPointerTracking(context: Pick<WebsiteContext, 'authenticatedAccount'>): () => void {
  if (!isPointerTrackingEnabled(context)) return () => undefined;
  const backEnd = siteRuntime.backEnd();
  // Nobody to tell: an owner on the site itself, without admin permission.
  if (!backEnd && !isMirroringEditorEvents()) return () => undefined;

  let last: PointerReport | undefined;
  let pending: PointerReport | undefined;
  let frame = 0;
  const send = (report: PointerReport) => {
    if (sameReport(last, report)) return;
    last = report;
    // '/' delivers only to a window on the page's own origin.
    backEnd?.postMessage(report, '/');
    mirrorEditorEvent(report);
  };
  const onMove = (event: PointerEvent) => {
    pending = pointerReport(event.clientX, event.clientY, event.target instanceof Element ? event.target : null);
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      if (pending) send(pending);
      pending = undefined;
    });
  };
  const onLeave = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    pending = undefined;
    send(POINTER_LEFT);
  };
  const root = document.documentElement;
  document.addEventListener('pointermove', onMove, { passive: true });
  root.addEventListener('pointerleave', onLeave);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('pointermove', onMove);
    root.removeEventListener('pointerleave', onLeave);
  };
}
