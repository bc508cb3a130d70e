/**
 * A line of text ending in how long ago something happened ('Last kiln firing: 3 days ago'). The
 * markup holds the date itself; `<sq-relative-time>` replaces it with the time since.
 */
import { html } from 'lit-html';
import { itemDate } from './summary.js';
import { isText, type Block, type BlockType } from './types.js';

export interface RelativeTimeBlock extends Block {
  type: 'relative-time';
  /** The words before the time ('Last kiln firing:'). */
  text: string;
  /** The date, ISO 8601. */
  datetime: string;
}

export const relativeTimeBlock: BlockType<RelativeTimeBlock> = {
  type: 'relative-time',
  element: 'sq-relative-time',
  check: (block) => (!isText(block.text) ? 'needs a text' : itemDate(block.datetime) ? undefined : 'datetime must be a date (ISO 8601)'),
  template: (block) => {
    const date = itemDate(block.datetime)!;
    return html`<p id=${block.id} class="block block-relative-time">
      ${block.text} <sq-relative-time><time datetime=${date.iso}>${date.text}</time></sq-relative-time>
    </p>`;
  },
};
