import { useEffect, useRef, type RefObject } from 'react';
import type { ClickTarget } from '../../shared/gallery/clicks.js';
import { isActivationKey } from '../../shared/gallery/clicks.js';
import { lightboxKeyAction } from '../../shared/gallery/lightbox.js';

export interface GalleryInputHandlers {
  /** A click, Enter or Space on item `index`; x and width locate a click within the item. */
  activate: (index: number, target: ClickTarget, x: number, width: number) => void;
  /** Arrow keys (37 and 39), when the gallery takes keys. */
  step: ((direction: 'previous' | 'next') => void) | undefined;
  hover: (inside: boolean) => void;
  /** Keyboard focus entered (true) or left (false) the gallery. */
  focus: (inside: boolean) => void;
  video: (playing: boolean) => void;
}

const PLAYERS = new Set(['video', 'audio', 'iframe', 'object', 'embed']);
const CONTROLS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary', 'label']);

/** Where on the way from the event target up to the slide the event started: a player, a link or control, or the slide itself. */
function targetOf(path: EventTarget[], slide: Element): ClickTarget {
  for (const node of path) {
    if (node === slide) break;
    if (!(node instanceof Element)) continue;
    if (PLAYERS.has(node.localName)) return 'video';
    if (CONTROLS.has(node.localName) && !(node.localName === 'a' && !node.hasAttribute('href'))) return 'link';
  }
  return 'slide';
}

/** The slide frame (a shadow element with data-index) an event passed through, and the slotted slide inside it. */
function itemOf(path: EventTarget[], container: Element): { frame: HTMLElement; slide: Element } | undefined {
  for (let i = 0; i < path.length; i++) {
    const node = path[i];
    if (node instanceof HTMLElement && node.dataset.index !== undefined && container.contains(node)) {
      const slide = path
        .slice(0, i)
        .reverse()
        .find((candidate) => candidate instanceof Element && candidate.localName !== 'slot');
      return slide instanceof Element ? { frame: node, slide } : undefined;
    }
  }
  return undefined;
}

/**
 * Native listeners: React's own events do not reach light-DOM content projected through slots, so clicks
 * and keys on slides are read from the composed path.
 */
export function useGalleryInput(container: RefObject<HTMLElement | null>, host: HTMLElement, handlers: GalleryInputHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const path = event.composedPath();
      const item = itemOf(path, element);
      if (!item) return;
      const rect = item.frame.getBoundingClientRect();
      latest.current.activate(Number(item.frame.dataset.index), targetOf(path, item.slide), event.clientX - rect.left, rect.width);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const path = event.composedPath();
      const item = itemOf(path, element);
      if (item && path[0] instanceof HTMLElement && path[0].hasAttribute('data-hit') && isActivationKey(event.key)) {
        event.preventDefault();
        latest.current.activate(Number(item.frame.dataset.index), 'slide', 0, 0);
        return;
      }
      const action = lightboxKeyAction(event);
      const step = latest.current.step;
      if (!step || (action !== 'previous' && action !== 'next')) return;
      if (item && targetOf(path, item.slide) !== 'slide') return;
      event.preventDefault();
      step(action);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [container]);

  useEffect(() => {
    const enter = () => latest.current.hover(true);
    const leave = () => latest.current.hover(false);
    // Keyboard focus only (:focus-visible): a click that focuses a slide is not someone reading it.
    const focusIn = (event: FocusEvent) => {
      const path = event.composedPath();
      // The lightbox holds autoplay while it is open: focus in it is not focus in the gallery.
      if (path.some((node) => node instanceof Element && node.localName === 'sq-lightbox')) return;
      const target = path[0];
      latest.current.focus(target instanceof Element && target.matches(':focus-visible'));
    };
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && (next === host || host.contains(next)))) latest.current.focus(false);
    };
    const play = () => latest.current.video(true);
    const stop = () => latest.current.video(false);
    host.addEventListener('pointerenter', enter);
    host.addEventListener('pointerleave', leave);
    host.addEventListener('focusin', focusIn);
    host.addEventListener('focusout', focusOut);
    // Media events do not bubble: listen on the way down.
    host.addEventListener('play', play, true);
    host.addEventListener('pause', stop, true);
    host.addEventListener('ended', stop, true);
    return () => {
      host.removeEventListener('pointerenter', enter);
      host.removeEventListener('pointerleave', leave);
      host.removeEventListener('focusin', focusIn);
      host.removeEventListener('focusout', focusOut);
      host.removeEventListener('play', play, true);
      host.removeEventListener('pause', stop, true);
      host.removeEventListener('ended', stop, true);
    };
  }, [host]);
}
