// `npm run demo:reset`: returns the database `npm start` uses (DATABASE_URL, SQ_DB_FILE or data/sq.db) to the site definition.
import { relative } from 'node:path';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/index.js';
import { projectRoot } from './paths.js';
import { DEFAULT_SITE_DIR, loadSiteDefinition } from './site/load.js';
import { emptyDataTables } from './store/reset.js';

const siteDir = configFromEnv().siteDir ?? DEFAULT_SITE_DIR;
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  database = await openDatabase();
  const counts = await emptyDataTables(database.db, database.dialect);
  const rows = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const emptied = [...counts].filter(([, count]) => count > 0).map(([table, count]) => `${table} ${count}`);
  console.log(`sq-elements demo:reset: emptied ${counts.size} tables, ${rows} rows${emptied.length ? ` (${emptied.join(', ')})` : ''}.`);
  await loadSiteDefinition(database.db, siteDir);
  console.log(`sq-elements demo:reset: stored the site definition from ${relative(projectRoot, siteDir) || siteDir} again.`);
  await database.close();
} catch (error) {
  await database?.close().catch(() => {});
  console.error(`sq-elements demo:reset: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
