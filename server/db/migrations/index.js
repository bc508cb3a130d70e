import * as site from './001-site.js';

/**
 * Every migration, by name; names sort in the order they run. Add a file per migration and list
 * it here. Columns use types both SQLite and PostgreSQL understand: JSON is stored as text,
 * times as ISO-8601 text.
 */
export const migrations = {
  '001-site': site,
};
