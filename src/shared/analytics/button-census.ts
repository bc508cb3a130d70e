/**
 * Button census (POST /api/census/button-click and button-render): each `<sq-button>` counts
 * itself through `$buttonCensus` once this has started, and elements marked `data-sq-button`
 * (outside an `<sq-button>`) are counted here when rendered and when clicked. Failures are ignored
 * and not shown.
 */
import { post } from '../api/index.js';
import { TRACKING_TIMEOUT_MS } from '../constants/timings.js';
import type { WebsiteContext } from '../site/context.js';
import { $buttonCensus, BUTTON_ATTRIBUTE, buttonEventFields, type ButtonFields, type ButtonHitKind } from './button-store.js';
import { censusHitData, censusPageFields, type CensusWindow } from './census.js';

export { BUTTON_ATTRIBUTE, type ButtonFields } from './button-store.js';

/** Marked elements the attribute path counts: an `<sq-button>` counts itself and what is inside it. */
const MARKED = `[${BUTTON_ATTRIBUTE}]:not(sq-button, sq-button *)`;

/** The fields of an element marked `data-sq-button="id"`, with `data-sq-button-alignment`, `-size` and `-context`. */
export function buttonFields(button: Element): ButtonFields {
  return buttonEventFields(button.getAttribute(BUTTON_ATTRIBUTE) || button.id, button, button.closest<HTMLAnchorElement>('a[href]'), (name) =>
    button.getAttribute(`${BUTTON_ATTRIBUTE}-${name}`),
  );
}

export interface ButtonCensusOptions {
  context: WebsiteContext;
  window: () => CensusWindow;
  visitorCookie: () => string | undefined;
}

export function startButtonCensus({ context, window: read, visitorCookie }: ButtonCensusOptions): () => void {
  const send = (kind: ButtonHitKind, fields: ButtonFields) => {
    const body = { visitorCookie: visitorCookie(), ...censusPageFields(censusHitData({ ...read(), context })), ...fields };
    void post(`/api/census/${kind}`, { body, quiet: true, retries: 0, timeoutMs: TRACKING_TIMEOUT_MS }).catch(() => undefined);
  };
  for (const button of document.querySelectorAll(MARKED)) send('button-render', buttonFields(button));
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${BUTTON_ATTRIBUTE}]`) : null;
    if (button?.matches(MARKED)) send('button-click', buttonFields(button));
  };
  // Capture, so a handler that stops propagation does not hide the click.
  document.addEventListener('click', onClick, true);
  $buttonCensus.set(send);
  return () => {
    if ($buttonCensus.get() === send) $buttonCensus.set(undefined);
    document.removeEventListener('click', onClick, true);
  };
}
