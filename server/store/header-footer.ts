import type { Db } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';
/** The one site this server serves; the key leaves room for more. */
const SITE = 'default';

/** The stored header and footer, or undefined when the site has none yet. */
/** The header and footer: two JSON objects. */
export interface HeaderFooter {
  header: Record<string, unknown>;
  footer: Record<string, unknown>;
}

export async function readHeaderFooter(db: Db): Promise<HeaderFooter | undefined> {
  const row = await db.selectFrom('site_header_footer').select(['header', 'footer']).where('site', '=', SITE).executeTakeFirst();
  return row && { header: JSON.parse(row.header) as HeaderFooter['header'], footer: JSON.parse(row.footer) as HeaderFooter['footer'] };
}

export async function writeHeaderFooter(db: Db, { header, footer }: HeaderFooter): Promise<void> {
  const values = { header: jsonColumn(header), footer: jsonColumn(footer), updated_at: new Date().toISOString() };
  await db
    .insertInto('site_header_footer')
    .values({ site: SITE, ...values })
    .onConflict((conflict) => conflict.column('site').doUpdateSet(values))
    .execute();
}
