import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { SlideRole } from '../../shared/gallery/activation.js';
import type { Box } from '../../shared/gallery/dimensions.js';
import { FRAME_BATCH, FRAME_BUDGET_MS, initialFrameCount, nextFrameCount, passStart, type DrawnPass } from '../../shared/gallery/progressive.js';

export interface DrawnFramesOptions {
  /** Whether this design's frames are drawn here (the designs without a current slide). */
  enabled: boolean;
  boxes: readonly Box[];
  /** The list design's frames span the whole width (the image keeps its box's width); undefined elsewhere. */
  frameWidth: number | undefined;
  roles: readonly SlideRole[];
  /** Whether each slide holds a usable player, which the slide cannot also be a button around. */
  players: readonly boolean[];
  /** px from the gallery's top to the bottom of the viewport (and the loading margin): the frames drawn first. */
  visibleBottom: () => number;
}

/** What a frame was last drawn with, so an unchanged frame is not touched. */
interface Drawn {
  frame: HTMLDivElement;
  /** The frame's place and size, as text: an unchanged one is not written again. */
  place: string;
  role: SlideRole | 'player';
}

function px(value: number): string {
  return `${value}px`;
}

/** The frame's content: the slide's slot, wrapped in the gallery's own button or link when activating it does something. */
function content(index: number, role: Drawn['role']): Node {
  const slot = document.createElement('slot');
  slot.name = `slide-${index}`;
  if (!role || role === 'player') return slot;
  const hit = document.createElement('div');
  hit.dataset.hit = '';
  hit.className = 'hit';
  hit.setAttribute('role', role === 'link' ? 'link' : 'button');
  hit.tabIndex = 0;
  if (role === 'lightbox') hit.setAttribute('aria-haspopup', 'dialog');
  hit.append(slot);
  return hit;
}

/**
 * The frames of the designs without a current slide (grid, auto grid, auto columns, auto rows, list,
 * stacked), written straight to the DOM rather than as one React element each: thousands of frames
 * cost a React commit nothing, and a render of the gallery (opening the lightbox, a natural size
 * arriving) touches only the frames whose box or role changed. The frames on screen are drawn in the
 * render that lays the gallery out; the others follow a batch per task, so that no single task draws
 * thousands of frames. Returns how many frames are drawn, a prefix in slide order.
 */
export function useDrawnFrames(track: RefObject<HTMLDivElement | null>, options: DrawnFramesOptions): number {
  const { enabled, boxes, frameWidth, roles, players } = options;
  const drawnFrames = useRef<Drawn[]>([]);
  const latest = useRef(options);
  latest.current = options;
  // First the frames on screen (and at least a batch): the rest come in the tasks after.
  const [target, setTarget] = useState(() => (enabled ? initialFrameCount(boxes, options.visibleBottom()) : 0));
  // A design that starts drawing here after the first render starts with a batch.
  const count = enabled ? Math.min(Math.max(target, FRAME_BATCH), boxes.length) : 0;

  /** Draws or updates frame `index` to what the latest options say; a new frame goes into `added`, for one insertion. */
  const draw = useRef((index: number, added: DocumentFragment) => {
    const { boxes: laidOut, frameWidth: listWidth, roles: itemRoles, players: usable } = latest.current;
    const box = laidOut[index];
    const role: Drawn['role'] = usable[index] ? 'player' : itemRoles[index];
    const width = listWidth ?? box?.width ?? 0;
    let drawn = drawnFrames.current[index];
    if (!drawn) {
      const frame = document.createElement('div');
      frame.dataset.index = String(index);
      frame.setAttribute('part', 'slide');
      frame.className = 'slide';
      frame.setAttribute('role', 'listitem');
      frame.append(content(index, role));
      drawn = { frame, place: '', role };
      drawnFrames.current[index] = drawn;
      added.append(frame);
    } else if (drawn.role !== role) {
      drawn.frame.replaceChildren(content(index, role));
      drawn.role = role;
    }
    const place = box ? `${box.x} ${box.y} ${width} ${box.height} ${box.width}` : '';
    if (box && drawn.place !== place) {
      // One write of the whole declaration (CSSOM, so a strict CSP allows it): cheaper than five.
      drawn.frame.style.cssText = `left:${px(box.x)};top:${px(box.y)};width:${px(width)};height:${px(box.height)};--_image-width:${px(box.width)}`;
      drawn.place = place;
    }
  }).current;

  // The frames drawn so far follow every change of boxes, roles and players; frames past the last slide go.
  // When only the count grew, the frames already drawn are as they were: only the new ones are drawn.
  const last = useRef<DrawnPass>({ inputs: [], drawn: 0 });
  useLayoutEffect(() => {
    const frames = drawnFrames.current;
    const added = document.createDocumentFragment();
    const inputs = [boxes, frameWidth, roles, players];
    const from = passStart(last.current, inputs, frames.length);
    last.current = { inputs, drawn: count };
    for (let index = from; index < count; index++) draw(index, added);
    track.current?.append(added);
    for (let index = frames.length - 1; index >= count; index--) frames[index]?.frame.remove();
    frames.length = Math.min(frames.length, count);
  }, [count, boxes, frameWidth, roles, players, draw, track]);

  // The rest, a batch per task.
  useEffect(() => {
    if (!enabled || count >= boxes.length) return undefined;
    const timer = setTimeout(() => {
      const total = latest.current.boxes.length;
      const deadline = performance.now() + FRAME_BUDGET_MS;
      let next = count;
      // A step at a time while the task's budget lasts: inserting frames costs more the more slides the
      // gallery has (the browser looks for each new slot's slide), so the budget counts the insertion too.
      do {
        const added = document.createDocumentFragment();
        const end = nextFrameCount(next, total);
        while (next < end) draw(next++, added);
        track.current?.append(added);
      } while (next < total && performance.now() < deadline);
      // Rendered in this task, not React's next one: the passes that slot, fit and caption the new
      // frames' slides run before the browser paints the frames empty.
      flushSync(() => setTarget(next));
    });
    return () => clearTimeout(timer);
  }, [enabled, count, boxes.length, draw, track]);

  // Taken away when the gallery goes (a design that draws its frames otherwise draws none here: count 0).
  useLayoutEffect(
    () => () => {
      for (const drawn of drawnFrames.current) drawn?.frame.remove();
      drawnFrames.current = [];
    },
    [],
  );

  return count;
}
