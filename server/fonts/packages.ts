import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts the server can serve are the Fontsource packages installed beside it (server/package.json):
 * a family is looked up by its id (`Source Serif 4` → `source-serif-4`) in the variable package
 * first (one file covers every weight), then the static one. Adding a family is adding its package.
 */
export const FONT_SCOPES = ['fontsource-variable', 'fontsource'] as const;
export type FontScope = (typeof FONT_SCOPES)[number];

/** Only these subsets are served: what an English or other Latin-script page needs, and nothing else to download. */
export const SERVED_SUBSETS = ['latin-ext', 'latin'] as const;

export interface FontFile {
  /** The file's name in the package's files/ folder. */
  file: string;
  style: string;
  /** A single weight, or the variable font's range `200 900`. */
  weight: string;
  /** From the package's unicode.json: the browser downloads the file only for a page that uses these characters. */
  unicodeRange: string;
  subset: string;
}

export interface FontPackage {
  scope: FontScope;
  /** The Fontsource id, the lower-case slug of the family (also its Typekit id here). */
  id: string;
  /** The family's own name, as CSS names it. */
  family: string;
  version: string;
  /** Fontsource's category: serif, sans-serif, monospace, display or handwriting. */
  category: string;
  dir: string;
  /** latin-ext first and latin last, as Fontsource orders them, so latin wins where both list a character. */
  files: FontFile[];
}

interface Metadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  category?: string;
  variable?: false | Record<string, { min: string; max: string }>;
}

const require = createRequire(import.meta.url);
const found = new Map<string, FontPackage | undefined>();

/** A family name's Fontsource id: lower case, spaces as hyphens. */
export const fontIdOf = (family: string): string => family.trim().toLowerCase().replace(/\s+/g, '-');

/** The installed package for a Fontsource id, or undefined; looked up once per id. */
export function fontPackage(id: string): FontPackage | undefined {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(id)) return undefined;
  if (!found.has(id)) found.set(id, FONT_SCOPES.map((scope) => load(scope, id)).find(Boolean));
  return found.get(id);
}

function load(scope: FontScope, id: string): FontPackage | undefined {
  let dir: string;
  try {
    dir = dirname(require.resolve(`@${scope}/${id}/package.json`));
  } catch {
    return undefined;
  }
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
  const { version } = read<{ version: string }>('package.json');
  const metadata = read<Metadata>('metadata.json');
  const ranges = read<Record<string, string>>('unicode.json');
  const wght = metadata.variable ? metadata.variable.wght : undefined;
  if (scope === 'fontsource-variable' && !wght) return undefined;
  const files: FontFile[] = [];
  for (const subset of SERVED_SUBSETS) {
    const unicodeRange = ranges[subset];
    if (!metadata.subsets.includes(subset) || !unicodeRange) continue;
    for (const style of metadata.styles) {
      const weights = wght
        ? [{ name: 'wght', weight: `${wght.min} ${wght.max}` }]
        : metadata.weights.map((w) => ({ name: String(w), weight: String(w) }));
      for (const { name, weight } of weights) {
        const file = `${metadata.id}-${subset}-${name}-${style}.woff2`;
        if (existsSync(join(dir, 'files', file))) files.push({ file, style, weight, unicodeRange, subset });
      }
    }
  }
  if (files.length === 0) return undefined;
  return { scope, id: metadata.id, family: metadata.family, version, category: metadata.category ?? 'serif', dir, files };
}

/** Where the server serves a package's file; the version in the path lets the browser keep it for a year. */
export const fontFileUrl = (font: FontPackage, file: FontFile): string => `/fonts/${font.scope}/${font.id}/${font.version}/${file.file}`;

/** The face a page shows first: regular, upright, latin. */
export function mainFontFile(font: FontPackage): FontFile | undefined {
  const latin = font.files.filter((file) => file.subset === 'latin' && file.style === 'normal');
  return latin.find((file) => file.weight === '400') ?? latin[0];
}
