import type { Db } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';

/** The one site this server serves; the key leaves room for more. */
const SITE = 'default';

/** Whether the site's translation provider is connected. */
export type MultilingualStatus = 'connected' | 'disconnected';

export interface Multilingual {
  languages: string[];
  status: MultilingualStatus;
}

/** A site starts with no extra languages and its translation provider connected. */
export const DEFAULT_MULTILINGUAL = Object.freeze({ languages: Object.freeze([] as string[]), status: 'connected' as MultilingualStatus });

export async function readMultilingual(db: Db): Promise<Multilingual> {
  const row = await db.selectFrom('multilingual').select(['languages', 'status']).where('site', '=', SITE).executeTakeFirst();
  // Only writeMultilingual writes the status, always one of the two.
  return row
    ? { languages: JSON.parse(row.languages) as string[], status: row.status as MultilingualStatus }
    : { ...DEFAULT_MULTILINGUAL, languages: [] };
}

/** Sets the languages or the status; only the columns changed are written, so concurrent changes both stay. */
export async function writeMultilingual(db: Db, { languages, status }: Partial<Multilingual>): Promise<Multilingual> {
  const changed = {
    ...(languages && { languages: jsonColumn(languages) }),
    ...(status && { status }),
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('multilingual')
    .values({ site: SITE, languages: '[]', status: DEFAULT_MULTILINGUAL.status, ...changed })
    .onConflict((conflict) => conflict.column('site').doUpdateSet(changed))
    .execute();
  return readMultilingual(db);
}
