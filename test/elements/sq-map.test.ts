import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/sq-map.js';
import type { SqMap } from '../../src/elements/sq-map.js';
import { $consent } from '../../src/shared/consent/store.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { captureConsole } from '../helpers/console.js';
import { crossOrigin } from '../helpers/stand-in.js';

const TILES = '/__map-tiles/{style}/{z}/{x}/{y}.svg';
const part = <T extends Element = HTMLElement>(element: SqMap, name: string) => element.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
const region = (element: SqMap) => part(element, 'viewport')!;
const tiles = (element: SqMap) => [...element.shadowRoot!.querySelectorAll<HTMLImageElement>('img.tile')];
const centre = (element: SqMap) => region(element).dataset.center!.split(',').map(Number) as [number, number];
const zoom = (element: SqMap) => Number(region(element).dataset.zoom);
const ready = (element: SqMap) => waitUntil(() => tiles(element).length > 0 && part(element, 'map')!.dataset.status === 'ready', 'the tiles load');

const fallback = html`<img slot="static" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Map of the studio" width="1280" height="720" />
  <address slot="address"><strong>Studio</strong><br />12 Harbour Road</address>`;

async function mapFixture(json: object | string | undefined, tileUrl = TILES) {
  const text = json === undefined ? undefined : typeof json === 'string' ? json : JSON.stringify(json);
  const element = await fixture<SqMap>(
    html`<div style="width: 640px"><sq-map data-block-json=${text ?? ''} tile-url=${tileUrl}>${fallback}</sq-map></div>`,
  );
  return element.querySelector<SqMap>('sq-map')!;
}

describe('<sq-map>', () => {
  afterEach(() => {
    setSiteContext(anonymousContext());
    $consent.set(undefined);
  });

  it('draws the tiles, the marker and the zoom buttons in a focusable map region', async () => {
    const element = await mapFixture({ mapLat: 50.0858, mapLng: -5.3149, addressTitle: 'Studio' });
    await ready(element);
    const box = region(element);
    expect(box.getAttribute('role')).to.equal('region');
    expect(box.getAttribute('aria-label')).to.equal('Map of Studio');
    expect(box.tabIndex).to.equal(0);
    expect(part(element, 'marker')!.localName).to.equal('button');
    expect(part(element, 'marker')!.getAttribute('aria-label')).to.equal('Studio');
    expect(part(element, 'zoom-in')!.getAttribute('aria-label')).to.equal('Zoom in');
    expect(part(element, 'zoom-out')!.getAttribute('aria-label')).to.equal('Zoom out');
    // The address stays: the map's accessible equivalent.
    expect(element.querySelector('address')!.assignedSlot!.name).to.equal('address');
    await expect(element).to.be.accessible();
  });

  for (const [style, slug] of [
    ['Original', 'original'],
    ['Grayscale', 'grayscale'],
    ['Satellite', 'satellite'],
    ['MinimalLight', 'minimal-light'],
    ['MinimalDark', 'minimal-dark'],
    ['MinimalBlue', 'minimal-blue'],
  ] as const) {
    it(`asks for ${style} tiles by name and by its code`, async () => {
      const code = ['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue'].indexOf(style) + 1;
      for (const value of [style, code]) {
        const element = await mapFixture({ style: value });
        await ready(element);
        expect(
          tiles(element).every((tile) => new URL(tile.src).pathname.startsWith(`/__map-tiles/${slug}/`)),
          `${value}`,
        ).to.equal(true);
      }
    });
  }

  it('uses Grayscale when no style is given', async () => {
    const element = await mapFixture({});
    await ready(element);
    expect(new URL(tiles(element)[0]!.src).pathname).to.match(/^\/__map-tiles\/grayscale\/12\//);
  });

  it('puts the marker at the map centre and zooms to 12 when the data names neither', async () => {
    const element = await mapFixture({ mapLat: 48.8566, mapLng: 2.3522 });
    await ready(element);
    expect(zoom(element)).to.equal(12);
    expect(tiles(element).every((tile) => /\/grayscale\/12\//.test(tile.src))).to.equal(true);
    const box = region(element).getBoundingClientRect();
    const pin = part(element, 'marker')!.getBoundingClientRect();
    // The pin's tip (its bottom middle) is the centre of the box.
    expect(pin.width).to.equal(48);
    expect(pin.height).to.equal(64);
    expect(Math.abs(pin.left + pin.width / 2 - (box.left + box.width / 2))).to.be.below(1);
    expect(Math.abs(pin.bottom - (box.top + box.height / 2))).to.be.below(1);
  });

  it('pans with the arrow keys and zooms with + / − keys and the named buttons', async () => {
    const element = await mapFixture({ mapLat: 50, mapLng: 0, mapZoom: 10 });
    await ready(element);
    region(element).focus();
    const [lat0, lng0] = centre(element);
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => centre(element)[1] > lng0, 'the map pans east');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => centre(element)[0] < lat0, 'the map pans south');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => Math.abs(centre(element)[1] - lng0) < 1e-4 && Math.abs(centre(element)[0] - lat0) < 1e-4, 'the map pans back');
    await sendKeys({ press: 'Minus' });
    await waitUntil(() => zoom(element) === 9, 'the − key zooms out');
    await sendKeys({ press: 'Equal' });
    await waitUntil(() => zoom(element) === 10, 'the + key zooms in');
    // Tab from the region reaches the marker, then the Zoom in button.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('Zoom in');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => zoom(element) === 11, 'Zoom in zooms in');
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('Zoom out');
    await sendKeys({ press: ' ' });
    await sendKeys({ press: ' ' });
    await waitUntil(() => zoom(element) === 9, 'Zoom out zooms out');
    await waitUntil(() => tiles(element).every((tile) => tile.src.includes('/9/')), 'the tiles follow the zoom');
    await expect(element).to.be.accessible();
  });

  it('lets the wheel scroll the page and shows how to zoom; Ctrl + wheel zooms', async () => {
    const element = await mapFixture({ mapZoom: 8 });
    await ready(element);
    const wheel = (init: WheelEventInit) => {
      const event = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true, composed: true, ...init });
      region(element).dispatchEvent(event);
      return event;
    };
    const plain = wheel({});
    expect(plain.defaultPrevented, 'a plain wheel is left to scroll the page').to.equal(false);
    const hint = part(element, 'hint')!;
    await waitUntil(() => hint.textContent !== '', 'the hint shows');
    expect(hint.textContent).to.match(/^Use (Ctrl|⌘) \+ scroll to zoom$/);
    expect(hint.getAttribute('role')).to.equal('status');
    expect(zoom(element)).to.equal(8);
    await expect(element).to.be.accessible();
    const zooming = wheel({ ctrlKey: true, deltaY: -100 });
    expect(zooming.defaultPrevented).to.equal(true);
    await waitUntil(() => zoom(element) === 9, 'Ctrl + wheel up zooms in');
  });

  it('opens the maps service in a new window from the marker, with position, query and zoom', async () => {
    const element = await mapFixture({
      mapLat: 50.0858,
      mapLng: -5.3149,
      mapZoom: 14,
      addressTitle: 'Studio',
      addressLine1: '12 Harbour Road',
      addressCountry: 'United Kingdom',
    });
    await ready(element);
    const opened: [string, string, string][] = [];
    const open = window.open;
    window.open = ((url: string, target: string, features: string) => void opened.push([url, target, features])) as unknown as typeof window.open;
    try {
      part(element, 'marker')!.click();
    } finally {
      window.open = open;
    }
    expect(opened).to.have.length(1);
    const [url, target, features] = opened[0]!;
    const link = new URL(url);
    expect(target).to.equal('_blank');
    expect(features).to.equal('noopener');
    expect(link.searchParams.get('query')).to.equal('Studio, 12 Harbour Road, United Kingdom');
    expect([link.searchParams.get('mlat'), link.searchParams.get('mlon'), link.searchParams.get('zoom')]).to.deep.equal(['50.0858', '-5.3149', '14']);
    expect(link.hash).to.equal('#map=14/50.0858/-5.3149');
  });

  it('draws the marker as an image, not a button, without linkOnClick', async () => {
    const element = await mapFixture({ addressTitle: 'Studio', linkOnClick: false, showControls: false });
    await ready(element);
    expect(part(element, 'marker')!.localName).to.equal('span');
    expect(part(element, 'marker')!.getAttribute('role')).to.equal('img');
    expect(part(element, 'controls')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('moves a draggable marker with the pointer, and a drag opens nothing', async () => {
    const element = await mapFixture({ mapLat: 50, mapLng: 0, mapZoom: 10, addressTitle: 'Studio', markerDraggable: true });
    await ready(element);
    const opened: string[] = [];
    const open = window.open;
    window.open = ((url: string) => void opened.push(url)) as unknown as typeof window.open;
    try {
      const before = part(element, 'marker')!.getBoundingClientRect();
      const [lat0, lng0] = centre(element);
      const x = Math.round(before.left + before.width / 2);
      const y = Math.round(before.top + before.height / 2);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [x + 40, y + 20] });
      await sendMouse({ type: 'move', position: [x + 60, y + 30] });
      await sendMouse({ type: 'up' });
      await waitUntil(() => part(element, 'marker')!.getBoundingClientRect().left > before.left + 50, 'the marker follows the pointer');
      const after = part(element, 'marker')!.getBoundingClientRect();
      expect(Math.round(after.left - before.left)).to.equal(60);
      expect(Math.round(after.top - before.top)).to.equal(30);
      // The map itself stayed where it was.
      expect(centre(element)).to.deep.equal([lat0, lng0]);
      await nextFrame();
      expect(opened).to.deep.equal([]);
    } finally {
      window.open = open;
      await resetMouse();
    }
  });

  describe('loading', () => {
    let clock: ReturnType<typeof install> | undefined;
    afterEach(() => {
      clock?.uninstall();
      clock = undefined;
    });

    it('fails after 30 seconds of stalled tiles with a visible message and a retry', async () => {
      clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
      // On the other loopback name: stalled requests hold that host's connections, not the page's.
      const element = await mapFixture({}, `${crossOrigin()}/__map-tiles/stall/{z}/{x}/{y}.svg`);
      for (let frame = 0; frame < 5 && tiles(element).length === 0; frame++) await nextFrame();
      expect(tiles(element).length).to.be.above(0);
      clock.tick(29_999);
      await nextFrame();
      expect(part(element, 'failure')).to.equal(null);
      clock.tick(1);
      await nextFrame();
      await nextFrame();
      const failure = part(element, 'failure')!;
      expect(failure.getAttribute('role')).to.equal('alert');
      expect(failure.querySelector('p')!.textContent).to.equal('Unable to load. Try again.');
      expect(failure.checkVisibility()).to.equal(true);
      clock.uninstall();
      clock = undefined;
      await expect(element).to.be.accessible();
      part(element, 'retry')!.click();
      await waitUntil(() => part(element, 'failure') === null, 'retrying hides the message');
      expect(part(element, 'map')!.dataset.status).to.equal('loading');
    });

    it('redraws once a burst of data changes has settled for 60 ms, never for a passing value', async () => {
      const element = await mapFixture({ mapLat: 50, mapLng: 0, mapZoom: 10 });
      await ready(element);
      clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
      const installed = clock;
      // Time goes by in 10 ms steps with a frame in each, so the view's effects run as they would.
      const advance = async (ms: number) => {
        for (let gone = 0; gone < ms; gone += 10) {
          installed.tick(10);
          await nextFrame();
        }
      };
      // The centres the map showed: a redraw for new data makes a new map region.
      const seen = new Set<string>();
      const observer = new MutationObserver(() => seen.add(region(element).dataset.center!));
      observer.observe(element.shadowRoot!, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-center'] });
      try {
        for (const lat of [51, 52, 53]) {
          element.dataset.blockJson = JSON.stringify({ mapLat: lat, mapLng: 0, mapZoom: 10 });
          await advance(40);
          expect(centre(element)[0], `still at 50 with ${lat} 40 ms old`).to.equal(50);
        }
        await advance(40);
        expect(centre(element)).to.deep.equal([53, 0]);
        expect(
          [...seen].map((value) => Number(value.split(',')[0])),
          'the centres drawn',
        ).to.deep.equal([53]);
      } finally {
        observer.disconnect();
      }
    });

    it('fails at once when every tile is refused', async () => {
      const element = await mapFixture({}, '/__map-tiles/missing/{z}/{x}/{y}.svg');
      await waitUntil(() => part(element, 'failure') !== null, 'the message shows');
      expect(part(element, 'failure')!.textContent).to.contain('Unable to load. Try again.');
    });
  });

  it('shows the static picture and the address, with one console error, for bad data', async () => {
    for (const bad of ['{"mapLat": 50,', '{"mapLat": 123}', '[1]', '{"style": "Neon"}']) {
      const capture = captureConsole();
      let element: SqMap;
      try {
        element = await mapFixture(bad);
        await nextFrame();
        await nextFrame();
      } finally {
        capture.restore();
      }
      expect(capture.errors, bad).to.have.length(1);
      expect(capture.errors[0]).to.match(/^<sq-map>: the map data .+; showing the address and the picture of the map\.$/);
      expect(region(element!)).to.equal(null);
      expect(element!.querySelector('img')!.assignedSlot!.name).to.equal('static');
      expect(element!.querySelector('img')!.getBoundingClientRect().height).to.be.closeTo(360, 1);
      await expect(element!).to.be.accessible();
    }
  });

  it('waits for consent before asking a third-party tile service under a restrictive policy', async () => {
    setSiteContext({ ...anonymousContext(), cookieSettings: { isRestrictiveCookiePolicyAbsolute: true } as never });
    const template = `${crossOrigin()}/__map-tiles/original/{z}/{x}/{y}.svg`;
    const element = await mapFixture({}, template);
    await nextFrame();
    await nextFrame();
    expect(region(element)).to.equal(null);
    expect(element.querySelector('img')!.assignedSlot!.name).to.equal('static');
    $consent.set(true);
    await ready(element);
    expect(new URL(tiles(element)[0]!.src).origin).to.equal(new URL(crossOrigin()).origin);
  });

  it('asks its own site for tiles without waiting for consent', async () => {
    setSiteContext({ ...anonymousContext(), cookieSettings: { isRestrictiveCookiePolicyAbsolute: true } as never });
    const element = await mapFixture({});
    await ready(element);
  });
});
