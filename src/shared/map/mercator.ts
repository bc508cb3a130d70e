/**
 * Web-Mercator maths for a raster map of 256-pixel tiles (the scheme every slippy-map tile service
 * uses: zoom z has 2^z × 2^z tiles, x from the antimeridian eastwards, y from the north). Pure.
 */
export const TILE_SIZE = 256;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 18;
/** The latitude where the square Web-Mercator world ends. */
export const MAX_LATITUDE = 85.05112878;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Tile {
  z: number;
  /** The tile's column, wrapped into 0 … 2^z − 1. */
  x: number;
  y: number;
  /** Where its top-left corner goes, in pixels from the map box's top-left corner. */
  left: number;
  top: number;
  /** Unique among the tiles of one view (a wrapped column can show twice on a wide box at zoom 1). */
  key: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const clampZoom = (zoom: number): number => clamp(Math.round(zoom), MIN_ZOOM, MAX_ZOOM);

/** Longitude into −180 … 180, latitude into the Mercator world. */
export function normalize({ lat, lng }: LatLng): LatLng {
  return { lat: clamp(lat, -MAX_LATITUDE, MAX_LATITUDE), lng: lng >= -180 && lng < 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180 };
}

/** The world size in pixels at `zoom`. */
export const worldSize = (zoom: number): number => TILE_SIZE * 2 ** zoom;

/** A position as pixels of the world at `zoom`, from its north-west corner. */
export function project(position: LatLng, zoom: number): Point {
  const { lat, lng } = normalize(position);
  const size = worldSize(zoom);
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The position at world pixels `point` at `zoom`. */
export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return normalize({ lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 });
}

/** The centre moved by `dx`, `dy` screen pixels (positive: the view moves east and south). */
export function panBy(center: LatLng, zoom: number, dx: number, dy: number): LatLng {
  const point = project(center, zoom);
  return unproject({ x: point.x + dx, y: point.y + dy }, zoom);
}

/** Where `position` is drawn in a box of `width` × `height` centred on `center`. */
export function screenPoint(position: LatLng, center: LatLng, zoom: number, width: number, height: number): Point {
  const size = worldSize(zoom);
  const a = project(position, zoom);
  const c = project(center, zoom);
  // The nearer copy of a wrapped world: a marker just across the antimeridian stays in view.
  let dx = a.x - c.x;
  if (dx > size / 2) dx -= size;
  if (dx < -size / 2) dx += size;
  return { x: width / 2 + dx, y: height / 2 + (a.y - c.y) };
}

/** The tiles that cover a box of `width` × `height` pixels centred on `center` at `zoom`, and where each goes. */
export function visibleTiles(center: LatLng, zoom: number, width: number, height: number): Tile[] {
  const z = clampZoom(zoom);
  const count = 2 ** z;
  const c = project(center, z);
  const left = c.x - width / 2;
  const top = c.y - height / 2;
  const tiles: Tile[] = [];
  const firstX = Math.floor(left / TILE_SIZE);
  const lastX = Math.floor((left + width - 1) / TILE_SIZE);
  const firstY = Math.max(0, Math.floor(top / TILE_SIZE));
  const lastY = Math.min(count - 1, Math.floor((top + height - 1) / TILE_SIZE));
  for (let ty = firstY; ty <= lastY; ty++) {
    for (let tx = firstX; tx <= lastX; tx++) {
      const x = ((tx % count) + count) % count;
      tiles.push({ z, x, y: ty, left: Math.round(tx * TILE_SIZE - left), top: Math.round(ty * TILE_SIZE - top), key: `${z}/${tx}/${ty}` });
    }
  }
  return tiles;
}

/** Whether z/x/y names a tile of the scheme. */
export function isTile(z: number, x: number, y: number): boolean {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > MAX_ZOOM) return false;
  const count = 2 ** z;
  return x >= 0 && x < count && y >= 0 && y < count;
}

/** The box a tile covers, as its north-west and south-east corners. */
export function tileBounds(z: number, x: number, y: number): { west: number; east: number; north: number; south: number } {
  const count = 2 ** z;
  const latOf = (row: number) => unproject({ x: 0, y: row * TILE_SIZE }, z).lat;
  return { west: (x / count) * 360 - 180, east: ((x + 1) / count) * 360 - 180, north: latOf(y), south: latOf(y + 1) };
}
