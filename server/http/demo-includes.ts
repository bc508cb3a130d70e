import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo pages share their header and footer: a page writes `<!-- sq-demo:{name} [flag …] -->`
 * and the server puts `partials/{name}.html` there. A partial's `<!-- sq-demo:{flag} -->` …
 * `<!-- /sq-demo:{flag} -->` section stays only when the page names that flag. The main
 * navigation's link to the page itself gets `aria-current="page"`.
 */
const INCLUDE = /^[ \t]*<!-- sq-demo:([a-z-]+)((?: [a-z-]+)*) -->[ \t]*\n?/gm;
const SECTION = /^[ \t]*<!-- sq-demo:([a-z-]+) -->[ \t]*\n([\s\S]*?)^[ \t]*<!-- \/sq-demo:\1 -->[ \t]*\n?/gm;

/** The partials in `dir` (demo/partials), by name, read once as the app is built; none when the folder is missing. */
export function readPartials(dir: string): Map<string, string> {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.html'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  return new Map(files.map((file) => [file.slice(0, -'.html'.length), readFileSync(join(dir, file), 'utf8')]));
}

/** The page's own address as the navigation writes it: no query, and a folder's index.html as the folder. */
export function navigationPath(url: string): string {
  return (url.split(/[?#]/)[0] ?? '').replace(/(^|\/)index\.html$/, '$1') || '/';
}

/** `html` with its includes expanded; an include naming no partial is left as it is. */
export function expandIncludes(html: string, partials: ReadonlyMap<string, string>, url: string): string {
  const current = `<li><a href="${navigationPath(url)}">`;
  return html.replace(INCLUDE, (marker: string, name: string, flagText: string) => {
    const partial = partials.get(name);
    if (partial === undefined) return marker;
    const flags = new Set(flagText.trim().split(' '));
    return partial
      .replace(SECTION, (section: string, flag: string, body: string) => (flags.has(flag) ? body : ''))
      .replace(current, current.replace('">', '" aria-current="page">'));
  });
}
