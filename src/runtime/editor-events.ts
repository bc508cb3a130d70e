/** Mirrors the page's editor events to the `sq-editor` BroadcastChannel, only for an account with admin permission. */
import { EDITOR_CHANNEL, type EditorEvent } from '../shared/site/editor-events.js';
import type { WebsiteContext } from '../shared/site/context.js';
import { mayMirrorEditorEvents } from '../shared/site/roles.js';

let channel: BroadcastChannel | undefined;

/** Opens the channel for an admin; for anyone else nothing is opened and nothing is sent. */
export function startEditorMirror(context: Pick<WebsiteContext, 'authenticatedAccount'>): () => void {
  if (!mayMirrorEditorEvents(context) || typeof BroadcastChannel === 'undefined') return () => undefined;
  const opened = new BroadcastChannel(EDITOR_CHANNEL);
  channel = opened;
  return () => {
    opened.close();
    if (channel === opened) channel = undefined;
  };
}

export const isMirroringEditorEvents = (): boolean => channel !== undefined;

export function mirrorEditorEvent(event: EditorEvent): void {
  channel?.postMessage(event);
}
