/**
 * The site's fonts (`googleFonts`, `typekitFonts`) and the one address that asks the fonts
 * route for them: `/fonts.css?family=Source+Serif+4&typekit=source-serif-4`. The server writes the
 * link from here (server/fonts/links.ts), the route reads the same query (server/routes/fonts.ts),
 * and `<sq-site>` adds the link from here on a page that lacks it (src/runtime/fonts.ts).
 */

/** The fonts route: a stylesheet of `@font-face` rules for the families in its query. */
export const FONTS_STYLESHEET_PATH = '/fonts.css';
/** Query parameters, one per family and repeatable: a family name, and a Typekit family id. */
export const FONT_FAMILY_PARAM = 'family';
export const TYPEKIT_FONT_PARAM = 'typekit';
/** The most families one stylesheet asks for; a site has one or two. */
export const MAX_FONT_FAMILIES = 8;
/** A family name as font services spell them: letters, digits, spaces and hyphens. */
export const FONT_FAMILY_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 -]{0,99}$';
/** A Typekit family id: its lower-case slug. */
export const TYPEKIT_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,99}$';

/** Set on `:root` by the stylesheet: the font stack to use, the family then its fallback. */
export const SITE_FONT_PROPERTY = '--sq-site-font';
/** Set on `:root` by the stylesheet: the asked-for families the server has no font for. */
export const FONTS_MISSING_PROPERTY = '--sq-fonts-missing';

export interface SiteFonts {
  /** `googleFonts[].includeName`, in order, without repeats. */
  families: string[];
  /** `typekitFonts[].id`, in order, without repeats. */
  typekit: string[];
}

/** Families asked for that no stylesheet can serve. */
export type MissingFonts = SiteFonts;

export interface SiteFontsResult {
  /** What the stylesheet is asked for (at most MAX_FONT_FAMILIES in all). */
  fonts: SiteFonts;
  /** Names no route accepts (the wrong characters, or past the limit): never asked for. */
  unusable: SiteFonts;
}

const familyPattern = new RegExp(FONT_FAMILY_PATTERN);
const typekitPattern = new RegExp(TYPEKIT_ID_PATTERN);

const field = (entry: unknown, name: string): string | undefined => {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const value = (entry as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The fonts of a website context or document; a field of the wrong shape reads as no fonts. */
export function siteFonts(site: { googleFonts?: unknown; typekitFonts?: unknown; [field: string]: unknown }): SiteFontsResult {
  const fonts: SiteFonts = { families: [], typekit: [] };
  const unusable: SiteFonts = { families: [], typekit: [] };
  const take = (list: unknown, name: string, pattern: RegExp, into: keyof SiteFonts) => {
    for (const entry of Array.isArray(list) ? list : []) {
      const value = field(entry, name);
      if (value === undefined || fonts[into].includes(value) || unusable[into].includes(value)) continue;
      const room = fonts.families.length + fonts.typekit.length < MAX_FONT_FAMILIES;
      (pattern.test(value) && room ? fonts : unusable)[into].push(value);
    }
  };
  take(site.googleFonts, 'includeName', familyPattern, 'families');
  take(site.typekitFonts, 'id', typekitPattern, 'typekit');
  return { fonts, unusable };
}

export const hasFonts = (fonts: SiteFonts): boolean => fonts.families.length + fonts.typekit.length > 0;

/** The stylesheet's address for `fonts`, or undefined when there are none. */
export function fontsStylesheetHref(fonts: SiteFonts): string | undefined {
  if (!hasFonts(fonts)) return undefined;
  const query = new URLSearchParams();
  for (const family of fonts.families) query.append(FONT_FAMILY_PARAM, family);
  for (const id of fonts.typekit) query.append(TYPEKIT_FONT_PARAM, id);
  return `${FONTS_STYLESHEET_PATH}?${query.toString()}`;
}

const MISSING_KINDS = { families: 'family', typekit: 'typekit' } as const;

/** The value of FONTS_MISSING_PROPERTY: `"family:Name" "typekit:id"`, or '' when nothing is missing. */
export function missingFontsValue(missing: MissingFonts): string {
  return (Object.keys(MISSING_KINDS) as (keyof MissingFonts)[])
    .flatMap((kind) => missing[kind].map((name) => `"${MISSING_KINDS[kind]}:${name}"`))
    .join(' ');
}

/** Reads FONTS_MISSING_PROPERTY back; anything else in the value is ignored. */
export function parseMissingFonts(value: string): MissingFonts {
  const missing: MissingFonts = { families: [], typekit: [] };
  for (const [, kind, name] of value.matchAll(/"(family|typekit):([^"]*)"/g)) {
    if (name) missing[kind === 'family' ? 'families' : 'typekit'].push(name);
  }
  return missing;
}

/** Both kinds of missing font together: what the context could not ask for and what the route did not have. */
export const joinMissing = (a: MissingFonts, b: MissingFonts): MissingFonts => ({
  families: [...new Set([...a.families, ...b.families])],
  typekit: [...new Set([...a.typekit, ...b.typekit])],
});
