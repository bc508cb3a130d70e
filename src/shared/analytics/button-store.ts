/**
 * `$buttonCensus`: how buttons are counted (POST /api/census/button-render and button-click),
 * or undefined while nothing may be counted. The page's analytics set it once tracking is allowed
 * (under a restrictive cookie policy, only after consent) and clear it when they stop, so a
 * `<sq-button>` never sends a hit on its own.
 */
import { atom } from 'nanostores';

/** The attribute that marks any other element on the page as a counted button. */
export const BUTTON_ATTRIBUTE = 'data-sq-button';

/** The button event fields: id, buttonText, clickthroughUrl, alignment, size, newWindow, context. */
export interface ButtonFields {
  id?: string;
  buttonText: string;
  clickthroughUrl?: string;
  alignment?: string;
  size?: string;
  newWindow: boolean;
  context?: string;
}

export type ButtonHitKind = 'button-click' | 'button-render';

export type ButtonCensus = (kind: ButtonHitKind, fields: ButtonFields) => void;

export const $buttonCensus = atom<ButtonCensus | undefined>(undefined);

const optional = (value: string | null | undefined) => (value ? value : undefined);

/**
 * The button event fields of a counted button: its id, the text of `control`, where `link` goes
 * and whether in a new window, and what `read` gives for alignment, size and context. Fields that
 * are not set are left out.
 */
export function buttonEventFields(
  id: string | null,
  control: Element | null,
  link: HTMLAnchorElement | null,
  read: (name: 'alignment' | 'size' | 'context') => string | null,
): ButtonFields {
  const fields: ButtonFields = {
    id: optional(id),
    buttonText: (control?.textContent ?? '').trim().replace(/\s+/g, ' '),
    clickthroughUrl: optional(link?.href),
    alignment: optional(read('alignment')),
    size: optional(read('size')),
    newWindow: link?.target === '_blank',
    context: optional(read('context')),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as unknown as ButtonFields;
}
