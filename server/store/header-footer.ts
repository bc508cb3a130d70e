/** The one site this server serves; the key leaves room for more. */
const SITE = 'default';

/** The stored header and footer, or undefined when the site has none yet. */
export async function readHeaderFooter(db) {
  const row = await db.selectFrom('site_header_footer').select(['header', 'footer']).where('site', '=', SITE).executeTakeFirst();
  return row && { header: JSON.parse(row.header), footer: JSON.parse(row.footer) };
}

export async function writeHeaderFooter(db, { header, footer }) {
  const values = { header: JSON.stringify(header), footer: JSON.stringify(footer), updated_at: new Date().toISOString() };
  await db
    .insertInto('site_header_footer')
    .values({ site: SITE, ...values })
    .onConflict((conflict) => conflict.column('site').doUpdateSet(values))
    .execute();
}
