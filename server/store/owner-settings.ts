import type { Db } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';
import type { CookieBannerApiSettings } from '../../src/shared/consent/settings.js';
import type { AnnouncementBarForm, PopupOverlaySaved } from '../../src/shared/config/site-settings.js';

/** The one site this server serves; the key leaves room for more. */
const SITE = 'default';

/** What an owner saved in the back end, by setting; a setting never saved is absent. */
export interface OwnerSettings {
  cookieBanner?: CookieBannerApiSettings;
  announcementBar?: AnnouncementBarForm;
  popupOverlay?: PopupOverlaySaved;
}

export type OwnerSettingKey = keyof OwnerSettings;

export async function readOwnerSettings(db: Db): Promise<OwnerSettings> {
  const rows = await db.selectFrom('owner_settings').select(['key', 'json']).where('site', '=', SITE).execute();
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.json) as unknown])) as OwnerSettings;
}

/** Saves one setting whole; the others stay as they are. */
export async function writeOwnerSetting<K extends OwnerSettingKey>(db: Db, key: K, value: NonNullable<OwnerSettings[K]>): Promise<void> {
  const changed = { json: jsonColumn(value), updated_at: new Date().toISOString() };
  await db
    .insertInto('owner_settings')
    .values({ site: SITE, key, ...changed })
    .onConflict((conflict) => conflict.columns(['site', 'key']).doUpdateSet(changed))
    .execute();
}
