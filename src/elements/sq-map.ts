/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { MapBlock } from '../react/Map/Map.js';
import { styles } from './sq-map.styles.js';

/**
 * The map block: the place of the block's JSON (its `data-block-json` attribute) on a map of
 * tiles from the site's own maps service, in one of six styles (Original, Grayscale (default),
 * Satellite, MinimalLight, MinimalDark, MinimalBlue, by name or code 1–6), with its 48 × 64 marker
 * as a button named by the address title that opens the maps service in a new window. The map is
 * a focusable region: arrow keys pan, `+` and `−` (and the Zoom in / Zoom out buttons) zoom. The
 * mouse wheel scrolls the page unless Ctrl or ⌘ is held; on touch one finger scrolls the page,
 * two fingers pan and pinching zooms. Without JavaScript, with bad data, before consent to a
 * third-party tile service, or when loading fails (after 30 seconds, with 'Unable to load. Try
 * again.' and a retry) the children show: the static picture of the centre and the address, which
 * are also the map's accessible equivalent.
 *
 * @summary A map of one place with its marker and address; static picture and address without JavaScript.
 * @slot static - The static picture of the centre (`<img>`), under the tiles and in their place until they load.
 * @slot address - The address block (`<address>`).
 * @slot - Anything else, shown below.
 * @csspart map - The box at the map's ratio.
 * @csspart viewport - The focusable region holding the tiles, marker and controls.
 * @csspart tiles - The layer of tiles.
 * @csspart marker - The marker (a button when it links to the maps service).
 * @csspart controls - The group of zoom buttons.
 * @csspart zoom-in - The Zoom in button.
 * @csspart zoom-out - The Zoom out button.
 * @csspart hint - The 'Use Ctrl + scroll to zoom' or 'Use two fingers to move the map' hint.
 * @csspart failure - The 'Unable to load. Try again.' message.
 * @csspart retry - Its Retry button.
 * @cssprop --sq-map-background - Behind the tiles.
 * @cssprop --sq-map-marker-color - The marker's colour.
 * @cssprop --sq-map-control-color - Text colour of the zoom buttons.
 * @cssprop --sq-map-control-background - Background of the zoom buttons.
 */
export class SqMap extends element({
  view: MapBlock,
  styles,
  props: {
    /**
     * The map block's JSON: mapLat, mapLng, markerLat, markerLng (the marker defaults to the centre),
     * mapZoom (default 12), addressTitle, addressLine1, addressLine2, addressCountry, style, and
     * showLabels, showTerrain, draggable, scrollwheel, showControls, disableDefaultUI,
     * markerDraggable, linkOnClick. Malformed JSON logs one error and shows the children. A change
     * redraws the map once changes have stopped for 60 ms, so a burst of edits redraws it once.
     */
    blockJson: prop.string({ attribute: 'data-block-json' }),
    /**
     * The tile URL template, with {z}, {x}, {y} and optionally {style}, {labels}, {terrain}, {s}; the
     * site's own maps service by default. Tiles from another origin wait for consent under a
     * restrictive cookie policy.
     */
    tileUrl: prop.string(),
  },
}) {}

defineElement('sq-map', SqMap);
