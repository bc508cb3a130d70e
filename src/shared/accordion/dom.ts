/**
 * The accordion's light DOM, enhanced in place after the WAI-ARIA APG accordion pattern: each
 * heading child keeps its level and gets a button (`aria-expanded`, `aria-controls`) around its
 * text; the element after it is its panel (a region labelled by the button). Headings stay real
 * headings, outside any `<summary>`, so screen readers list them. Closed panels are
 * `hidden="until-found"` where the browser has it, so find-in-page reaches and opens them.
 */
import { ACCORDION_MS } from '../constants/timings.js';
import { changedItems, focusTarget, initialOpen, revealItem, toggleItem } from './state.js';

export const ACCORDION_TRIGGER_CLASS = 'sq-accordion-trigger';

const HEADING = /^h[1-6]$/;

export interface AccordionItem {
  heading: HTMLElement;
  panel: HTMLElement;
  trigger: HTMLButtonElement;
}

export interface AccordionOptions {
  /** Several items may be open at once; otherwise opening one closes the others. */
  multiple: boolean;
  /** The first item starts open. */
  firstOpen: boolean;
  /** Whether the visitor prefers reduced motion now (then nothing animates). */
  reducedMotion: () => boolean;
}

/** Each heading child (h1 to h6) with the element right after it, its panel. */
export function accordionPairs(host: Element): { heading: HTMLElement; panel: HTMLElement }[] {
  const children = [...host.children] as HTMLElement[];
  const pairs: { heading: HTMLElement; panel: HTMLElement }[] = [];
  for (let index = 0; index < children.length - 1; index++) {
    const heading = children[index]!;
    const panel = children[index + 1]!;
    if (!HEADING.test(heading.localName) || HEADING.test(panel.localName)) continue;
    pairs.push({ heading, panel });
    index++;
  }
  return pairs;
}

/** Whether closed panels can be `hidden="until-found"` (found, and opened, by find-in-page). */
export const untilFoundSupported = (): boolean => typeof HTMLElement !== 'undefined' && 'onbeforematch' in HTMLElement.prototype;

function showPanel(panel: HTMLElement, open: boolean) {
  if (open) panel.removeAttribute('hidden');
  else panel.setAttribute('hidden', untilFoundSupported() ? 'until-found' : '');
}

let count = 0;

/** Adds the buttons, ids and ARIA the pattern needs; idempotent, and an item already enhanced keeps its state. */
export function enhanceAccordion(host: HTMLElement, firstOpen: boolean): AccordionItem[] {
  const prefix = host.id || `sq-accordion-${++count}`;
  const pairs = accordionPairs(host);
  const starting = initialOpen(pairs.length, firstOpen);
  return pairs.map(({ heading, panel }, index) => {
    let trigger = heading.querySelector<HTMLButtonElement>(`:scope > button.${ACCORDION_TRIGGER_CLASS}`);
    if (!trigger) {
      trigger = document.createElement('button');
      trigger.type = 'button';
      trigger.className = ACCORDION_TRIGGER_CLASS;
      trigger.append(...heading.childNodes);
      heading.append(trigger);
    }
    trigger.id ||= `${prefix}-trigger-${index}`;
    panel.id ||= `${prefix}-panel-${index}`;
    trigger.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-labelledby', trigger.id);
    if (!trigger.hasAttribute('aria-expanded')) {
      trigger.setAttribute('aria-expanded', String(starting[index]));
      showPanel(panel, starting[index]!);
    }
    return { heading, panel, trigger };
  });
}

/** Animates a panel's height open or closed; resolves when done. */
function animatePanel(panel: HTMLElement, open: boolean): Promise<void> {
  if (open) showPanel(panel, true);
  const height = `${panel.scrollHeight}px`;
  panel.style.overflow = 'hidden';
  const animation = panel.animate([{ height: open ? '0px' : height }, { height: open ? height : '0px' }], { duration: ACCORDION_MS, easing: 'ease' });
  return animation.finished
    .catch(() => undefined)
    .then(() => {
      panel.style.removeProperty('overflow');
      if (!open) showPanel(panel, false);
    });
}

/**
 * Runs the accordion on `host`'s light DOM: buttons toggle their panels (250 ms, none under reduced
 * motion; toggles wait while one animates), Up, Down, Home and End move between the buttons, and
 * find-in-page opens the panel it matches in. Returns the function that stops it.
 */
export function startAccordion(host: HTMLElement, options: AccordionOptions): () => void {
  const items = enhanceAccordion(host, options.firstOpen);
  let animating = false;
  const current = () => items.map(({ trigger }) => trigger.getAttribute('aria-expanded') === 'true');

  const apply = (next: readonly boolean[], animate: boolean) => {
    const { opened, closed } = changedItems(current(), next);
    const changed = [...closed.map((index) => [index, false] as const), ...opened.map((index) => [index, true] as const)];
    if (changed.length === 0) return;
    const motion = animate && !options.reducedMotion();
    const done: Promise<void>[] = [];
    for (const [index, open] of changed) {
      const { trigger, panel } = items[index]!;
      trigger.setAttribute('aria-expanded', String(open));
      if (motion) done.push(animatePanel(panel, open));
      else showPanel(panel, open);
    }
    if (!motion) return;
    animating = true;
    host.toggleAttribute('data-animating', true);
    void Promise.all(done).then(() => {
      animating = false;
      host.removeAttribute('data-animating');
    });
  };

  const indexOf = (target: EventTarget | null, part: 'trigger' | 'panel') => items.findIndex((item) => item[part] === target);

  const onClick = (event: MouseEvent) => {
    const trigger = event.target instanceof Element ? event.target.closest(`button.${ACCORDION_TRIGGER_CLASS}`) : null;
    const index = indexOf(trigger, 'trigger');
    if (index < 0) return;
    apply(toggleItem({ open: current(), animating }, index, options.multiple), true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = indexOf(event.target, 'trigger');
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = focusTarget(event.key, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    items[next]!.trigger.focus();
  };
  // The browser shows a panel find-in-page matched in: record it as open (and close the others where one opens at a time).
  const onBeforeMatch = (event: Event) => {
    const index = indexOf(event.target, 'panel');
    if (index >= 0) apply(revealItem(current(), index, options.multiple), false);
  };

  host.addEventListener('click', onClick);
  host.addEventListener('keydown', onKeyDown);
  host.addEventListener('beforematch', onBeforeMatch, true);
  return () => {
    host.removeEventListener('click', onClick);
    host.removeEventListener('keydown', onKeyDown);
    host.removeEventListener('beforematch', onBeforeMatch, true);
  };
}
