import type { Migration } from 'kysely';
import * as site from './001-site.js';
import * as serverSettings from './002-server-settings.js';
import * as forms from './003-forms.js';
import * as siteUsers from './004-site-users.js';
import * as ownerSessions from './005-owner-sessions.js';
import * as hits from './010-hits.js';
import * as events from './011-events.js';
import * as tracks from './012-tracks.js';
import * as performance from './013-performance.js';
import * as headerFooter from './014-header-footer.js';
import * as multilingual from './015-multilingual.js';
import * as carts from './020-carts.js';
import * as reviews from './021-reviews.js';
import * as indexes from './2026-11-26T08-indexes.js';
import * as rateLimitCounts from './2026-11-26T08-limits-rate-limit-counts.js';
import * as postgresTypes from './2026-11-26T08-pg-types.js';
import * as orders from './2026-11-26T10-orders.js';
import * as places from './2026-11-27T10-places.js';
import * as calendarEvents from './2026-11-27T14-events.js';
import * as summaryItems from './2026-11-27T14-summary-items.js';
import * as searchDocuments from './2026-11-27T14-search-documents.js';
import * as memberAreas from './2026-11-27T17-member-areas.js';
import * as inboxIndexes from './2026-11-27T19-inbox-indexes.js';
import * as formBuilder from './2026-11-27T21-form-builder.js';
import * as contentWorkflow from './2026-11-27T21-content-workflow.js';
import * as ownerSettings from './2026-11-27T21-owner-settings.js';
import * as ownerAccounts from './2026-11-27T21-owner-accounts.js';
import * as productStock from './2026-11-28T09-product-stock.js';
import * as signInFailures from './2026-12-04T19-sign-in-failures.js';

/**
 * Every migration, by name; names sort in the order they run. Add a file per migration and list
 * it here. Tables are created with types both SQLite and PostgreSQL understand (JSON as text,
 * times as ISO-8601 text); 2026-11-26T08-pg-types then makes them `jsonb` and `timestamptz` on
 * PostgreSQL. A table added later declares those types itself on PostgreSQL.
 */
export const migrations: Record<string, Migration> = {
  '001-site': site,
  '002-server-settings': serverSettings,
  '003-forms': forms,
  '004-site-users': siteUsers,
  '005-owner-sessions': ownerSessions,
  '010-hits': hits,
  '011-events': events,
  '012-tracks': tracks,
  '013-performance': performance,
  '014-header-footer': headerFooter,
  '015-multilingual': multilingual,
  '020-carts': carts,
  '021-reviews': reviews,
  '2026-11-26T08-indexes': indexes,
  '2026-11-26T08-limits-rate-limit-counts': rateLimitCounts,
  '2026-11-26T08-pg-types': postgresTypes,
  '2026-11-26T10-orders': orders,
  '2026-11-27T10-places': places,
  '2026-11-27T14-events': calendarEvents,
  '2026-11-27T14-summary-items': summaryItems,
  '2026-11-27T14-search-documents': searchDocuments,
  '2026-11-27T17-member-areas': memberAreas,
  '2026-11-27T19-inbox-indexes': inboxIndexes,
  '2026-11-27T21-form-builder': formBuilder,
  '2026-11-27T21-content-workflow': contentWorkflow,
  '2026-11-27T21-owner-settings': ownerSettings,
  '2026-11-27T21-owner-accounts': ownerAccounts,
  '2026-11-28T09-product-stock': productStock,
  '2026-12-04T19-sign-in-failures': signInFailures,
};
