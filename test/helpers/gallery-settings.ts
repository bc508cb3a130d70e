/** Gallery settings as <sq-gallery> reads its attributes, for the settings and layout tests. */
import '../../src/elements/sq-gallery.js';
import {
  GALLERY_ATTRIBUTES,
  GALLERY_SETTING_NAMES,
  parseGallerySettings,
  readSettingsInput,
  type GivenSettings,
  type ParsedGallerySettings,
} from '../../src/shared/gallery/settings.js';
import { captureConsole } from './console.js';

/** Attribute text by attribute name, as a page writes it; null and undefined leave the attribute out. */
export type AttributeMap = Readonly<Record<string, string | null | undefined>>;

/**
 * Each setting attribute goes through the element's typed property (the element factory reads its text),
 * then the settings rules; `block` is block data as `parseGallerySettings` takes it. The problems are the
 * block data's, then the console messages of the factory and of the settings rules, in the settings' order.
 */
export function settingsFromAttributes(attributes: AttributeMap, block?: unknown): ParsedGallerySettings {
  const element = document.createElement('sq-gallery') as unknown as HTMLElement & Record<string, unknown>;
  const given: Record<string, unknown> = {};
  const problems: string[] = [];
  const console = captureConsole();
  try {
    for (const name of GALLERY_SETTING_NAMES) {
      const text = attributes[GALLERY_ATTRIBUTES[name]];
      if (text === null || text === undefined) continue;
      element.setAttribute(GALLERY_ATTRIBUTES[name], text);
      problems.push(...console.errors.splice(0));
      given[name] = element[name];
      problems.push(...readSettingsInput('element', { [name]: given[name] }).problems);
    }
  } finally {
    console.restore();
  }
  const parsed = parseGallerySettings({ given: given as GivenSettings, block });
  const fromElement = readSettingsInput('element', given as GivenSettings).problems.length;
  return { settings: parsed.settings, problems: [...parsed.problems.slice(0, parsed.problems.length - fromElement), ...problems] };
}
