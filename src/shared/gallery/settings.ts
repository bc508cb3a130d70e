/**
 * The gallery settings model (§3) and its parsing from attributes and block data, with the §5 rules.
 * Block data uses the spec's own keys; attributes are their kebab-case; attributes win over block data.
 */
import { THUMBNAIL_MARGIN_CAP } from '../constants/limits.js';
import { camelToKebab } from '../dom/names.js';
import { t } from '../i18n/format.js';
import { blockDataMessage, isBlockData, parseBlockJson, type BlockData } from './block-data.js';
import { designDefaults, type GallerySettings } from './defaults.js';
import { GalleryDesign, resolveDesign, resolveTransition } from './designs.js';
import { MetaPosition } from './meta.js';
import {
  ACTIVE_ALIGNMENT_ALIASES,
  ActiveSlideClickBehavior,
  ClickBehavior,
  ColumnBehavior,
  ImageFit,
  StripAlignment,
  type LightboxTheme,
} from './options.js';
import { readBoolean, readNumber, readOneOf, readText, type Reader, type ValueSource } from './values.js';

export type { GallerySettings };

/** Settings as given, before defaults: design and transition are still names. */
export type GallerySettingsInput = Partial<Omit<GallerySettings, 'design' | 'transition'>> & {
  design?: string;
  transition?: string;
};

type FieldName = keyof GallerySettingsInput;

interface Field<T> {
  /** The key in block data: the spec's own spelling. */
  blockKey: string;
  read: Reader<T>;
  /** A specific §5 message for an unusable value. */
  invalid?: (value: string) => string;
}

type Fields = { readonly [K in FieldName]-?: Field<NonNullable<GallerySettingsInput[K]>> };

const positive = readNumber({ above: 0 });
const nonNegative = readNumber({ min: 0 });
const count = readNumber({ min: 1, integer: true });

/** §5: a positive number; text is read as an integer, so '300px' is 300. */
const readColumnWidth: Reader<number> = (raw, source) => {
  if (typeof raw !== 'string') return positive(raw, source);
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? { value } : 'invalid';
};

const readAspectRatio: Reader<number | 'auto'> = (raw, source) => {
  if (typeof raw === 'string' && raw.trim().toLowerCase() === 'auto') return { value: 'auto' };
  return positive(raw, source);
};

const readLightboxTheme: Reader<LightboxTheme> = (raw, source) => {
  const text = readText(raw, source);
  return typeof text === 'object' ? { value: text.value.toLowerCase() === 'light' ? 'light' : 'dark' } : text;
};

function values<T extends string>(set: Record<string, T>): T[] {
  return Object.values(set);
}

const FIELDS: Fields = {
  design: { blockKey: 'design', read: readText },
  imageAspectRatio: { blockKey: 'imageAspectRatio', read: readAspectRatio },
  slidesPerRow: { blockKey: 'slidesPerRow', read: count },
  lightbox: { blockKey: 'lightbox', read: readBoolean },
  lightboxTheme: { blockKey: 'lightboxTheme', read: readLightboxTheme },
  mixedContent: { blockKey: 'mixedContent', read: readBoolean },
  columnWidth: {
    blockKey: 'columnWidth',
    read: readColumnWidth,
    invalid: (value) => t('galleryColumnWidthInvalid', { value }, 'en'),
  },
  columnBehavior: { blockKey: 'columnBehavior', read: readOneOf(values(ColumnBehavior)) },
  gutter: { blockKey: 'gutter', read: nonNegative },
  listImageSize: { blockKey: 'listImageSize', read: readNumber({ above: 0, max: 100 }) },
  rowHeight: { blockKey: 'rowHeight', read: positive },
  autoplay: { blockKey: 'autoplay', read: readBoolean },
  autoplayDuration: { blockKey: 'autoplay-duration', read: positive },
  randomize: { blockKey: 'randomize', read: readBoolean },
  activeAlignment: {
    blockKey: 'active-alignment',
    read: readOneOf(values(StripAlignment), ACTIVE_ALIGNMENT_ALIASES),
    invalid: (value) => t('galleryStripAlignmentInvalid', { value }, 'en'),
  },
  thumbnailsPerRow: { blockKey: 'thumbnails-per-row', read: count },
  squareThumbs: { blockKey: 'square-thumbs', read: readBoolean },
  autoCrop: { blockKey: 'auto-crop', read: readBoolean },
  thumbnails: { blockKey: 'thumbnails', read: readBoolean },
  thumbnailStripHeight: { blockKey: 'thumbnail-strip-height', read: positive },
  thumbnailStripMargin: { blockKey: 'thumbnail-strip-margin', read: nonNegative },
  vSize: { blockKey: 'vSize', read: positive },
  padding: { blockKey: 'padding', read: nonNegative },
  metaPosition: { blockKey: 'meta-position', read: readOneOf(values(MetaPosition)) },
  transition: { blockKey: 'transition', read: readText },
  speed: { blockKey: 'speed', read: nonNegative },
  autoHeight: { blockKey: 'autoHeight', read: readBoolean },
  clickBehavior: { blockKey: 'clickBehavior', read: readOneOf(values(ClickBehavior)) },
  activeSlideClickBehavior: { blockKey: 'activeSlideClickBehavior', read: readOneOf(values(ActiveSlideClickBehavior)) },
  loop: { blockKey: 'loop', read: readBoolean },
  history: { blockKey: 'history', read: readBoolean },
  keyboard: { blockKey: 'keyboard', read: readBoolean },
  imageFit: { blockKey: 'imageFit', read: readOneOf(values(ImageFit)) },
};

const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];

/** Block data keys by setting name: the spec's spelling, some camelCase, some kebab-case. */
export const GALLERY_BLOCK_KEYS: Readonly<Record<FieldName, string>> = Object.freeze(
  Object.fromEntries(FIELD_NAMES.map((name) => [name, FIELDS[name].blockKey])) as Record<FieldName, string>,
);

/** Attribute names by setting name: kebab-case of the setting (`autoplayDuration` → `autoplay-duration`). */
export const GALLERY_ATTRIBUTES: Readonly<Record<FieldName, string>> = Object.freeze(
  Object.fromEntries(FIELD_NAMES.map((name) => [name, camelToKebab(name)])) as Record<FieldName, string>,
);

function shown(raw: unknown): string {
  return typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw));
}

export type AttributeMap = Readonly<Record<string, string | null | undefined>>;

export interface ReadSettings {
  input: GallerySettingsInput;
  /** Console messages for values that were ignored. */
  problems: string[];
}

/** Reads the settings one source gives. Unusable values are left out and reported; nothing throws. */
export function readSettingsInput(source: ValueSource, raw: BlockData | AttributeMap): ReadSettings {
  const input: Record<string, unknown> = {};
  const problems: string[] = [];
  let evaluateError = false;
  for (const name of FIELD_NAMES) {
    const field = FIELDS[name];
    const key = source === 'block' ? field.blockKey : GALLERY_ATTRIBUTES[name];
    const value = Object.hasOwn(raw, key) ? raw[key] : undefined;
    const result = field.read(value, source);
    if (typeof result === 'object') input[name] = result.value;
    else if (result === 'invalid' && field.invalid) problems.push(field.invalid(shown(value)));
    else if (result === 'invalid' && source === 'block') evaluateError = true;
    else if (result === 'invalid') problems.push(t('gallerySettingInvalid', { name: key, value: shown(value) }, 'en'));
  }
  if (evaluateError) problems.push(blockDataMessage('evaluate'));
  return { input: input as GallerySettingsInput, problems };
}

/**
 * Defaults of the design, then the given settings (§9). Throws the §8 error for an unknown design, and for
 * an unknown transition of the stacked design, the only one with transitions.
 */
export function resolveGallerySettings(input: GallerySettingsInput): GallerySettings {
  const design = resolveDesign(input.design);
  const defaults = designDefaults(design);
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as GallerySettingsInput;
  return {
    ...defaults,
    ...given,
    design,
    transition: design === GalleryDesign.STACKED ? resolveTransition(input.transition) : defaults.transition,
    thumbnailStripMargin: Math.min(given.thumbnailStripMargin ?? defaults.thumbnailStripMargin, THUMBNAIL_MARGIN_CAP),
  };
}

export interface GallerySettingsSources {
  /** Attribute values by name, as `getAttribute` gives them. */
  attributes?: AttributeMap;
  /** The block-json attribute's text, or block data already parsed. */
  block?: unknown;
}

export interface ParsedGallerySettings {
  settings: GallerySettings;
  problems: string[];
}

function blockDataOf(block: unknown): { data: BlockData; problems: string[] } {
  if (block === undefined || block === null) return { data: {}, problems: [] };
  const parsed = typeof block === 'string' ? parseBlockJson(block) : isBlockData(block) ? { data: block } : { error: 'evaluate' as const };
  return 'data' in parsed ? { data: parsed.data, problems: [] } : { data: {}, problems: [blockDataMessage(parsed.error)] };
}

/**
 * Settings from block data and attributes. Unparseable block data is reported and ignored, so the
 * gallery still shows its slides; unknown designs and transitions throw (§5).
 */
export function parseGallerySettings(sources: GallerySettingsSources = {}): ParsedGallerySettings {
  const block = blockDataOf(sources.block);
  const fromBlock = readSettingsInput('block', block.data);
  const fromAttributes = readSettingsInput('attribute', sources.attributes ?? {});
  return {
    settings: resolveGallerySettings({ ...fromBlock.input, ...fromAttributes.input }),
    problems: [...block.problems, ...fromBlock.problems, ...fromAttributes.problems],
  };
}
