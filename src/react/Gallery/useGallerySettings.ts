import { useEffect, useMemo } from 'react';
import { parseGallerySettings, type GallerySettings, type GivenSettings } from '../../shared/gallery/settings.js';

/**
 * Settings from the block-json text and the element's setting properties (which win), with the problems
 * logged once per change. An unknown design or transition throws, and the element shows its slides.
 */
export function useGallerySettings(blockJson: string | undefined, given: GivenSettings): GallerySettings {
  const key = JSON.stringify(given);
  const parsed = useMemo(
    () => parseGallerySettings({ given, block: blockJson }),
    // The key holds every property value, so a new object with the same values keeps the settings.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `given` is read through its key
    [blockJson, key],
  );
  useEffect(() => {
    for (const problem of parsed.problems) console.error(problem);
  }, [parsed]);
  return parsed.settings;
}
