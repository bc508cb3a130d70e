import { expect } from '@open-wc/testing';
import { isTile, panBy, project, screenPoint, unproject, visibleTiles } from '../../src/shared/map/mercator.js';
import { DEFAULT_MAP_CENTER, mapJsonProblem, mapSettingsOf, mapStyleOf, mapStyleSlug, markerLink, tileUrl } from '../../src/shared/map/settings.js';

describe('map maths', () => {
  it('projects to Web-Mercator world pixels and back', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).to.deep.equal({ x: 128, y: 128 });
    const london = project({ lat: 51.5, lng: -0.12 }, 12);
    const back = unproject(london, 12);
    expect(back.lat).to.be.closeTo(51.5, 1e-9);
    expect(back.lng).to.be.closeTo(-0.12, 1e-9);
  });

  it('pans by screen pixels and wraps longitude', () => {
    const moved = panBy({ lat: 0, lng: 179.9 }, 1, 256, 0);
    expect(moved.lng).to.be.closeTo(-0.1, 1e-9);
    expect(panBy({ lat: 80, lng: 0 }, 1, 0, -10_000).lat).to.be.closeTo(85.0511, 1e-3);
  });

  it('lists the tiles that cover a box, positioned from its corner', () => {
    const tiles = visibleTiles({ lat: 0, lng: 0 }, 1, 512, 512);
    expect(tiles.map((tile) => `${tile.z}/${tile.x}/${tile.y}@${tile.left},${tile.top}`)).to.deep.equal([
      '1/0/0@0,0',
      '1/1/0@256,0',
      '1/0/1@0,256',
      '1/1/1@256,256',
    ]);
    const wide = visibleTiles({ lat: 0, lng: 0 }, 1, 1024, 256);
    expect(wide.map((tile) => tile.x)).to.deep.equal([1, 0, 1, 0, 1, 0, 1, 0]);
    expect(new Set(wide.map((tile) => tile.key)).size).to.equal(wide.length);
  });

  it('places a point in a box relative to its centre', () => {
    expect(screenPoint({ lat: 10, lng: 10 }, { lat: 10, lng: 10 }, 5, 400, 300)).to.deep.equal({ x: 200, y: 150 });
  });

  it('knows the tile grid of each zoom', () => {
    expect(isTile(0, 0, 0)).to.equal(true);
    expect(isTile(2, 3, 3)).to.equal(true);
    expect(isTile(2, 4, 0)).to.equal(false);
    expect(isTile(19, 0, 0)).to.equal(false);
    expect(isTile(1.5, 0, 0)).to.equal(false);
  });
});

describe('map settings', () => {
  it('reads each style by name and by code, Grayscale by default', () => {
    const names = ['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue'];
    names.forEach((name, index) => {
      expect(mapStyleOf(name)).to.equal(index + 1);
      expect(mapStyleOf(name.toUpperCase())).to.equal(index + 1);
      expect(mapStyleOf(index + 1)).to.equal(index + 1);
      expect(mapStyleOf(String(index + 1))).to.equal(index + 1);
    });
    expect(mapStyleOf('Neon')).to.equal(undefined);
    expect(mapStyleOf(7)).to.equal(undefined);
    expect(mapSettingsOf({}).style).to.equal(2);
    expect(mapStyleSlug(5)).to.equal('minimal-dark');
  });

  it('defaults the centre to a fixed point in a large city, the marker to the centre and the zoom to 12', () => {
    const settings = mapSettingsOf({});
    expect(settings.center.lat).to.be.closeTo(DEFAULT_MAP_CENTER.lat, 1e-9);
    expect(settings.center.lng).to.be.closeTo(DEFAULT_MAP_CENTER.lng, 1e-9);
    expect(settings.marker).to.deep.equal(settings.center);
    expect(settings.zoom).to.equal(12);
    const moved = mapSettingsOf({ mapLat: 50.1, mapLng: -5.3, markerLat: 50.2 });
    expect(moved.marker.lat).to.equal(50.2);
    expect(moved.marker.lng).to.be.closeTo(-5.3, 1e-9);
  });

  it('names the first problem with block JSON', () => {
    expect(mapJsonProblem([])).to.equal('must be a JSON object');
    expect(mapJsonProblem({ mapLat: 91 })).to.equal('mapLat must be a latitude, a number from -90 to 90');
    expect(mapJsonProblem({ mapZoom: 2.5 })).to.equal('mapZoom must be a whole number from 0 to 22');
    expect(mapJsonProblem({ style: 'Neon' })).to.match(/^style must be one of Original, Grayscale/);
    expect(mapJsonProblem({ draggable: 'yes' })).to.equal('draggable must be true or false');
    expect(mapJsonProblem({ mapLat: 50, style: 3, addressTitle: 'x' })).to.equal(undefined);
  });

  it('links the marker to the maps service with position, query and zoom', () => {
    const link = new URL(
      markerLink({ ...mapSettingsOf({ mapLat: 50.0858, mapLng: -5.3149, mapZoom: 14 }), addressTitle: 'Studio', addressLine1: '12 Harbour Road' }),
    );
    expect(link.searchParams.get('query')).to.equal('Studio, 12 Harbour Road');
    expect(link.searchParams.get('mlat')).to.equal('50.0858');
    expect(link.searchParams.get('mlon')).to.equal('-5.3149');
    expect(link.searchParams.get('zoom')).to.equal('14');
    expect(link.hash).to.equal('#map=14/50.0858/-5.3149');
  });

  it('fills a tile URL template', () => {
    expect(
      tileUrl(
        '/t/{style}/{z}/{x}/{y}.svg?labels={labels}&terrain={terrain}',
        { z: 3, x: 1, y: 2 },
        { style: 6, showLabels: false, showTerrain: true },
      ),
    ).to.equal('/t/minimal-blue/3/1/2.svg?labels=0&terrain=1');
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', { z: 1, x: 0, y: 1 }, { style: 2, showLabels: true, showTerrain: false })).to.equal(
      'https://a.tile.example/1/0/1.png',
    );
  });
});
