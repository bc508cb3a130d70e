import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type KeyboardEvent } from 'react';
import type { HostContext } from '../common/host-context.js';
import { LIGHTBOX_FADE_MS } from '../../shared/constants/timings.js';
import { trapFocus } from '../../shared/dom/focus-trap.js';
import { lockPageScroll } from '../../shared/dom/scroll-lock.js';
import { deepActiveElement, restoreFocus } from '../../shared/dom/focus.js';
import { pushHistoryEntry, type HistoryEntry } from '../../shared/dom/history-entry.js';
import type { Dimensions } from '../../shared/gallery/dimensions.js';
import { normalizeLightboxItems } from '../../shared/gallery/lightbox-items.js';
import { lightboxImageBox, lightboxPadding } from '../../shared/gallery/lightbox-layout.js';
import { clickZone, lightboxKeyAction, lightboxNext, lightboxPagination, lightboxPrevious, shouldHandleKey } from '../../shared/gallery/lightbox.js';
import { normalizeIndex } from '../../shared/gallery/state.js';
import { isMobileViewport } from '../../shared/gallery/viewport.js';
import { localeOf, t } from '../../shared/i18n/format.js';
import { Icon } from './icons.js';
import { useCaptionVisibility } from './useCaptionVisibility.js';
import { useSwipe } from './useSwipe.js';
import { useViewportSize } from './useViewportSize.js';

export interface LightboxProps extends HostContext {
  items?: unknown;
  open?: boolean | undefined;
  index?: number | undefined;
  theme?: string | undefined;
  label?: string | undefined;
}

type Phase = 'closed' | 'open' | 'closing';

function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The lightbox: an overlay that fades in, traps focus and shows one item of its set at a time. It
 * closes on its close control, Escape, a click outside the image, the back button, or `open` turned off,
 * then fades out, is destroyed and gives focus back to the element that opened it.
 */
export function Lightbox({ items: input, open = false, index = 0, theme, label, host, root, emit }: LightboxProps) {
  const { items, problems } = useMemo(() => normalizeLightboxItems(input), [input]);
  useEffect(() => {
    for (const problem of problems) console.error(problem);
  }, [problems]);
  const count = items.length;
  const locale = localeOf(host);

  const [phase, setPhase] = useState<Phase>('closed');
  const [current, setCurrent] = useState(0);
  const [natural, setNatural] = useState<ReadonlyMap<string, Dimensions>>(() => new Map());
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const [captionHidden, setCaptionHidden] = useState(false);
  const [dragX, setDragX] = useState(0);
  const state = useRef({ phase, current });
  state.current = { phase, current };
  const opener = useRef<HTMLElement | undefined>(undefined);
  const entry = useRef<HistoryEntry | undefined>(undefined);
  const lastKey = useRef<number | undefined>(undefined);
  const pointer = useRef<{ x: number; y: number } | undefined>(undefined);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const captionId = useId();
  const fadeMs = prefersReducedMotion() ? 0 : LIGHTBOX_FADE_MS;

  const close = useCallback(
    (fromHistory = false) => {
      if (state.current.phase !== 'open') return;
      state.current.phase = 'closing';
      setPhase('closing');
      const historyEntry = entry.current;
      entry.current = undefined;
      if (!fromHistory) historyEntry?.release();
      (host as HTMLElement & { open?: boolean }).open = false;
      emit('sq-lightbox-close', { index: state.current.current });
      setTimeout(() => {
        if (state.current.phase === 'closing') setPhase('closed');
      }, fadeMs);
    },
    [host, emit, fadeMs],
  );

  // `open` and `index` drive the lightbox from outside; closing by itself turns `open` off.
  useLayoutEffect(() => {
    if (open && state.current.phase !== 'open' && count > 0) {
      opener.current = deepActiveElement();
      const start = normalizeIndex(index, count);
      setCurrent(start);
      setCaptionHidden(false);
      state.current = { phase: 'open', current: start };
      setPhase('open');
      entry.current = pushHistoryEntry(() => close(true));
      emit('sq-lightbox-open', { index: start });
    } else if (!open && state.current.phase === 'open') {
      close();
    }
  }, [open, count, index, close, emit]);

  useEffect(() => {
    if (state.current.phase === 'open' && count > 0) setCurrent(normalizeIndex(index, count));
  }, [index, count]);

  useEffect(() => () => entry.current?.release(), []);

  // Focus stays inside and the page behind stays still while open; focus goes back to the opener on close.
  useEffect(() => {
    const element = dialog.current;
    if (phase !== 'open' || !element) return undefined;
    // Focus moves in at once, so Escape works before the focus trap's code has loaded.
    closeButton.current?.focus();
    const release = trapFocus(element, () => closeButton.current ?? element);
    const unlockScroll = lockPageScroll();
    return () => {
      release();
      unlockScroll();
      const active = deepActiveElement();
      if (!active || active === host || root.contains(active)) restoreFocus(opener.current);
    };
  }, [phase, host, root]);

  const viewport = useViewportSize(phase !== 'closed');
  const mobile = isMobileViewport(viewport.width);
  const caption = useCaptionVisibility(phase === 'open');

  const go = useCallback(
    (direction: 'previous' | 'next') => {
      setCurrent((at) => (direction === 'next' ? lightboxNext : lightboxPrevious)(at, count, { mobile: isMobileViewport(window.innerWidth) }));
    },
    [count],
  );
  const swipe = useSwipe(go, setDragX);

  if (phase === 'closed' || count === 0) return null;

  const at = normalizeIndex(current, count);
  const item = items[at]!;
  const size = item.width && item.height ? { width: item.width, height: item.height } : natural.get(item.src);
  const box = lightboxImageBox(viewport, size, lightboxPadding(mobile));
  const pagination = lightboxPagination(at, count, { mobile });
  const showCaption = Boolean(item.caption) && !captionHidden && caption.visible;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    caption.moved();
    const action = lightboxKeyAction(event.nativeEvent);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action === 'close') return close();
    const now = performance.now();
    if (!shouldHandleKey(lastKey.current, now)) return;
    lastKey.current = now;
    go(action);
  };

  const onStageClick = (event: MouseEvent<HTMLDivElement>) => {
    if (swipe.consumeClick()) return;
    if (event.target !== event.currentTarget && !(event.target instanceof HTMLImageElement)) return;
    if (!(event.target instanceof HTMLImageElement)) return close();
    const zone = clickZone(event.clientX, window.innerWidth);
    if (zone !== 'none') go(zone);
  };

  const control = (name: 'previous' | 'next', enabled: boolean) =>
    count > 1 && (
      <button
        type="button"
        part={enabled ? name : `${name} disabled`}
        className={enabled ? `control ${name}` : `control ${name} disabled`}
        aria-label={t(name === 'previous' ? 'lightboxPrevious' : 'lightboxNext', undefined, locale)}
        aria-disabled={!enabled}
        onClick={() => {
          if (enabled) go(name);
        }}
      >
        <Icon name={name} />
      </button>
    );

  return (
    // The dialog takes its keys (Escape, arrows) and watches the pointer to show the caption again.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      part="dialog"
      className={`lightbox ${theme === 'light' ? 'light' : 'dark'} ${phase}`}
      role="dialog"
      aria-modal="true"
      aria-label={label || t('lightboxLabel', undefined, locale)}
      style={{ ['--_fade' as string]: `${fadeMs}ms` }}
      onKeyDown={onKeyDown}
      onMouseMove={(event) => {
        // Browsers also send mousemove when content moves under a still pointer: only real movement counts.
        const { clientX: x, clientY: y } = event;
        if (pointer.current?.x === x && pointer.current.y === y) return;
        pointer.current = { x, y };
        caption.moved();
      }}
    >
      <div part="overlay" className="overlay" />
      {/* A click beside the image closes, as Escape and the close button do from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="stage" onClick={onStageClick} {...swipe.handlers}>
        {item.thumbnail && !loaded.has(item.src) && (
          <img
            className="image placeholder"
            src={item.thumbnail}
            alt=""
            aria-hidden="true"
            draggable={false}
            style={{ left: box.x, top: box.y, width: box.width, height: box.height, transform: dragX ? `translateX(${dragX}px)` : undefined }}
          />
        )}
        <img
          key={item.src}
          part="image"
          className="image"
          src={item.src}
          srcSet={item.srcset}
          sizes={item.srcset ? `${Math.ceil(box.width)}px` : undefined}
          alt={item.alt}
          aria-describedby={item.caption ? captionId : undefined}
          draggable={false}
          style={{ left: box.x, top: box.y, width: box.width, height: box.height, transform: dragX ? `translateX(${dragX}px)` : undefined }}
          onLoad={(event) => {
            const image = event.currentTarget;
            if (!size && image.naturalWidth > 0)
              setNatural((known) => new Map(known).set(item.src, { width: image.naturalWidth, height: image.naturalHeight }));
            if (item.thumbnail) setLoaded((known) => new Set(known).add(item.src));
          }}
        />
      </div>
      {item.caption && (
        <div id={captionId} part="caption" className={showCaption ? 'caption' : 'caption hidden'}>
          {item.caption}
        </div>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t('gallerySlidePosition', { index: at + 1, count }, locale)}
      </div>
      {item.caption && (
        <button
          type="button"
          part="caption-toggle"
          className="control caption-toggle"
          aria-label={t(captionHidden ? 'lightboxShowCaption' : 'lightboxHideCaption', undefined, locale)}
          onClick={() => {
            setCaptionHidden(!captionHidden);
            caption.moved();
          }}
        >
          <Icon name="caption" />
        </button>
      )}
      {control('previous', pagination.previous)}
      {control('next', pagination.next)}
      <button
        ref={closeButton}
        type="button"
        part="close"
        className="control close"
        aria-label={t('lightboxClose', undefined, locale)}
        onClick={() => close()}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
