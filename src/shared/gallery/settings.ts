/**
 * The gallery settings model, read from block data and from the element's properties, and validated.
 * Block data uses its own stored keys. Attributes are their kebab-case, typed by the element factory
 * (numbers, booleans, enumerations) before they get here: this module parses no attribute text.
 * The element's properties win over block data.
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
import { readBoolean, readNumber, readOneOf, readText, type Reader } from './values.js';

export type { GallerySettings };

/** Settings as given, before defaults: design and transition are still names. */
export type GallerySettingsInput = Partial<Omit<GallerySettings, 'design' | 'transition'>> & {
  design?: string;
  transition?: string;
};

type FieldName = keyof GallerySettingsInput;

interface Field<T> {
  /** The key in block data, spelled as stored. */
  blockKey: string;
  read: Reader<T>;
  /** A specific message for an unusable value. */
  invalid?: (value: string) => string;
}

type Fields = { readonly [K in FieldName]-?: Field<NonNullable<GallerySettingsInput[K]>> };

const positive = readNumber({ above: 0 });
const nonNegative = readNumber({ min: 0 });
const count = readNumber({ min: 1, integer: true });

/** A positive number; text in block data is read as an integer, so '300px' is 300 (the attribute is read the same way by its property). */
const readColumnWidth: Reader<number> = (raw) => {
  if (typeof raw !== 'string') return positive(raw);
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? { value } : 'invalid';
};

const readAspectRatio: Reader<number | 'auto'> = (raw) => {
  if (typeof raw === 'string' && raw.trim().toLowerCase() === 'auto') return { value: 'auto' };
  return positive(raw);
};

const readLightboxTheme: Reader<LightboxTheme> = (raw) => {
  const text = readText(raw);
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

/** Every setting's name, in the order of the settings model: also the element's property names. */
export const GALLERY_SETTING_NAMES: readonly FieldName[] = Object.freeze([...FIELD_NAMES]);

/** Block data keys by setting name, spelled as stored: some camelCase, some kebab-case. */
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

/**
 * Settings as the element's properties give them: numbers, booleans and enumeration values already typed
 * from their attributes by the element factory; design, transition, image aspect ratio (a number or auto)
 * and lightbox theme (light, or otherwise dark) are text, read here as block data's are.
 */
export type GivenSettings = {
  [K in FieldName]?: (K extends 'imageAspectRatio' | 'lightboxTheme' ? string : GallerySettingsInput[K]) | undefined;
};

/** Where settings come from: block data under its stored keys, or the element's properties by setting name. */
export type SettingsSource = 'block' | 'element';

export interface ReadSettings {
  input: GallerySettingsInput;
  /** Console messages for values that were ignored. */
  problems: string[];
}

/** The console message for an unusable value of a setting given by the element (named by its attribute). */
export function gallerySettingProblem(name: FieldName, value: string): string {
  const invalid = FIELDS[name].invalid;
  return invalid ? invalid(value) : t('gallerySettingInvalid', { name: GALLERY_ATTRIBUTES[name], value }, 'en');
}

/** The same message for attribute text the element cannot read as its setting's type. */
export function galleryAttributeProblem(text: string, attribute: string): string {
  const name = FIELD_NAMES.find((field) => GALLERY_ATTRIBUTES[field] === attribute);
  return name ? gallerySettingProblem(name, text) : t('gallerySettingInvalid', { name: attribute, value: text }, 'en');
}

/** Reads the settings one source gives. Unusable values are left out and reported; nothing throws. */
export function readSettingsInput(source: SettingsSource, raw: BlockData | GivenSettings): ReadSettings {
  const input: Record<string, unknown> = {};
  const problems: string[] = [];
  let evaluateError = false;
  const values = raw as Readonly<Record<string, unknown>>;
  for (const name of FIELD_NAMES) {
    const field = FIELDS[name];
    const key = source === 'block' ? field.blockKey : name;
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    const result = field.read(value);
    if (typeof result === 'object') input[name] = result.value;
    else if (result === 'invalid' && field.invalid) problems.push(field.invalid(shown(value)));
    else if (result === 'invalid' && source === 'block') evaluateError = true;
    else if (result === 'invalid') problems.push(gallerySettingProblem(name, shown(value)));
  }
  if (evaluateError) problems.push(blockDataMessage('evaluate'));
  return { input: input as GallerySettingsInput, problems };
}

/**
 * Defaults of the design, then the given settings. Throws a not-found error for an unknown design, and for
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
  /** The element's setting properties, typed from their attributes. */
  given?: GivenSettings;
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
 * Settings from block data and the element's properties (which win). Unparseable block data is reported
 * and ignored, so the gallery still shows its slides; unknown designs and transitions throw.
 */
export function parseGallerySettings(sources: GallerySettingsSources = {}): ParsedGallerySettings {
  const block = blockDataOf(sources.block);
  const fromBlock = readSettingsInput('block', block.data);
  const fromElement = readSettingsInput('element', sources.given ?? {});
  return {
    settings: resolveGallerySettings({ ...fromBlock.input, ...fromElement.input }),
    problems: [...block.problems, ...fromBlock.problems, ...fromElement.problems],
  };
}
