import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const asList = (value) => (value === undefined ? [] : [value].flat());

/**
 * Test-only Koa middleware for web-test-runner: the fonts route drawn by the server's own code
 * (server/fonts/, through tsx), so the browser tests read the stylesheet the server sends.
 * `GET /fonts.css?family=…&typekit=…` answers as the route does (404 `{ error, missing }` when none
 * is served); `GET /fonts/…` the files it names. Knobs the real route does not have, for the
 * failures a page must report: `status=N` answers that status, `broken-files=1` points every face
 * at a file that is not there.
 */
export function fontsStandIn() {
  return async (context, next) => {
    if (context.path !== '/fonts.css' && !context.path.startsWith('/fonts/')) return next();
    const { resolveFonts, fontsStylesheet } = await tsImport('../../server/fonts/stylesheet.ts', import.meta.url);
    const { fontPackage } = await tsImport('../../server/fonts/packages.ts', import.meta.url);
    if (context.path.startsWith('/fonts/')) {
      const [, , scope, id, version, file] = context.path.split('/');
      const font = fontPackage(id ?? '');
      if (!font || font.scope !== scope || font.version !== version || !font.files.some((entry) => entry.file === file)) return next();
      context.type = 'font/woff2';
      context.body = await readFile(join(font.dir, 'files', file));
      return undefined;
    }
    const status = Number(context.query.status);
    if (status >= 400) {
      context.status = status;
      context.body = { error: 'Stand-in failure' };
      return undefined;
    }
    const resolved = resolveFonts({ families: asList(context.query.family), typekit: asList(context.query.typekit) });
    if (resolved.served.length === 0) {
      context.status = 404;
      context.body = { error: 'No font on this server.', missing: resolved.missing };
      return undefined;
    }
    const css = fontsStylesheet(resolved);
    context.type = 'text/css';
    context.body = context.query['broken-files'] ? css.replace(/url\(\/fonts\/[^)]+\)/g, 'url(/fonts-not-here.woff2)') : css;
    return undefined;
  };
}
