/**
 * A map of one place: `<sq-map>` with the block's JSON in its data attribute, holding the static
 * picture of the centre (drawn by the site's own maps service) and the address. Without
 * JavaScript, and until a third-party tile service has consent, those two show: they are also
 * the map's accessible equivalent.
 */
import { html, nothing } from 'lit-html';
import { MAP_STATIC_HEIGHT_PX, MAP_STATIC_WIDTH_PX } from '../layout/sizes.js';
import { tileSourceOf } from '../map/block.js';
import { addressQuery, MAP_BLOCK_FIELDS, mapJsonProblem, mapSettingsOf, staticMapUrl, type MapBlockJson, type MapSettings } from '../map/settings.js';
import type { Block, BlockContext, BlockType } from './types.js';

export interface MapBlock extends Block, MapBlockJson {
  type: 'map';
  /** A tile URL template of another service (OpenStreetMap's in production); the site's own maps service by default. */
  tileUrl?: string;
}

/** The address lines, the title first in bold. */
function address(settings: MapSettings) {
  const lines = [settings.addressLine1, settings.addressLine2, settings.addressCountry].filter(Boolean);
  const title = settings.addressTitle ? html`<strong>${settings.addressTitle}</strong>` : nothing;
  const rest = lines.map((line, index) => html`${index > 0 || settings.addressTitle ? html`<br />` : nothing}${line}`);
  return html`<address slot="address" class="map-address">${title}${rest}</address>`;
}

/** The block's own tile URL template, else the site's (a usable one only), else none: the site's own maps service. */
function tileTemplate(block: MapBlock, context: Pick<BlockContext, 'mapTileUrl'> | undefined): string | undefined {
  if (block.tileUrl !== undefined) return block.tileUrl;
  const site = context?.mapTileUrl;
  return site !== undefined && tileSourceOf(site, 'https://site.invalid/') ? site : undefined;
}

const jsonOf = (block: MapBlock): MapBlockJson =>
  Object.fromEntries(MAP_BLOCK_FIELDS.filter((field) => block[field] !== undefined).map((field) => [field, block[field]]));

export const mapBlock: BlockType<MapBlock> = {
  type: 'map',
  element: 'sq-map',
  check(block) {
    const problem = mapJsonProblem(jsonOf(block as MapBlock));
    if (problem) return problem;
    if (block.tileUrl !== undefined && !tileSourceOf(block.tileUrl as string, 'https://site.invalid/')) {
      return 'tileUrl must be an http(s) URL template with {z}, {x} and {y}';
    }
    return undefined;
  },
  imageSources(block, context) {
    const template = tileTemplate(block, context);
    const source = template === undefined ? undefined : tileSourceOf(template, 'https://site.invalid/');
    return source?.thirdParty ? [new URL(source.template.replace(/\{[a-z]+\}/g, '0')).origin] : [];
  },
  template(block, context) {
    const json = jsonOf(block);
    const settings = mapSettingsOf(json);
    const place = addressQuery(settings);
    return html`<sq-map
      id=${block.id}
      class="block block-map"
      data-block-json=${JSON.stringify(json)}
      tile-url=${tileTemplate(block, context) ?? nothing}
      ><img
        slot="static"
        class="map-static"
        src=${staticMapUrl(settings, MAP_STATIC_WIDTH_PX, MAP_STATIC_HEIGHT_PX)}
        alt=${place ? `Map of ${place}` : 'Map'}
        width=${MAP_STATIC_WIDTH_PX}
        height=${MAP_STATIC_HEIGHT_PX}
        loading="lazy"
        decoding="async"
      />${place ? address(settings) : nothing}</sq-map
    >`;
  },
};
