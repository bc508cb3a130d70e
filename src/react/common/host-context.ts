import type { SqEventName, SqEventDetail } from '../../shared/events/index.js';

/** What the element factory passes to every view besides the element's own properties. */
export interface HostContext {
  /** The custom element. */
  host: HTMLElement;
  /** Its open shadow root: overlays portal here so their styles apply. */
  root: ShadowRoot;
  /** Dispatches a typed `sq-*` event from the host; bubbles and crosses shadow boundaries. Returns false when cancelled. */
  emit: <K extends SqEventName>(type: K, detail: SqEventDetail<K>) => boolean;
  /** Increments whenever the light-DOM children change, so views re-read them (streaming pages). */
  lightDomVersion: number;
}
