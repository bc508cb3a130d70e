import { FONTS_MISSING_PROPERTY, missingFontsValue, SITE_FONT_PROPERTY, type MissingFonts, type SiteFonts } from '../../src/shared/site/fonts.js';
import { fallbackFace, systemFallbackOf, type FallbackFace } from './fallback.js';
import { fontFileUrl, fontIdOf, fontPackage, type FontPackage } from './packages.js';

export interface ResolvedFonts {
  /** The packages that serve the asked-for families, in the order asked, without repeats. */
  served: FontPackage[];
  missing: MissingFonts;
}

/** Which of `fonts` the installed packages serve: families by name, Typekit families by id. */
export function resolveFonts(fonts: SiteFonts): ResolvedFonts {
  const served: FontPackage[] = [];
  const missing: MissingFonts = { families: [], typekit: [] };
  const add = (font: FontPackage | undefined, kind: keyof MissingFonts, name: string) => {
    if (!font) missing[kind].push(name);
    else if (!served.includes(font)) served.push(font);
  };
  for (const family of fonts.families) {
    const font = fontPackage(fontIdOf(family));
    // The id is derived from the name, so check the package is the family asked for, not a namesake.
    add(font && font.family.toLowerCase() === family.toLowerCase() ? font : undefined, 'families', family);
  }
  for (const id of fonts.typekit) add(fontPackage(id), 'typekit', id);
  return { served, missing };
}

const quoted = (name: string) => `"${name}"`;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The font stack for a family: itself, its metric-matched fallback, the generic family. */
export function fontStack(font: FontPackage, fallback: FallbackFace | undefined = fallbackFace(font.family, font.category)): string {
  return [quoted(font.family), ...(fallback ? [quoted(fallback.family)] : []), fallback?.generic ?? systemFallbackOf(font.category).generic].join(
    ', ',
  );
}

function faces(font: FontPackage): string[] {
  return font.files.map((file) =>
    [
      `/* ${font.family}, ${file.subset}, ${file.style} */`,
      '@font-face {',
      `  font-family: ${quoted(font.family)};`,
      `  font-style: ${file.style};`,
      `  font-weight: ${file.weight};`,
      '  font-display: swap;',
      `  src: url(${fontFileUrl(font, file)}) format("woff2");`,
      `  unicode-range: ${file.unicodeRange};`,
      '}',
    ].join('\n'),
  );
}

function fallbackRule(fallback: FallbackFace): string {
  const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = fallback.overrides;
  return [
    `/* Until the font arrives: a system font scaled to its size and line metrics, so the swap moves nothing. */`,
    '@font-face {',
    `  font-family: ${quoted(fallback.family)};`,
    `  src: ${fallback.local.map((name) => `local(${quoted(name)})`).join(', ')};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(ascentOverride)};`,
    `  descent-override: ${percent(descentOverride)};`,
    `  line-gap-override: ${percent(lineGapOverride)};`,
    '}',
  ].join('\n');
}

/**
 * The stylesheet the fonts route answers: every served family's faces (latin and latin-ext, swap),
 * its fallback face, and on `:root` the font stack of the first family (SITE_FONT_PROPERTY) and
 * what was asked for but is not served (FONTS_MISSING_PROPERTY), which `<sq-site>` reports.
 */
export function fontsStylesheet({ served, missing }: ResolvedFonts): string {
  const rules: string[] = [];
  const stacks: string[] = [];
  for (const font of served) {
    const fallback = fallbackFace(font.family, font.category);
    rules.push(...faces(font));
    if (fallback) rules.push(fallbackRule(fallback));
    stacks.push(fontStack(font, fallback));
  }
  const root = [
    ...(stacks[0] ? [`  ${SITE_FONT_PROPERTY}: ${stacks[0]};`] : []),
    ...stacks.map((stack, index) => `  ${SITE_FONT_PROPERTY}-${index + 1}: ${stack};`),
    ...(missingFontsValue(missing) ? [`  ${FONTS_MISSING_PROPERTY}: ${missingFontsValue(missing)};`] : []),
  ];
  rules.push([':root {', ...root, '}'].join('\n'));
  return `${rules.join('\n\n')}\n`;
}
