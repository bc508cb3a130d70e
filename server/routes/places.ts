import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { httpError } from '../http/errors.js';
import { autocompletePlaces, ensureGazetteer, MAX_PREDICTIONS, placeDetails } from '../store/places.js';
import { MAX_PLACES_INPUT } from '../../src/shared/places/search-text.js';

const text = (maxLength: number) => Type.String({ maxLength });
/** The tracking context every places call carries: where in the site the call comes from. */
const trackingContext = { productPage: Type.Optional(text(100)), productSection: Type.Optional(text(100)) };
const sessionToken = Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_-]*$' }));
const object = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });

const prediction = object({ placeId: Type.String(), description: Type.String(), mainText: Type.String(), secondaryText: Type.String() });
const details = object({
  placeId: Type.String(),
  formattedAddress: Type.String(),
  location: object({ lat: Type.Number(), lng: Type.Number() }),
  address: object({ line1: Type.String(), city: Type.String(), state: Type.String(), zip: Type.String(), country: Type.String() }),
});

/**
 * Places: suggestions for an address as it is typed, and the chosen place's location and
 * address, from the gazetteer in the database (server/store/places.ts). Both take a tracking
 * context (productPage, productSection) in their search parameters; the server only checks its shape.
 */
export default async function places(app: App): Promise<void> {
  app.get(
    '/api/google-maps/places/autocomplete',
    {
      schema: {
        querystring: object({
          input: Type.String({ minLength: 1, maxLength: MAX_PLACES_INPUT }),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PREDICTIONS, default: 5 })),
          sessionToken,
          ...trackingContext,
        }),
        response: { 200: object({ predictions: Type.Array(prediction) }) },
      },
    },
    async (request) => {
      await ensureGazetteer(app.db, app.dialect);
      return { predictions: await autocompletePlaces(app.db, app.dialect, request.query.input, request.query.limit ?? 5) };
    },
  );

  app.get(
    '/api/google-maps/places/details',
    {
      schema: {
        querystring: object({
          placeId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z]+-[A-Za-z0-9_-]+$' }),
          sessionToken,
          ...trackingContext,
        }),
        response: { 200: details },
      },
    },
    async (request) => {
      await ensureGazetteer(app.db, app.dialect);
      const place = await placeDetails(app.db, request.query.placeId);
      if (!place) throw httpError(404, `No place has the id "${request.query.placeId}"`);
      return place;
    },
  );
}
