/** Scaled text: a heading in `<sq-scaled-text>`, which shrinks it to fit its width on one line; without JavaScript it wraps at its own size. */
import { html, nothing } from 'lit-html';
import { MAX_FONT_SIZE_PX } from '../text/fit.js';
import { isText, type Block, type BlockType } from './types.js';

export interface ScaledTextBlock extends Block {
  type: 'scaled-text';
  text: string;
  /** The heading level: 1 to 3 (2 by default). */
  level?: 1 | 2 | 3;
  /** The largest font size in px; the heading's own size by default. */
  max?: number;
}

const heading = (level: number, text: string) =>
  level === 1 ? html`<h1>${text}</h1>` : level === 3 ? html`<h3>${text}</h3>` : html`<h2>${text}</h2>`;

export const scaledTextBlock: BlockType<ScaledTextBlock> = {
  type: 'scaled-text',
  element: 'sq-scaled-text',
  check: (block) =>
    !isText(block.text)
      ? 'text must be text'
      : block.level !== undefined && ![1, 2, 3].includes(block.level as number)
        ? 'level must be 1, 2 or 3'
        : block.max !== undefined && !(Number.isInteger(block.max) && (block.max as number) >= 11 && (block.max as number) <= MAX_FONT_SIZE_PX)
          ? `max must be a whole number of pixels from 11 to ${MAX_FONT_SIZE_PX}`
          : undefined,
  template: (block) =>
    html`<sq-scaled-text id=${block.id} class="block block-scaled-text" max=${block.max ?? nothing}
      >${heading(block.level ?? 2, block.text)}</sq-scaled-text
    >`,
};
