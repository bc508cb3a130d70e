/**
 * Draws a window of the Web-Mercator world at a zoom as SVG: water, land, country borders and place
 * labels, in one of the six map styles' palettes. A tile is the 256-pixel window at its column and
 * row; the static picture of a map is a window centred on its position.
 */
import { MARKER_COLOR, MARKER_DOT, MARKER_PIN_PATH } from '../../src/shared/map/marker.js';
import { MAP_MARKER_ICON_HEIGHT_PX, MAP_MARKER_ICON_WIDTH_PX } from '../../src/shared/constants/limits.js';
import { bordersAt, landAt, PLACE_GRID, placesIn, scaleForZoom, type Shape } from './data.js';

export interface Palette {
  water: string;
  land: string;
  /** Land near the poles and in the dry belts, where terrain or satellite colouring shows it. */
  landCold: string;
  landDry: string;
  coast: string;
  border: string;
  label: string;
  halo: string;
  dot: string;
}

/** Every style's own palette, by the slug the tile paths use. */
export const PALETTES: Readonly<Record<string, Palette>> = {
  original: {
    water: '#aad3df',
    land: '#f2efe9',
    landCold: '#f4f4f2',
    landDry: '#f1e9d2',
    coast: '#8fb9c9',
    border: '#a48bb5',
    label: '#3b3b3b',
    halo: '#ffffff',
    dot: '#555555',
  },
  grayscale: {
    water: '#c8c8c8',
    land: '#f1f1f1',
    landCold: '#f7f7f7',
    landDry: '#ececec',
    coast: '#b0b0b0',
    border: '#9a9a9a',
    label: '#4a4a4a',
    halo: '#ffffff',
    dot: '#666666',
  },
  satellite: {
    water: '#0e2a47',
    land: '#3f5b2c',
    landCold: '#d9dcd6',
    landDry: '#a08a5c',
    coast: '#1d3d5c',
    border: '#e8dfa0',
    label: '#ffffff',
    halo: '#0b1a2a',
    dot: '#ffffff',
  },
  'minimal-light': {
    water: '#e6ecf1',
    land: '#ffffff',
    landCold: '#ffffff',
    landDry: '#ffffff',
    coast: '#d3dbe2',
    border: '#d3dbe2',
    label: '#66727f',
    halo: '#ffffff',
    dot: '#8a95a1',
  },
  'minimal-dark': {
    water: '#151d26',
    land: '#2b3541',
    landCold: '#2b3541',
    landDry: '#2b3541',
    coast: '#3a4654',
    border: '#4a5665',
    label: '#c9d1da',
    halo: '#151d26',
    dot: '#c9d1da',
  },
  'minimal-blue': {
    water: '#bcd5ee',
    land: '#edf4fc',
    landCold: '#edf4fc',
    landDry: '#edf4fc',
    coast: '#9bbde0',
    border: '#9bbde0',
    label: '#244f7d',
    halo: '#ffffff',
    dot: '#244f7d',
  },
};

export interface DrawOptions {
  z: number;
  /** The window's top-left corner in world pixels at `z`. */
  left: number;
  top: number;
  width: number;
  height: number;
  style: string;
  labels: boolean;
  terrain: boolean;
  /** A marker to draw, in world pixels at `z`. */
  marker?: { x: number; y: number };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Sutherland–Hodgman clipping of a closed ring (flat pixel coordinates) to a rectangle. */
function clipRing(points: number[], x0: number, y0: number, x1: number, y1: number): number[] {
  const edges: [(x: number, y: number) => boolean, (ax: number, ay: number, bx: number, by: number) => [number, number]][] = [
    [(x) => x >= x0, (ax, ay, bx, by) => [x0, ay + ((by - ay) * (x0 - ax)) / (bx - ax)]],
    [(x) => x <= x1, (ax, ay, bx, by) => [x1, ay + ((by - ay) * (x1 - ax)) / (bx - ax)]],
    [(_, y) => y >= y0, (ax, ay, bx, by) => [ax + ((bx - ax) * (y0 - ay)) / (by - ay), y0]],
    [(_, y) => y <= y1, (ax, ay, bx, by) => [ax + ((bx - ax) * (y1 - ay)) / (by - ay), y1]],
  ];
  let input = points;
  for (const [inside, cross] of edges) {
    const output: number[] = [];
    const count = input.length / 2;
    for (let index = 0; index < count; index++) {
      const ax = input[((index + count - 1) % count) * 2]!;
      const ay = input[((index + count - 1) % count) * 2 + 1]!;
      const bx = input[index * 2]!;
      const by = input[index * 2 + 1]!;
      const aIn = inside(ax, ay);
      const bIn = inside(bx, by);
      if (bIn) {
        if (!aIn) output.push(...cross(ax, ay, bx, by));
        output.push(bx, by);
      } else if (aIn) output.push(...cross(ax, ay, bx, by));
    }
    input = output;
    if (input.length === 0) break;
  }
  return input;
}

function pathOf(points: number[], closed: boolean): string {
  let d = '';
  let lastX = NaN;
  let lastY = NaN;
  for (let index = 0; index < points.length; index += 2) {
    const x = round(points[index]!);
    const y = round(points[index + 1]!);
    if (x === lastX && y === lastY) continue;
    d += `${d === '' ? 'M' : 'L'}${x} ${y}`;
    lastX = x;
    lastY = y;
  }
  return d === '' ? '' : closed ? `${d}Z` : d;
}

const overlaps = (shape: Shape, minX: number, minY: number, maxX: number, maxY: number) =>
  shape.maxX >= minX && shape.minX <= maxX && shape.maxY >= minY && shape.minY <= maxY;

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** The smallest population labelled at a zoom: capitals of the world first, towns when close, every place of the data from zoom 12. */
export function labelThreshold(z: number): number {
  const table = [5_000_000, 5_000_000, 5_000_000, 3_000_000, 1_500_000, 700_000, 250_000, 100_000, 40_000, 15_000, 5_000, 2_000, 1_000];
  return table[Math.min(z, table.length - 1)]!;
}

/** The SVG of a window of the world. */
export function drawWindow(options: DrawOptions): string {
  const { z, left, top, width, height, style, labels, terrain, marker } = options;
  const palette = PALETTES[style]!;
  const size = 256 * 2 ** z;
  const scale = scaleForZoom(z);
  const margin = 4;
  const [x0, y0, x1, y1] = [-margin, -margin, width + margin, height + margin];
  const unitMinX = (left + x0) / size;
  const unitMinY = (top + y0) / size;
  const unitMaxX = (left + x1) / size;
  const unitMaxY = (top + y1) / size;
  const toPixels = (shape: Shape) => {
    const out: number[] = new Array(shape.points.length);
    for (let index = 0; index < shape.points.length; index += 2) {
      out[index] = shape.points[index]! * size - left;
      out[index + 1] = shape.points[index + 1]! * size - top;
    }
    return out;
  };

  let land = '';
  for (const polygon of landAt(scale)) {
    if (!overlaps(polygon[0]!, unitMinX, unitMinY, unitMaxX, unitMaxY)) continue;
    for (const ring of polygon) {
      if (!overlaps(ring, unitMinX, unitMinY, unitMaxX, unitMaxY)) continue;
      land += pathOf(clipRing(toPixels(ring), x0, y0, x1, y1), true);
    }
  }

  let borders = '';
  for (const line of bordersAt(scale)) {
    if (!overlaps(line, unitMinX, unitMinY, unitMaxX, unitMaxY)) continue;
    const pixels = toPixels(line);
    // Split the line where it leaves the window, so far-away stretches are not written.
    let run: number[] = [];
    for (let index = 0; index < pixels.length; index += 2) {
      const x = pixels[index]!;
      const y = pixels[index + 1]!;
      const inside = x >= x0 - 64 && x <= x1 + 64 && y >= y0 - 64 && y <= y1 + 64;
      if (inside) run.push(x, y);
      else {
        if (run.length) run.push(x, y);
        if (run.length >= 4) borders += pathOf(run, false);
        run = inside ? [] : [x, y];
      }
    }
    if (run.length >= 4) borders += pathOf(run, false);
  }

  // The land's tint: the latitude of the window's middle picks the cold or dry colour where terrain or satellite colouring is on.
  const middleLat = (Math.atan(Math.sinh(Math.PI - (2 * Math.PI * (top + height / 2)) / size)) * 180) / Math.PI;
  const tinted = terrain || style === 'satellite';
  const landColor = !tinted
    ? palette.land
    : Math.abs(middleLat) > 60
      ? palette.landCold
      : Math.abs(middleLat) > 15 && Math.abs(middleLat) < 32
        ? palette.landDry
        : palette.land;

  let text = '';
  if (labels) {
    const threshold = labelThreshold(z);
    const labelMargin = 120;
    const minCellX = Math.max(0, Math.floor(((left - labelMargin) / size) * PLACE_GRID));
    const maxCellX = Math.min(PLACE_GRID - 1, Math.floor(((left + width + labelMargin) / size) * PLACE_GRID));
    const minCellY = Math.max(0, Math.floor(((top - labelMargin) / size) * PLACE_GRID));
    const maxCellY = Math.min(PLACE_GRID - 1, Math.floor(((top + height + labelMargin) / size) * PLACE_GRID));
    const candidates = [];
    for (let cy = minCellY; cy <= maxCellY; cy++) {
      for (let cx = minCellX; cx <= maxCellX; cx++) {
        for (const place of placesIn(cx, cy)) {
          if (place.population < threshold) break;
          const px = place.x * size - left;
          const py = place.y * size - top;
          if (px < -labelMargin || px > width + labelMargin || py < -labelMargin / 3 || py > height + labelMargin / 3) continue;
          candidates.push({ ...place, px, py });
        }
      }
    }
    candidates.sort((a, b) => b.population - a.population || a.x - b.x);
    const taken: [number, number, number, number][] = [];
    let shown = 0;
    for (const place of candidates) {
      if (shown >= 24) break;
      const fontSize = place.population >= 1_000_000 ? 14 : place.population >= 100_000 ? 13 : 12;
      const textWidth = place.name.length * fontSize * 0.58;
      const box: [number, number, number, number] = [place.px - 4, place.py - fontSize - 2, place.px + textWidth + 10, place.py + 6];
      if (taken.some((other) => box[0] < other[2] && box[2] > other[0] && box[1] < other[3] && box[3] > other[1])) continue;
      taken.push(box);
      shown++;
      const weight = place.population >= 100_000 ? 600 : 400;
      text +=
        `<circle cx="${round(place.px)}" cy="${round(place.py)}" r="2.5" fill="${palette.dot}"/>` +
        `<text x="${round(place.px + 6)}" y="${round(place.py + 4)}" font-size="${fontSize}" font-weight="${weight}">${escapeText(place.name)}</text>`;
    }
  }

  let pin = '';
  if (marker) {
    const mx = round(marker.x - left - MAP_MARKER_ICON_WIDTH_PX / 2);
    const my = round(marker.y - top - MAP_MARKER_ICON_HEIGHT_PX);
    pin =
      `<g transform="translate(${mx} ${my})"><path d="${MARKER_PIN_PATH}" fill="${MARKER_COLOR}" stroke="#fff" stroke-width="2"/>` +
      `<circle cx="${MARKER_DOT.cx}" cy="${MARKER_DOT.cy}" r="${MARKER_DOT.r}" fill="#fff"/></g>`;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${palette.water}"/>` +
    (land ? `<path d="${land}" fill="${landColor}" fill-rule="evenodd" stroke="${palette.coast}" stroke-width="1"/>` : '') +
    (borders
      ? `<path d="${borders}" fill="none" stroke="${palette.border}" stroke-width="1.2" stroke-dasharray="4 3" stroke-linejoin="round"/>`
      : '') +
    (text
      ? `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" fill="${palette.label}" stroke="${palette.halo}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${text}</g>`
      : '') +
    pin +
    `</svg>`
  );
}
