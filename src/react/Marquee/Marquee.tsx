import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { HostContext } from '../common/host-context.js';
import { useMediaQuery } from '../common/useMediaQuery.js';
import { MARQUEE_RERENDER_DEBOUNCE_MS } from '../../shared/constants/timings.js';
import { localeOf, t } from '../../shared/i18n/format.js';
import {
  canMove,
  copiesNeeded,
  cycleMs,
  isRunning,
  marqueeSettings,
  trackKeyframes,
  waveKeyframes,
  waveTiming,
  type MarqueeProps as Settings,
} from '../../shared/marquee/marquee.js';

export interface MarqueeProps extends HostContext, Settings {}

/** Marks the light-DOM copies the view adds after the content; every other child is the content. */
export const COPY_ATTRIBUTE = 'data-sq-marquee-copy';

const isCopy = (node: Node) => node instanceof Element && node.hasAttribute(COPY_ATTRIBUTE);
/** The content: every child node but the copies. */
const contentOf = (host: HTMLElement) => [...host.childNodes].filter((node) => !isCopy(node));
/** Every item in the row: the content's elements, then each copy's. */
const itemsOf = (host: HTMLElement) => [...host.children].flatMap((child) => (isCopy(child) ? [...child.children] : [child]));
const copiesOf = (host: HTMLElement) => [...host.children].filter(isCopy);

/** A copy of the content: after it in the row, hidden from assistive technology, unfocusable, without ids. */
function copyOf(content: readonly Node[]): HTMLElement {
  const copy = document.createElement('div');
  copy.setAttribute(COPY_ATTRIBUTE, '');
  copy.slot = 'copies';
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  for (const child of content) copy.append(child.cloneNode(true));
  for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
  return copy;
}

/**
 * The widths of the region and of one run of the content, measured again after a resize once it
 * has settled, and the function that measures them at once.
 */
function useWidths(viewport: RefObject<HTMLElement | null>, group: RefObject<HTMLElement | null>) {
  const [widths, setWidths] = useState([0, 0]);
  const measure = useCallback(() => {
    const next = [viewport.current?.clientWidth ?? 0, group.current?.offsetWidth ?? 0];
    setWidths((known) => (known.join() === next.join() ? known : next));
  }, [viewport, group]);
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, MARQUEE_RERENDER_DEBOUNCE_MS);
    });
    for (const element of [viewport.current, group.current]) if (element) observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [viewport, group, measure]);
  return [widths[0]!, widths[1]!, measure] as const;
}

/**
 * A row of content scrolling sideways without end: the content, then as many copies as the region
 * needs, moved by one content width per cycle with a transform. It moves only while on screen,
 * holds while keyboard focus is in its content (and while hovered, when asked), and offers a
 * control to stop it. Under reduced motion, or in a region narrower than 50 px, it stays still and
 * its content wraps.
 */
export function Marquee(props: MarqueeProps) {
  const { host, lightDomVersion } = props;
  const settings = marqueeSettings(props);
  const locale = localeOf(host);
  const viewport = useRef<HTMLDivElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [region, content, measure] = useWidths(viewport, group);
  const [visible, setVisible] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moving = canMove({ reducedMotion, regionWidth: region });
  useLayoutEffect(measure, [measure, moving]);
  const running = isRunning({ visible, reducedMotion, stopped, hoverPaused: hovered && settings.pausedOnHover, focused, regionWidth: region });

  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false));
    observer.observe(host);
    const listeners: [string, (event: Event) => void][] = [
      ['pointerenter', () => setHovered(true)],
      ['pointerleave', () => setHovered(false)],
      // Focus on the content holds the row; focus on the stop control (in the shadow root) does not, or it could not start it again.
      ['focusin', (event) => setFocused(host.contains(event.composedPath()[0] as Node))],
      ['focusout', (event) => setFocused(host.contains((event as FocusEvent).relatedTarget as Node | null))],
    ];
    for (const [type, listener] of listeners) host.addEventListener(type, listener);
    return () => {
      observer.disconnect();
      for (const [type, listener] of listeners) host.removeEventListener(type, listener);
    };
  }, [host]);

  // The copies: made again only when the content or the number needed changes (adding them changes the light DOM too).
  const count = moving ? copiesNeeded(region, content) : 0;
  const made = useRef('');
  useLayoutEffect(() => {
    const content = contentOf(host);
    const signature = count + content.map((node) => (node instanceof Element ? node.outerHTML : node.textContent)).join('');
    if (made.current === signature) return;
    made.current = signature;
    for (const copy of copiesOf(host)) copy.remove();
    host.append(...Array.from({ length: count }, () => copyOf(content)));
  }, [host, count, lightDomVersion]);
  useLayoutEffect(
    () => () => {
      for (const copy of copiesOf(host)) copy.remove();
    },
    [host],
  );

  // The row's movement and each item's wave, as Web Animations (no style element, no layout).
  const animations = useRef<Animation[]>([]);
  const { direction, speed, waveFrequency, waveIntensity } = settings;
  useLayoutEffect(() => {
    if (!moving || !(content > 0) || !track.current) return undefined;
    const row = track.current.animate(trackKeyframes(content, direction), { duration: cycleMs(content, speed), iterations: Infinity });
    const waves =
      waveIntensity > 0
        ? itemsOf(host).flatMap((item) => {
            const timing = waveTiming((item as HTMLElement).offsetLeft, content, { waveFrequency, speed });
            return timing
              ? [
                  item.animate(waveKeyframes(waveIntensity), {
                    duration: timing.periodMs,
                    delay: timing.delayMs,
                    iterations: Infinity,
                    composite: 'add',
                  }),
                ]
              : [];
          })
        : [];
    animations.current = [row, ...waves];
    return () => {
      for (const animation of animations.current) animation.cancel();
      animations.current = [];
    };
  }, [host, moving, content, count, direction, speed, waveFrequency, waveIntensity]);
  useLayoutEffect(() => {
    for (const animation of animations.current) {
      if (running) animation.play();
      else animation.pause();
    }
  });

  return (
    <>
      <div ref={viewport} part="viewport" className={moving ? 'viewport moving' : 'viewport'}>
        <div ref={track} part="track" className="track">
          <div ref={group} className="group">
            <slot />
          </div>
          <slot name="copies" />
        </div>
      </div>
      {moving && (
        <button
          type="button"
          part="control"
          className="control"
          aria-label={t(stopped ? 'marqueeStart' : 'marqueeStop', undefined, locale)}
          onClick={() => setStopped(!stopped)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d={stopped ? 'M5 3l8 5-8 5z' : 'M4 3h3v10H4zM9 3h3v10H9z'} fill="currentColor" />
          </svg>
        </button>
      )}
    </>
  );
}
