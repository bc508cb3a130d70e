/**
 * The public analytics calls: `trackEvent` (events service), `recordMediaEvent` (census audio and
 * video hits), `recordQuickView` (a product opened in a quick view) and `traceLog` (trace log
 * entries). Calls wait in a queue until the analytics chunk, loaded only once consent allows,
 * connects its sender.
 */
export type MediaKind = 'audio' | 'video';

export interface AnalyticsSender {
  event: (customSchemaName: string, customData: Record<string, unknown>) => void;
  media: (kind: MediaKind, data: Record<string, unknown>) => void;
  quickView: (productId: string) => void;
  trace: (type: string, data: unknown) => void;
  search: (query: string) => void;
}

type Call = { [K in keyof AnalyticsSender]: [K, Parameters<AnalyticsSender[K]>] }[keyof AnalyticsSender];

let sender: AnalyticsSender | undefined;
let queue: Call[] = [];

function deliver(to: AnalyticsSender, [name, args]: Call): void {
  (to[name] as (...params: unknown[]) => void)(...args);
}

function call(entry: Call): void {
  if (sender) deliver(sender, entry);
  else queue.push(entry);
}

export function trackEvent(customSchemaName: string, customData: Record<string, unknown> = {}): void {
  call(['event', [customSchemaName, customData]]);
}

/** A census audio (20) or video (21) hit; `data` adds item fields such as itemId, collectionId. */
export function recordMediaEvent(kind: MediaKind, data: Record<string, unknown> = {}): void {
  call(['media', [kind, data]]);
}

/** A product opened in a quick view: `POST /api/census/RecordQuickView/{id}`. */
export function recordQuickView(productId: string): void {
  call(['quickView', [productId]]);
}

/** A trace log entry, sent with the next flush. */
export function traceLog(type: string, data?: unknown): void {
  call(['trace', [type, data]]);
}

/** The analytics chunk connects here; queued calls go out at once. Returns the disconnect. */
export function connectAnalyticsSender(to: AnalyticsSender): () => void {
  sender = to;
  const waiting = queue;
  queue = [];
  for (const entry of waiting) deliver(to, entry);
  return () => {
    if (sender === to) sender = undefined;
  };
}

/** Tests start a fresh page. */
export function resetEvents(): void {
  sender = undefined;
  queue = [];
}

/** A visitor searched the site: a census site-search hit (event kind 2). */
export function recordSiteSearch(query: string): void {
  call(['search', [query]]);
}
