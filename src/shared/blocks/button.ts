/**
 * A button: a link styled as a button, aligned and sized. `<sq-button>` counts it
 * in the site's analytics.
 */
import { html, nothing } from 'lit-html';
import { BUTTON_ALIGNMENTS, BUTTON_SIZES, buttonHref } from '../button/button.js';
import { isText, type Block, type BlockType } from './types.js';

export interface ButtonBlock extends Block {
  type: 'button';
  buttonText: string;
  clickthroughUrl: string;
  alignment?: (typeof BUTTON_ALIGNMENTS)[number];
  size?: (typeof BUTTON_SIZES)[number];
  newWindow?: boolean;
}

const oneOf = (values: readonly string[], value: unknown) => value === undefined || values.includes(value as string);

export const buttonBlock: BlockType<ButtonBlock> = {
  type: 'button',
  element: 'sq-button',
  check: (block) =>
    !isText(block.buttonText)
      ? 'needs a buttonText'
      : !buttonHref(block.clickthroughUrl as string | undefined)
        ? 'needs a clickthroughUrl the link rules allow: an http(s) URL, a site path, an anchor, or a mailto, tel or sms link'
        : !oneOf(BUTTON_ALIGNMENTS, block.alignment)
          ? `alignment must be one of ${BUTTON_ALIGNMENTS.join(', ')}`
          : !oneOf(BUTTON_SIZES, block.size)
            ? `size must be one of ${BUTTON_SIZES.join(', ')}`
            : block.newWindow !== undefined && typeof block.newWindow !== 'boolean'
              ? 'newWindow must be true or false'
              : undefined,
  template: (block) =>
    html`<sq-button
      id=${block.id}
      class="block block-button"
      alignment=${block.alignment ?? nothing}
      size=${block.size ?? nothing}
      new-window=${block.newWindow ? '' : nothing}
      ><a
        class="button"
        href=${buttonHref(block.clickthroughUrl) ?? '#'}
        target=${block.newWindow ? '_blank' : nothing}
        rel=${block.newWindow ? 'noopener' : nothing}
        >${block.buttonText}</a
      ></sq-button
    >`,
};
