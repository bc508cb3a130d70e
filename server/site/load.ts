import { join } from 'node:path';
import type { Db } from '../db/schema.js';
import { projectRoot } from '../paths.js';
import { readHeaderFooter, writeHeaderFooter } from '../store/header-footer.js';
import { seedOwners } from '../store/owners.js';
import { storeSiteDefinition } from '../store/site.js';
import { seedStock } from '../store/stock.js';
import { readSiteDefinition } from './definition.js';
import { readReviewRequests, storeReviewRequests } from './review-requests.js';

export const DEFAULT_SITE_DIR = join(projectRoot, 'demo', 'site');

/**
 * Reads the site definition files and stores them; the first start fills the database, later starts
 * apply edits. Every file is read and checked before anything is stored, so a broken one changes nothing.
 */
export async function loadSiteDefinition(db: Db, dir: string = DEFAULT_SITE_DIR): Promise<boolean> {
  const definition = await readSiteDefinition(dir);
  const reviewRequests = await readReviewRequests(dir);
  const stored = await storeSiteDefinition(db, definition);
  // The definition seeds the stock; what orders took since is kept unless its qtyInStock changed (server/store/stock.ts).
  await seedStock(db, definition.products);
  // Owners the back end has changed, invited or removed keep what the database says (server/store/owners.ts).
  await seedOwners(db, definition.owners);
  // The definition's header and footer are where a site starts; what an owner saved since is kept.
  if (!(await readHeaderFooter(db))) await writeHeaderFooter(db, definition.headerFooter);
  await storeReviewRequests(db, reviewRequests);
  return stored;
}
