import { useEffect, useMemo } from 'react';
import { GALLERY_ATTRIBUTES, parseGallerySettings, type GallerySettings } from '../../shared/gallery/settings.js';

export type SettingAttributes = { -readonly [K in keyof typeof GALLERY_ATTRIBUTES]?: string | undefined };

/**
 * Settings from the block-json text and the setting attributes (attributes win), with the problems
 * logged once per change. An unknown design or transition throws (§5), and the element shows its slides.
 */
export function useGallerySettings(blockJson: string | undefined, attributes: SettingAttributes): GallerySettings {
  const key = JSON.stringify(attributes);
  const parsed = useMemo(() => {
    const byAttribute: Record<string, string | undefined> = {};
    for (const [name, attribute] of Object.entries(GALLERY_ATTRIBUTES)) byAttribute[attribute] = attributes[name as keyof SettingAttributes];
    return parseGallerySettings({ attributes: byAttribute, block: blockJson });
    // The key holds every attribute value, so a new object with the same values keeps the settings.
  }, [blockJson, key]);
  useEffect(() => {
    for (const problem of parsed.problems) console.error(problem);
  }, [parsed]);
  return parsed.settings;
}
