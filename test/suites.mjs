// Where each unit test runs. Unit tests (test/unit/) that need no browser run once, in one Node
// process (scripts/node-units.mjs); those listed here run in Chromium and Firefox with the element
// tests. A new unit file runs in Node unless it is added to a list: one that needs the DOM fails
// there at once, with "document is not defined" or the like.
import { readdirSync } from 'node:fs';

/** Unit files that touch the DOM: the document, elements, cookies, storage, location, CSS parsing. */
export const DOM_UNIT_FILES = [
  'api-base.test.ts',
  'chart-pre-upgrade.test.ts',
  'chart.test.ts',
  'cookies.test.ts',
  'events.test.ts',
  'form-captcha.test.ts',
  'form-definition.test.ts',
  'gallery-layout.test.ts',
  'gallery-lightbox-items.test.ts',
  'gallery-loading.test.ts',
  'gallery-settings.test.ts',
  'gallery-slides.test.ts',
  'i18n.test.ts',
  'load-chunk.test.ts',
  'media-blocks.test.ts',
  'pre-upgrade-css.test.ts',
  'rich-text.test.ts',
  'site-bottom-reserve.test.ts',
  'site-context.test.ts',
  'site-editor-events.test.ts',
  'site-overlays.test.ts',
  'storage.test.ts',
  'summary.test.ts',
  'testing-defaults.test.ts',
  'theme.test.ts',
  'url-check.test.ts',
  'video-slides.test.ts',
];

/** Unit files whose results come from the engine's Intl data (currencies, dates, time zones): each engine's own is what visitors see. */
export const INTL_UNIT_FILES = ['calendar.test.ts', 'commerce-money.test.ts', 'content-workflow.test.ts', 'inbox.test.ts'];

const UNIT_DIR = 'test/unit';
const browserUnits = new Set([...DOM_UNIT_FILES, ...INTL_UNIT_FILES]);

/** The unit files run in the browsers, as paths from the project's root. */
export const browserUnitFiles = () => [...browserUnits].map((file) => `${UNIT_DIR}/${file}`);

/** The unit files run in Node, as paths from the project's root. */
export function nodeUnitFiles() {
  return readdirSync(UNIT_DIR)
    .filter((file) => file.endsWith('.test.ts') && !browserUnits.has(file))
    .sort()
    .map((file) => `${UNIT_DIR}/${file}`);
}
