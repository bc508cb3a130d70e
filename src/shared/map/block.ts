/** Reading the map block's JSON from its data attribute. Pure. */
import { checkUrl } from '../url/check.js';
import { DEFAULT_TILE_URL, isTileTemplate, mapJsonProblem, mapSettingsOf, type MapBlockJson, type MapSettings } from './settings.js';

export type MapBlockRead = { ok: true; settings: MapSettings } | { ok: false; reason: string };

/** The settings in the block's JSON text (none: every default), or the reason it cannot be used. */
export function readMapBlock(text: string | undefined | null): MapBlockRead {
  if (text === undefined || text === null || text.trim() === '') return { ok: true, settings: mapSettingsOf({}) };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `is not valid JSON (${(error as Error).message})` };
  }
  const problem = mapJsonProblem(json);
  return problem ? { ok: false, reason: problem } : { ok: true, settings: mapSettingsOf(json as MapBlockJson) };
}

export interface TileSource {
  template: string;
  /** Tiles from another origin wait for consent where the site's cookie policy is restrictive. */
  thirdParty: boolean;
}

/** The tile source of a template (none: the site's own service), or undefined when it may not be used for images. */
export function tileSourceOf(template: string | undefined, base?: string): TileSource | undefined {
  const text = template?.trim() || DEFAULT_TILE_URL;
  if (!isTileTemplate(text)) return undefined;
  const checked = checkUrl(text.replace(/\{[a-z]+\}/g, '0'), 'image', base === undefined ? {} : { base });
  return checked ? { template: text, thirdParty: !checked.sameOrigin } : undefined;
}
