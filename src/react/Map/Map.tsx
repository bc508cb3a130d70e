import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { HostContext } from '../common/host-context.js';
import { MAP_MARKER_ICON_HEIGHT_PX, MAP_MARKER_ICON_WIDTH_PX } from '../../shared/constants/limits.js';
import { MAP_LOAD_TIMEOUT_MS, MAP_UI_UPDATE_DEBOUNCE_MS } from '../../shared/constants/timings.js';
import { isRestrictiveCookieSettings, mayTrack } from '../../shared/consent/policy.js';
import { $consent } from '../../shared/consent/store.js';
import { t } from '../../shared/i18n/format.js';
import { readMapBlock, tileSourceOf } from '../../shared/map/block.js';
import { MARKER_COLOR, MARKER_DOT, MARKER_PIN_PATH } from '../../shared/map/marker.js';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, panBy, screenPoint, visibleTiles, type LatLng } from '../../shared/map/mercator.js';
import { markerLink, tileUrl } from '../../shared/map/settings.js';
import { $site } from '../../shared/site/store.js';
import { usableUrl } from '../../shared/url/check.js';
import { useSettled } from '../common/useSettled.js';

export interface MapProps extends HostContext {
  blockJson?: string | undefined;
  tileUrl?: string | undefined;
}

/** How far an arrow key moves the map, in pixels. */
export const MAP_PAN_STEP_PX = 80;
/** How long the wheel hint stays. */
const HINT_MS = 1500;
/** One zoom step per this long while Ctrl/⌘ + wheel turns. */
const WHEEL_STEP_MS = 250;
/** Two fingers this many times further apart (or closer) zoom in (or out) a step. */
const PINCH_STEP = 1.6;

type Status = 'loading' | 'ready' | 'failed';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The map: a raster of tiles positioned by transforms in a focusable region, the marker as a
 * button, zoom buttons and keyboard, cooperative wheel and touch gestures. The static picture and
 * the address (light DOM) stay the accessible equivalent, and show alone when the data is bad, the
 * tiles wait for consent, or loading fails.
 */
export function MapBlock(props: MapProps) {
  // Changes to the data redraw the map once they settle, not on every keystroke of an editor.
  const blockJson = useSettled(props.blockJson, MAP_UI_UPDATE_DEBOUNCE_MS);
  const template = useSettled(props.tileUrl, MAP_UI_UPDATE_DEBOUNCE_MS);
  const read = useMemo(() => readMapBlock(blockJson), [blockJson]);
  const source = useMemo(() => tileSourceOf(template), [template]);
  useEffect(() => {
    if (!read.ok) console.error(t('mapDataProblem', { reason: read.reason }));
  }, [read]);
  useEffect(() => {
    if (!source) console.error(t('mapTileUrlInvalid', { value: String(template) }));
  }, [source, template]);

  const site = useStore($site);
  const consent = useStore($consent);
  const allowed =
    source !== undefined && (!source.thirdParty || mayTrack({ consent, restrictive: isRestrictiveCookieSettings(site.cookieSettings) }));
  if (!read.ok || !source || !allowed) {
    return (
      <>
        <div className="map" part="map">
          <slot name="static" />
        </div>
        <slot name="address" />
        <slot />
      </>
    );
  }
  return <LiveMap key={`${blockJson}|${source.template}`} settings={read.settings} template={source.template} />;
}

function LiveMap({
  settings,
  template,
}: {
  settings: ReturnType<typeof readMapBlock> & { ok: true } extends { settings: infer S } ? S : never;
  template: string;
}) {
  const [center, setCenter] = useState<LatLng>(settings.center);
  const [markerAt, setMarkerAt] = useState<LatLng>(settings.marker);
  const [zoom, setZoom] = useState(settings.zoom);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [hint, setHint] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const loaded = useRef(0);
  const failed = useRef(new Set<string>());

  // The box's size: measured before paint, then on resize, debounced.
  useLayoutEffect(() => {
    const box = viewport.current!;
    const measure = () => setSize({ width: box.clientWidth, height: box.clientHeight });
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, MAP_UI_UPDATE_DEBOUNCE_MS);
    });
    observer.observe(box);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  const tiles = size.width > 0 ? visibleTiles(center, zoom, size.width, size.height) : [];

  // Loading fails after 30 seconds without a response.
  useEffect(() => {
    if (status !== 'loading') return undefined;
    const timer = setTimeout(() => setStatus((now) => (now === 'loading' ? 'failed' : now)), MAP_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status, attempt]);

  // Cooperative gestures: the wheel and one finger scroll the page, and say how to move the map;
  // Ctrl/⌘ + wheel zooms and two fingers pan. Touch events, not pointer events, carry the touch
  // gestures: only a touchmove can be prevented, which keeps the page from scrolling under two
  // fingers (a pointer the page scrolls for is cancelled). Not passive, so that they can be prevented.
  const hintTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastWheel = useRef(0);
  const zoomNow = useRef(zoom);
  zoomNow.current = zoom;
  useEffect(() => {
    const box = viewport.current!;
    const showHint = (text: string) => {
      setHint(text);
      clearTimeout(hintTimer.current);
      hintTimer.current = setTimeout(() => setHint(''), HINT_MS);
    };
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey)) {
        showHint(isMac() ? t('mapWheelHintMac') : t('mapWheelHint'));
        return;
      }
      if (!settings.scrollwheel) return;
      event.preventDefault();
      setHint('');
      if (event.deltaY === 0 || event.timeStamp - lastWheel.current < WHEEL_STEP_MS) return;
      lastWheel.current = event.timeStamp;
      setZoom((now) => clampZoom(now + (event.deltaY < 0 ? 1 : -1)));
    };
    // Two fingers: their midpoint pans; spreading or pinching them by PINCH_STEP zooms a step.
    let fingers: { x: number; y: number; spread: number } | undefined;
    let pinchFrom = 0;
    const onTouch = (event: TouchEvent) => {
      if (event.touches.length < 2 || !settings.draggable) {
        fingers = undefined;
        if (event.type === 'touchmove' && event.touches.length === 1) showHint(t('mapTouchHint'));
        return;
      }
      event.preventDefault();
      setHint('');
      const [a, b] = [event.touches[0]!, event.touches[1]!];
      const now = {
        x: (a.clientX + b.clientX) / 2,
        y: (a.clientY + b.clientY) / 2,
        spread: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
      };
      const last = fingers;
      fingers = now;
      if (event.type !== 'touchmove' || !last) {
        pinchFrom = now.spread;
        return;
      }
      setCenter((centre) => panBy(centre, zoomNow.current, last.x - now.x, last.y - now.y));
      const ratio = now.spread / (pinchFrom || 1);
      if (ratio >= PINCH_STEP || ratio <= 1 / PINCH_STEP) {
        pinchFrom = now.spread;
        setZoom((zoomed) => clampZoom(zoomed + (ratio > 1 ? 1 : -1)));
      }
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const) box.addEventListener(type, onTouch, { passive: false });
    return () => {
      box.removeEventListener('wheel', onWheel);
      for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const) box.removeEventListener(type, onTouch);
      clearTimeout(hintTimer.current);
    };
  }, [settings.scrollwheel, settings.draggable]);

  const pan = (dx: number, dy: number) => setCenter((now) => panBy(now, zoom, dx, dy));
  const zoomBy = (step: number) => setZoom((now) => clampZoom(now + step));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-MAP_PAN_STEP_PX, 0],
      ArrowRight: [MAP_PAN_STEP_PX, 0],
      ArrowUp: [0, -MAP_PAN_STEP_PX],
      ArrowDown: [0, MAP_PAN_STEP_PX],
    };
    const move = moves[event.key];
    if (move) pan(...move);
    else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '_') zoomBy(-1);
    else return;
    event.preventDefault();
  };

  // Dragging with a mouse or pen; touch is the touch events' (above).
  const dragFrom = useRef<{ id: number; x: number; y: number } | undefined>(undefined);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!settings.draggable || event.pointerType === 'touch' || (event.target as Element).closest('button')) return;
    dragFrom.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = dragFrom.current;
    if (!last || last.id !== event.pointerId) return;
    dragFrom.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    pan(last.x - event.clientX, last.y - event.clientY);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (dragFrom.current?.id === event.pointerId) dragFrom.current = undefined;
  };

  const onTileLoad = () => {
    loaded.current++;
    setStatus('ready');
  };
  const onTileError = (key: string) => {
    failed.current.add(key);
    if (loaded.current === 0 && tiles.every((tile) => failed.current.has(tile.key))) setStatus('failed');
  };
  const retry = () => {
    failed.current.clear();
    setStatus('loading');
    setAttempt((now) => now + 1);
  };

  const title = settings.addressTitle || t('mapMarkerUntitled');
  const marker = size.width > 0 ? screenPoint(markerAt, center, zoom, size.width, size.height) : undefined;

  // markerDraggable: the marker follows the pointer; a drag is not a click on it.
  const markerDrag = useRef<{ id: number; x: number; y: number; moved: boolean } | undefined>(undefined);
  const onMarkerPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!settings.markerDraggable) return;
    event.stopPropagation();
    markerDrag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onMarkerPointerMove = (event: PointerEvent<HTMLElement>) => {
    const drag = markerDrag.current;
    if (!drag || drag.id !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 3) return;
    markerDrag.current = { ...drag, x: event.clientX, y: event.clientY, moved: true };
    setMarkerAt((now) => panBy(now, zoom, dx, dy));
  };
  const onMarkerPointerUp = () => {
    const drag = markerDrag.current;
    // The click that ends a drag comes after pointerup: remember the drag until then.
    if (drag) markerDrag.current = drag.moved ? { ...drag, id: -1 } : undefined;
  };
  const onMarkerClick = () => {
    const dragged = markerDrag.current?.moved;
    markerDrag.current = undefined;
    if (!dragged && link) window.open(link, '_blank', 'noopener');
  };
  const markerHandlers = {
    onPointerDown: onMarkerPointerDown,
    onPointerMove: onMarkerPointerMove,
    onPointerUp: onMarkerPointerUp,
    onPointerCancel: onMarkerPointerUp,
  };
  const link = settings.linkOnClick ? usableUrl(markerLink({ ...settings, marker: markerAt, zoom }), 'navigation') : undefined;
  const controls = settings.showControls && !settings.disableDefaultUI;
  const pin = (
    <svg
      viewBox={`0 0 ${MAP_MARKER_ICON_WIDTH_PX} ${MAP_MARKER_ICON_HEIGHT_PX}`}
      width={MAP_MARKER_ICON_WIDTH_PX}
      height={MAP_MARKER_ICON_HEIGHT_PX}
      aria-hidden="true"
      focusable="false"
    >
      <path d={MARKER_PIN_PATH} fill={`var(--sq-map-marker-color, ${MARKER_COLOR})`} stroke="#fff" strokeWidth="2" />
      <circle cx={MARKER_DOT.cx} cy={MARKER_DOT.cy} r={MARKER_DOT.r} fill="#fff" />
    </svg>
  );
  const markerPlace = marker
    ? { transform: `translate(${Math.round(marker.x - MAP_MARKER_ICON_WIDTH_PX / 2)}px, ${Math.round(marker.y - MAP_MARKER_ICON_HEIGHT_PX)}px)` }
    : { visibility: 'hidden' as const };

  return (
    <>
      <div className="map" part="map" data-status={status}>
        <slot name="static" />
        {/* The map is a focusable region: the arrow keys pan it, + and − zoom (the keyboard rule for maps). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={viewport}
          className="viewport"
          part="viewport"
          role="region"
          aria-roledescription={t('mapLabel')}
          aria-label={settings.addressTitle ? t('mapLabelOf', { title: settings.addressTitle }) : t('mapLabel')}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: a focusable region
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          data-zoom={zoom}
          data-center={`${center.lat.toFixed(5)},${center.lng.toFixed(5)}`}
        >
          <div className="tiles" part="tiles" aria-hidden="true">
            {tiles.map((tile) => (
              <img
                key={`${attempt}:${tile.key}`}
                className="tile"
                src={tileUrl(template, tile, settings)}
                alt=""
                width={256}
                height={256}
                draggable={false}
                style={{ transform: `translate(${tile.left}px, ${tile.top}px)` }}
                onLoad={onTileLoad}
                onError={() => onTileError(tile.key)}
              />
            ))}
          </div>
          {link ? (
            <button type="button" className="marker" part="marker" aria-label={title} style={markerPlace} onClick={onMarkerClick} {...markerHandlers}>
              {pin}
            </button>
          ) : (
            <span className="marker" part="marker" role="img" aria-label={title} style={markerPlace} {...markerHandlers}>
              {pin}
            </span>
          )}
          {controls && (
            <div className="controls" part="controls">
              <button type="button" className="zoom" part="zoom-in" aria-label={t('mapZoomIn')} disabled={zoom >= MAX_ZOOM} onClick={() => zoomBy(1)}>
                +
              </button>
              <button
                type="button"
                className="zoom"
                part="zoom-out"
                aria-label={t('mapZoomOut')}
                disabled={zoom <= MIN_ZOOM}
                onClick={() => zoomBy(-1)}
              >
                −
              </button>
            </div>
          )}
          <div className="hint" part="hint" role="status" data-shown={hint !== '' || undefined}>
            {hint}
          </div>
          {status === 'failed' && (
            <div className="failure" part="failure" role="alert">
              <p>{t('unableToLoadTryAgain')}</p>
              <button type="button" part="retry" onClick={retry}>
                {t('mapRetry')}
              </button>
            </div>
          )}
        </div>
      </div>
      <slot name="address" />
      <slot />
    </>
  );
}
