import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the build is served (static-files.ts). */
export const DIST_PATH = '/dist/';

/** For each tag, its module and the files it imports statically, from the build's chunk graph (dist/preloads.json). */
export type ElementPreloads = ReadonlyMap<string, readonly string[]>;

/** The build's preloads, read once; none when the build wrote none. */
export function readPreloads(distDir: string): ElementPreloads {
  let text: string;
  try {
    text = readFileSync(join(distDir, 'preloads.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  return new Map(Object.entries(JSON.parse(text) as Record<string, string[]>));
}

const TAG = /<(sq-[a-z][a-z0-9-]*)[\s/>]/g;

/**
 * The page with a `<link rel="modulepreload">` at the end of its `<head>` for every file the
 * elements on it need, when it loads the build's scripts, so the browser fetches them side by side with the loader instead of one
 * import after another. Each file once, in the order the page names its tags.
 */
export function addModulePreloads(html: string, preloads: ElementPreloads): string {
  // A page that loads nothing from the build (the error pages, the config area) preloads nothing either.
  if (preloads.size === 0 || !html.includes(`src="${DIST_PATH}`)) return html;
  const files = new Set<string>();
  for (const [, tag] of html.matchAll(TAG)) for (const file of preloads.get(tag!) ?? []) files.add(file);
  const head = html.search(/<\/head>/i);
  if (files.size === 0 || head === -1) return html;
  const links = [...files].map((file) => `<link rel="modulepreload" href="${DIST_PATH}${file}">\n`).join('');
  return `${html.slice(0, head)}${links}${html.slice(head)}`;
}
