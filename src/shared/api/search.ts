import { PLACES_TIMEOUT_MS } from '../constants/timings.js';
import type { SearchResult } from '../search/text.js';
import { get } from './request.js';

export type { SearchResult, TextSegment } from '../search/text.js';

/** The most results the search box previews. */
export const SEARCH_PREVIEW_LIMIT = 6;

/** Results for a query, best first (GET /api/search). Rejects on failure, so the box can say it could not load them. */
export async function searchSite(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const body = await get<{ results?: SearchResult[] }>('/api/search', {
    query: { q: query, limit: String(SEARCH_PREVIEW_LIMIT) },
    quiet: true,
    timeoutMs: PLACES_TIMEOUT_MS,
    ...(signal && { signal }),
  });
  return Array.isArray(body?.results) ? body.results : [];
}
