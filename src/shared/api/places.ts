import { PLACES_TIMEOUT_MS } from '../constants/timings.js';
import { t } from '../i18n/format.js';
import type { PlaceDetails, PlacePrediction, PlacesTrackingContext } from '../places/types.js';
import { get } from './request.js';

export type { PlaceAddress, PlaceDetails, PlacePrediction, PlacesTrackingContext } from '../places/types.js';

/** The tracking context as search parameters: only the parts it has. */
function contextParams(context: PlacesTrackingContext): Record<string, string> {
  return Object.fromEntries(Object.entries(context).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/**
 * Suggestions for a typed address, with the tracking context in the search parameters.
 * Quiet: a failure shows nothing, and the caller lets the visitor go on typing.
 */
export async function placesAutocomplete(input: string, context: PlacesTrackingContext, signal?: AbortSignal): Promise<PlacePrediction[]> {
  const body = await get<{ predictions?: PlacePrediction[] }>('/api/google-maps/places/autocomplete', {
    query: { input, ...contextParams(context) },
    quiet: true,
    timeoutMs: PLACES_TIMEOUT_MS,
    ...(signal && { signal }),
  });
  return Array.isArray(body?.predictions) ? body.predictions : [];
}

/**
 * A chosen place's location and address. Its tracking context must carry productPage and
 * productSection; without them a console error says so, and the call is made all the same.
 */
export async function placeDetails(placeId: string, context: PlacesTrackingContext, signal?: AbortSignal): Promise<PlaceDetails> {
  if (!context.productPage || !context.productSection) console.error(t('placesTrackingContextMissing'));
  return get<PlaceDetails>('/api/google-maps/places/details', {
    query: { placeId, ...contextParams(context) },
    quiet: true,
    timeoutMs: PLACES_TIMEOUT_MS,
    ...(signal && { signal }),
  });
}
