import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { httpError } from '../http/errors.js';
import { IMMUTABLE, REVALIDATE, revalidated } from '../http/caching.js';
import { FONT_SCOPES, fontPackage } from '../fonts/packages.js';
import { fontsStylesheet, resolveFonts } from '../fonts/stylesheet.js';
import { stringEnum } from '../validation/schemas.js';
import { FONT_FAMILY_PATTERN, FONTS_STYLESHEET_PATH, MAX_FONT_FAMILIES, TYPEKIT_ID_PATTERN, type MissingFonts } from '../../src/shared/site/fonts.js';

const names = (pattern: string, what: string) =>
  Type.Optional(Type.Array(Type.String({ pattern, description: what }), { maxItems: MAX_FONT_FAMILIES }));

/** Repeatable parameters: `?family=Source+Serif+4&family=Inter&typekit=source-serif-4`. */
const querystring = Type.Object({
  family: names(FONT_FAMILY_PATTERN, 'A family name (googleFonts[].includeName).'),
  typekit: names(TYPEKIT_ID_PATTERN, 'A Typekit family id (typekitFonts[].id).'),
});

const fileParams = Type.Object({
  scope: stringEnum(FONT_SCOPES),
  id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,99}$' }),
  version: Type.String({ pattern: '^[0-9A-Za-z.+-]{1,40}$' }),
  file: Type.String({ pattern: '^[a-z0-9-]{1,200}\\.woff2$' }),
});

const describe = ({ families, typekit }: MissingFonts) =>
  [...families.map((family) => `family "${family}"`), ...typekit.map((id) => `Typekit family "${id}"`)].join(', ');

/**
 * The fonts service: `GET /fonts.css` answers the `@font-face` rules of the families in its query
 * from the Fontsource packages the server has installed (fonts/packages.ts), and `GET /fonts/…`
 * the font files those rules name. A family the server has no package for is left out and named
 * in the stylesheet's `--sq-fonts-missing`; when none of the asked-for families is served, 404
 * `{ error, missing }`. A query that names none, or names one wrongly, is a 400.
 */
export default async function fonts(app: App): Promise<void> {
  app.get(FONTS_STYLESHEET_PATH, { schema: { querystring } }, async (request, reply) => {
    const { family = [], typekit = [] } = request.query;
    if (family.length + typekit.length === 0) {
      throw httpError(400, 'Name at least one font: ?family=Source+Serif+4 or ?typekit=<id>.');
    }
    if (family.length + typekit.length > MAX_FONT_FAMILIES) {
      throw httpError(400, `At most ${MAX_FONT_FAMILIES} fonts in one stylesheet.`);
    }
    const resolved = resolveFonts({ families: family, typekit });
    if (resolved.served.length === 0) {
      return reply.code(404).send({ error: `No font on this server for ${describe(resolved.missing)}.`, missing: resolved.missing });
    }
    const missing = describe(resolved.missing);
    if (missing) request.log.warn(`fonts.css: no font on this server for ${missing}`);
    reply.type('text/css; charset=utf-8').header('cache-control', REVALIDATE);
    return revalidated(request, reply, fontsStylesheet(resolved));
  });

  const files = new Map<string, Buffer>();
  app.get('/fonts/:scope/:id/:version/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const { scope, id, version, file } = request.params;
    const font = fontPackage(id);
    // Only the current version's served files: an old address is gone, not quietly answered with other bytes.
    if (!font || font.scope !== scope || font.version !== version || !font.files.some((entry) => entry.file === file)) {
      return reply.code(404).send({ error: 'Not found' });
    }
    const path = join(font.dir, 'files', file);
    let body = files.get(path);
    if (!body) files.set(path, (body = await readFile(path)));
    return reply.type('font/woff2').header('cache-control', IMMUTABLE).send(body);
  });
}
