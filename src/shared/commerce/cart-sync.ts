/** Tells the visitor's other tabs that the cart changed, so they reload it (BroadcastChannel; a no-op without it). */
const CHANNEL = 'sq-cart';
const CHANGED = 'changed';

/** One channel for sending and hearing: a BroadcastChannel never hears its own messages, so a tab ignores its own changes. */
let channel: BroadcastChannel | undefined;

function open(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

export function announceCartChange(): void {
  open()?.postMessage(CHANGED);
}

/** Calls `reload` when another tab changed the cart; returns the stop function. */
export function onCartChangedElsewhere(reload: () => void): () => void {
  const listening = open();
  if (!listening) return () => {};
  const listener = (event: MessageEvent) => {
    if (event.data === CHANGED) reload();
  };
  listening.addEventListener('message', listener);
  return () => listening.removeEventListener('message', listener);
}
