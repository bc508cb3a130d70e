import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { LAZY_LOAD_MARGIN_PX } from '../../shared/constants/limits.js';
import { GALLERY_RESIZE_TIMEOUT_MS, STRIP_SPEED_MS } from '../../shared/constants/timings.js';
import { followUrl } from '../../shared/dom/navigate.js';
import { activateItem, isPaginated, itemRole, type ActivationEffect } from '../../shared/gallery/activation.js';
import { isMotionDisabled } from '../../shared/gallery/autoplay.js';
import { stripClick, type ClickTarget } from '../../shared/gallery/clicks.js';
import { findInitialIndex } from '../../shared/gallery/deep-link.js';
import { GalleryDesign } from '../../shared/gallery/designs.js';
import type { Dimensions } from '../../shared/gallery/dimensions.js';
import { GALLERY_SETTING_NAMES, type GivenSettings } from '../../shared/gallery/settings.js';
import { slideImageFit } from '../../shared/gallery/image-fit.js';
import { carouselGroupOffset, carouselSlidesPerRow } from '../../shared/gallery/layout-carousel.js';
import { computeLayout } from '../../shared/gallery/layout.js';
import { clampStripOffset, stripOffset } from '../../shared/gallery/layout-strip.js';
import { metaPlacement } from '../../shared/gallery/meta.js';
import { loadsByVisibility, preloadedSlides } from '../../shared/gallery/preload.js';
import { drawsProgressively } from '../../shared/gallery/progressive.js';
import { readSlides, slideKey, type Slide } from '../../shared/gallery/slides.js';
import { currentGroup, paginationDisabled, slidesPerGroup, totalGroups, type GalleryEvent } from '../../shared/gallery/state.js';
import { isMobileViewport } from '../../shared/gallery/viewport.js';
import { localeOf, t } from '../../shared/i18n/format.js';
import { AutoplayToggle } from './AutoplayToggle.js';
import { Pagination } from './Pagination.js';
import { SlideFrames } from './SlideFrames.js';
import { ThumbnailStrip } from './ThumbnailStrip.js';
import { useAutoplay } from './useAutoplay.js';
import { useContainerWidth } from '../common/useContainerWidth.js';
import { useDeepLink } from './useDeepLink.js';
import { useDrawnFrames } from './useDrawnFrames.js';
import { useGalleryIndex } from './useGalleryIndex.js';
import { useGalleryInput } from './useGalleryInput.js';
import { useGalleryLightbox } from './useGalleryLightbox.js';
import { useGallerySettings } from './useGallerySettings.js';
import { useSlideAttributes } from './useSlideAttributes.js';
import { useSlideImages } from './useSlideImages.js';
import { useSlideMeta } from './useSlideMeta.js';

export interface GalleryProps extends HostContext, GivenSettings {
  blockJson?: string | undefined;
  currentIndex?: number | undefined;
  collectionUrl?: string | undefined;
}

function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The gallery: slides stay in light DOM and are projected through named slots into frames placed by the
 * design's layout, computed from the container width and the slides' known dimensions (CLS 0).
 */
export function Gallery(props: GalleryProps) {
  const { host, root, emit, lightDomVersion, blockJson, collectionUrl } = props;
  const given: Record<string, unknown> = {};
  for (const name of GALLERY_SETTING_NAMES) given[name] = props[name];
  const settings = useGallerySettings(blockJson, given as GivenSettings);
  const { design } = settings;
  const locale = localeOf(host);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- lightDomVersion changes with the light DOM, which the memo re-reads
  const slides = useMemo(() => readSlides(host), [host, lightDomVersion]);
  const [natural, setNatural] = useState<ReadonlyMap<HTMLElement, Dimensions>>(() => new Map());
  // Natural sizes arrive one image load at a time: they are gathered and applied once per frame, in one render.
  const arrived = useRef(new Map<HTMLElement, Dimensions>());
  const onNaturalSize = useCallback((element: HTMLElement, size: Dimensions) => {
    if (arrived.current.size === 0) {
      requestAnimationFrame(() => {
        const batch = arrived.current;
        arrived.current = new Map();
        setNatural((known) => {
          const changed = [...batch].filter(([key, value]) => known.get(key)?.width !== value.width || known.get(key)?.height !== value.height);
          return changed.length === 0 ? known : new Map([...known, ...changed]);
        });
      });
    }
    arrived.current.set(element, size);
  }, []);
  const dimensions = useMemo(() => slides.map((slide) => slide.dimensions ?? natural.get(slide.element)), [slides, natural]);

  const width = useContainerWidth(host, { debounceMs: GALLERY_RESIZE_TIMEOUT_MS });
  const mobile = isMobileViewport(window.innerWidth);
  const reduced = prefersReducedMotion();
  const paginated = isPaginated(design);
  const linked = design === GalleryDesign.STACKED && settings.thumbnails;
  const [initialIndex] = useState(
    () => findInitialIndex({ hash: location.hash, pathname: location.pathname, collectionUrl, slides }) ?? props.currentIndex ?? 0,
  );

  const slidesRef = useRef(slides);
  slidesRef.current = slides;
  const indexRef = useRef(0);
  const onEvents = useCallback(
    (events: GalleryEvent[]) => {
      for (const event of events) {
        if (event.type === 'slideChange') emit('sq-slide-change', { index: event.index, id: slideKey(slidesRef.current[event.index]) });
        else if (event.type === 'reachedEnd') emit('sq-reached-end', { index: indexRef.current });
        else emit('sq-reached-beginning', { index: indexRef.current });
      }
    },
    [emit],
  );
  const { state, strip, dispatch } = useGalleryIndex({
    count: slides.length,
    loop: settings.loop,
    slidesPerRow: design === GalleryDesign.CAROUSEL ? carouselSlidesPerRow(settings.slidesPerRow, width) : undefined,
    linked,
    initialIndex,
    motionMs: [paginated && !reduced ? settings.speed * 1000 : 0, linked && !reduced ? STRIP_SPEED_MS : 0],
    onEvents,
  });
  indexRef.current = state.currentIndex;
  const current = paginated ? state.currentIndex : undefined;

  useDeepLink({ slides, collectionUrl, history: settings.history, state, dispatch });

  // A current-index set after the first render moves the gallery there; the gallery's own reflection does not.
  const requested = useRef(props.currentIndex);
  const reflected = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (props.currentIndex === undefined || props.currentIndex === requested.current) return;
    requested.current = props.currentIndex;
    if (props.currentIndex !== reflected.current) dispatch({ type: 'goTo', index: props.currentIndex });
  }, [props.currentIndex, dispatch]);

  // current-index follows the current slide (reflected), in the designs that have one.
  useEffect(() => {
    if (!paginated || state.count === 0) return;
    reflected.current = state.currentIndex;
    const value = String(state.currentIndex);
    if (host.getAttribute('current-index') !== value) host.setAttribute('current-index', value);
  }, [paginated, state.count, state.currentIndex, host]);

  const layout = useMemo(
    () => computeLayout(settings, { containerWidth: width, slides: dimensions, currentIndex: state.currentIndex }),
    [settings, width, dimensions, state.currentIndex],
  );

  // Autoplay holds while the lightbox is open; only a gallery that autoplays renders again for it.
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const autoplays = settings.autoplay && paginated;
  const lightbox = useGalleryLightbox({
    root,
    slides,
    natural,
    theme: settings.lightboxTheme,
    onOpenChange: (open) => {
      if (autoplays || !open) setLightboxOpen(open);
    },
  });
  const motionDisabled = isMotionDisabled(location.search) || reduced;
  const autoplay = useAutoplay({
    enabled: autoplays && !lightboxOpen,
    autoplayDuration: settings.autoplayDuration,
    randomize: settings.randomize,
    state,
    mobile,
    motionDisabled,
    dispatch,
  });

  const roles = useMemo(
    () =>
      slides.map((slide, index) =>
        itemRole({
          design,
          lightbox: settings.lightbox,
          hasLightboxItem: lightbox.itemIndex[index] !== undefined,
          clickThroughUrl: slide.clickThroughUrl,
        }),
      ),
    [slides, design, settings.lightbox, lightbox.itemIndex],
  );
  const playing = design === GalleryDesign.STACKED || design === GalleryDesign.STRIP ? state.currentIndex : -1;
  const players = useMemo(() => slides.map((slide, index) => slide.type === 'video' && (playing < 0 || index === playing)), [slides, playing]);

  // The designs without a current slide draw their frames straight to the DOM, those on screen first
  // and the rest in short tasks (the height is reserved); the others render theirs with React.
  const progressive = drawsProgressively(design);
  const [initialTop] = useState(() => host.getBoundingClientRect().top);
  const track = useRef<HTMLDivElement>(null);
  const drawnFrames = useDrawnFrames(track, {
    enabled: progressive,
    boxes: layout.boxes,
    frameWidth: layout.design === GalleryDesign.LIST ? width : undefined,
    roles,
    players,
    visibleBottom: () => innerHeight - initialTop + LAZY_LOAD_MARGIN_PX,
  });
  const drawn = progressive ? drawnFrames : layout.boxes.length;

  const context = useCallback(
    (slide: Slide, index: number) => ({
      design,
      lightbox: settings.lightbox,
      hasLightboxItem: lightbox.itemIndex[index] !== undefined,
      clickThroughUrl: slide.clickThroughUrl,
    }),
    [design, settings.lightbox, lightbox.itemIndex],
  );
  const videoActive = useCallback(
    (index: number) => !(design === GalleryDesign.STACKED || design === GalleryDesign.STRIP) || index === state.currentIndex,
    [design, state.currentIndex],
  );
  useSlideAttributes({ slides, drawn, currentIndex: current, videoActive });

  const preload = useMemo(
    () => preloadedSlides(design, state.currentIndex, slides.length, state.slidesPerRow),
    [design, state.currentIndex, slides.length, state.slidesPerRow],
  );
  useSlideMeta(slides, metaPlacement(design, settings.metaPosition), layout.boxes, drawn);
  useSlideImages({
    slides,
    drawn,
    boxes: layout.boxes,
    fit: slideImageFit(settings),
    preload,
    byVisibility: loadsByVisibility(design),
    byBoxes: progressive,
    root,
    initialTop,
    mobile,
    mixedContent: settings.mixedContent,
    onNaturalSize,
  });

  const apply = (effect: ActivationEffect, source: 0 | 1 = 0) => {
    if (effect.type === 'navigate') followUrl(effect.url);
    else if (effect.type === 'lightbox') lightbox.open(effect.index);
    else if (effect.type !== 'none') dispatch(effect, source);
  };
  const activation = (index: number, target: ClickTarget, x: number, itemWidth: number, currentIndex: number) => {
    const slide = slides[index];
    if (!slide) return { type: 'none' } as const;
    return activateItem({
      ...context(slide, index),
      target,
      index,
      currentIndex,
      clickBehavior: settings.clickBehavior,
      activeSlideClickBehavior: settings.activeSlideClickBehavior,
      x,
      width: itemWidth,
    });
  };

  const container = useRef<HTMLDivElement>(null);
  // The slides' container, which the previous and next controls name.
  const trackId = `${useId()}slides`;
  useGalleryInput(container, host, {
    activate: (index, target, x, itemWidth) => apply(activation(index, target, x, itemWidth, state.currentIndex)),
    step: settings.keyboard && paginated ? (direction) => dispatch({ type: direction }) : undefined,
    hover: (inside) => autoplay.send({ type: inside ? 'hoverStart' : 'hoverEnd' }),
    focus: autoplay.setFocusInside,
    video: (playing) => autoplay.send({ type: playing ? 'videoPlay' : 'videoStop' }),
  });

  const count = slides.length;
  const group = currentGroup(state);
  const perGroup = slidesPerGroup(state);
  const slideArea = layout.design === GalleryDesign.STACKED ? layout.slideHeight : layout.height;
  let trackShift = 0;
  if (layout.design === GalleryDesign.CAROUSEL) trackShift = -carouselGroupOffset(layout, group);
  if (layout.design === GalleryDesign.STRIP) trackShift = stripOffset(layout, state.currentIndex, settings.activeAlignment, width);
  const speed = `${reduced ? 0 : settings.speed}s`;
  const offersPause = settings.autoplay && paginated && !motionDisabled && totalGroups(state) > 1;

  return (
    <>
      <div
        ref={container}
        part="gallery"
        className={`gallery design-${design}${reduced ? ' reduced-motion' : ''}`}
        style={{ height: layout.height, ['--_speed' as string]: speed }}
        role={paginated ? 'region' : undefined}
        aria-roledescription={paginated ? 'carousel' : undefined}
        aria-label={paginated ? t('galleryLabel', undefined, locale) : undefined}
      >
        {offersPause && <AutoplayToggle paused={autoplay.paused} onToggle={() => autoplay.setPaused(!autoplay.paused)} locale={locale} />}
        <div
          key={progressive ? 'drawn' : 'rendered'}
          ref={progressive ? track : undefined}
          id={trackId}
          part="track"
          className={progressive ? 'track drawn' : 'track'}
          role={paginated ? undefined : 'list'}
          aria-label={paginated ? undefined : t('galleryLabel', undefined, locale)}
          style={{ height: slideArea, transform: trackShift ? `translateX(${trackShift}px)` : undefined }}
        >
          {!progressive && (
            <SlideFrames
              design={layout.design}
              boxes={layout.boxes}
              drawn={drawn}
              total={count}
              paginated={paginated}
              current={current}
              group={group}
              perGroup={perGroup}
              transition={settings.transition}
              width={width}
              roles={roles}
              players={players}
              locale={locale}
            />
          )}
        </div>
        {paginated && count > 1 && (
          <Pagination
            disabled={paginationDisabled(state)}
            onPrevious={() => dispatch({ type: 'previous' })}
            onNext={() => dispatch({ type: 'next' })}
            locale={locale}
            controls={trackId}
            height={slideArea}
          />
        )}
        {layout.design === GalleryDesign.STACKED && layout.thumbnailStrip && strip && (
          <ThumbnailStrip
            slides={slides}
            layout={layout.thumbnailStrip.layout}
            top={layout.thumbnailStrip.y}
            offset={clampStripOffset(
              stripOffset(layout.thumbnailStrip.layout, strip.currentIndex, settings.activeAlignment, width),
              layout.thumbnailStrip.layout,
              width,
            )}
            currentIndex={strip.currentIndex}
            onSelect={(index) =>
              apply(
                stripClick({ target: 'slide', index, currentIndex: strip.currentIndex, activeSlideClickBehavior: settings.activeSlideClickBehavior }),
                1,
              )
            }
            locale={locale}
          />
        )}
        {paginated && count > 0 && (
          <div className="visually-hidden" aria-live={autoplay.running ? 'off' : 'polite'} aria-atomic="true">
            {t('gallerySlidePosition', { index: state.currentIndex + 1, count }, locale)}
          </div>
        )}
      </div>
    </>
  );
}
