/**
 * The map block's settings: where it is centred, where its marker stands, its zoom, its
 * address and its UI options, read leniently from block JSON with defaults. Pure.
 */
import { DEFAULT_MAP_STYLE, MapStyle, MapStyleName } from '../constants/enums.js';
import { MAP_DEFAULT_ZOOM } from '../constants/limits.js';
import { clampZoom, normalize, type LatLng } from './mercator.js';

/** The default centre: Trafalgar Square, London. */
export const DEFAULT_MAP_CENTER: LatLng = Object.freeze({ lat: 51.508, lng: -0.128 });

export interface MapUiOptions {
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
}

export interface MapSettings extends MapUiOptions {
  center: LatLng;
  marker: LatLng;
  zoom: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

/** The block JSON as the site definition and the data attribute hold it. */
export interface MapBlockJson {
  mapLat?: number;
  mapLng?: number;
  markerLat?: number;
  markerLng?: number;
  mapZoom?: number;
  addressTitle?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressCountry?: string;
  style?: string | number;
  showLabels?: boolean;
  showTerrain?: boolean;
  draggable?: boolean;
  scrollwheel?: boolean;
  showControls?: boolean;
  disableDefaultUI?: boolean;
  markerDraggable?: boolean;
  linkOnClick?: boolean;
}

const STYLE_BY_NAME = new Map<string, MapStyle>(Object.entries(MapStyleName).map(([code, name]) => [name.toLowerCase(), Number(code) as MapStyle]));
const CODES = new Set<number>(Object.values(MapStyle));

/** A style by name (any case) or numeric code (a number or its digits); undefined when it is neither. */
export function mapStyleOf(value: unknown): MapStyle | undefined {
  if (typeof value === 'number') return CODES.has(value) ? (value as MapStyle) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return mapStyleOf(Number(text));
  return STYLE_BY_NAME.get(text.toLowerCase());
}

/** The style's name as the tile service's paths spell it: `grayscale`, `minimal-dark`. */
export function mapStyleSlug(style: MapStyle): string {
  return MapStyleName[style].replace(/(?<=[a-z])([A-Z])/g, '-$1').toLowerCase();
}

export const MAP_STYLE_SLUGS: readonly string[] = Object.values(MapStyle).map(mapStyleSlug);

const isLat = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90;
const isLng = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180;
const isZoom = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 22;
/** The UI options, each true or false. */
export const BOOLEAN_OPTIONS = [
  'showLabels',
  'showTerrain',
  'draggable',
  'scrollwheel',
  'showControls',
  'disableDefaultUI',
  'markerDraggable',
  'linkOnClick',
] as const;
/** The address, as text. */
export const TEXT_FIELDS = ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry'] as const;
/** Every field of the map block JSON. */
export const MAP_BLOCK_FIELDS = ['mapLat', 'mapLng', 'markerLat', 'markerLng', 'mapZoom', ...TEXT_FIELDS, 'style', ...BOOLEAN_OPTIONS] as const;

/** The first problem with map block JSON, naming the field, or undefined. */
export function mapJsonProblem(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'must be a JSON object';
  const data = json as Record<string, unknown>;
  for (const field of ['mapLat', 'markerLat'] as const) {
    if (data[field] !== undefined && !isLat(data[field])) return `${field} must be a latitude, a number from -90 to 90`;
  }
  for (const field of ['mapLng', 'markerLng'] as const) {
    if (data[field] !== undefined && !isLng(data[field])) return `${field} must be a longitude, a number from -180 to 180`;
  }
  if (data.mapZoom !== undefined && !isZoom(data.mapZoom)) return 'mapZoom must be a whole number from 0 to 22';
  for (const field of TEXT_FIELDS) if (data[field] !== undefined && typeof data[field] !== 'string') return `${field} must be text`;
  for (const field of BOOLEAN_OPTIONS) if (data[field] !== undefined && typeof data[field] !== 'boolean') return `${field} must be true or false`;
  if (data.style !== undefined && mapStyleOf(data.style) === undefined) {
    return `style must be one of ${Object.values(MapStyleName).join(', ')} or a code from 1 to 6`;
  }
  return undefined;
}

/** Settings from checked block JSON (see mapJsonProblem), with defaults for what it leaves out. */
export function mapSettingsOf(json: MapBlockJson): MapSettings {
  const center = normalize({ lat: json.mapLat ?? DEFAULT_MAP_CENTER.lat, lng: json.mapLng ?? DEFAULT_MAP_CENTER.lng });
  // The marker defaults to the map centre, coordinate by coordinate.
  const marker = normalize({ lat: json.markerLat ?? center.lat, lng: json.markerLng ?? center.lng });
  return {
    center,
    marker,
    zoom: clampZoom(json.mapZoom ?? MAP_DEFAULT_ZOOM),
    addressTitle: json.addressTitle?.trim() ?? '',
    addressLine1: json.addressLine1?.trim() ?? '',
    addressLine2: json.addressLine2?.trim() ?? '',
    addressCountry: json.addressCountry?.trim() ?? '',
    style: mapStyleOf(json.style) ?? DEFAULT_MAP_STYLE,
    showLabels: json.showLabels ?? true,
    showTerrain: json.showTerrain ?? false,
    draggable: json.draggable ?? true,
    scrollwheel: json.scrollwheel ?? true,
    showControls: json.showControls ?? true,
    disableDefaultUI: json.disableDefaultUI ?? false,
    markerDraggable: json.markerDraggable ?? false,
    linkOnClick: json.linkOnClick ?? true,
  };
}

/** The address as one line: the search query of the maps service's link. */
export function addressQuery(settings: Pick<MapSettings, 'addressTitle' | 'addressLine1' | 'addressLine2' | 'addressCountry'>): string {
  return [settings.addressTitle, settings.addressLine1, settings.addressLine2, settings.addressCountry].filter(Boolean).join(', ');
}

/** The maps service a marker click opens; its page takes the position, the query and the zoom. */
export const MAPS_SERVICE_URL = 'https://www.openstreetmap.org/search';

const fixed = (value: number) => String(Number(value.toFixed(6)));

/** The maps service's page for the marker: `?query=…&mlat=…&mlon=…&zoom=…#map=zoom/lat/lng`. */
export function markerLink(settings: Pick<MapSettings, 'marker' | 'zoom'> & Parameters<typeof addressQuery>[0], base = MAPS_SERVICE_URL): string {
  const url = new URL(base);
  const { lat, lng } = settings.marker;
  const query = addressQuery(settings) || `${fixed(lat)}, ${fixed(lng)}`;
  url.searchParams.set('query', query);
  url.searchParams.set('mlat', fixed(lat));
  url.searchParams.set('mlon', fixed(lng));
  url.searchParams.set('zoom', String(settings.zoom));
  url.hash = `map=${settings.zoom}/${fixed(lat)}/${fixed(lng)}`;
  return url.href;
}

/** The default tile service: the site's own (the reference server's maps service). */
export const DEFAULT_TILE_URL = '/maps/tiles/{style}/{z}/{x}/{y}.svg?labels={labels}&terrain={terrain}';

/** A tile's URL from a template with `{z}`, `{x}`, `{y}` and optionally `{style}`, `{labels}`, `{terrain}` (`{s}` is `a`). */
export function tileUrl(
  template: string,
  tile: { z: number; x: number; y: number },
  options: Pick<MapUiOptions, 'style' | 'showLabels' | 'showTerrain'>,
): string {
  const values: Record<string, string> = {
    z: String(tile.z),
    x: String(tile.x),
    y: String(tile.y),
    s: 'a',
    style: mapStyleSlug(options.style),
    labels: options.showLabels ? '1' : '0',
    terrain: options.showTerrain ? '1' : '0',
  };
  return template.replace(/\{(z|x|y|s|style|labels|terrain)\}/g, (_, name: string) => values[name]!);
}

/** Whether a template names every tile coordinate. */
export function isTileTemplate(template: unknown): template is string {
  return typeof template === 'string' && ['{z}', '{x}', '{y}'].every((part) => template.includes(part));
}

/** The static picture of the centre, drawn by the site's own maps service for pages without JavaScript. */
export function staticMapUrl(settings: Pick<MapSettings, 'center' | 'marker' | 'zoom' | 'style'>, width: number, height: number): string {
  const params = new URLSearchParams({
    lat: fixed(settings.center.lat),
    lng: fixed(settings.center.lng),
    zoom: String(settings.zoom),
    style: mapStyleSlug(settings.style),
    width: String(width),
    height: String(height),
    markerLat: fixed(settings.marker.lat),
    markerLng: fixed(settings.marker.lng),
  });
  return `/maps/static.svg?${params}`;
}
