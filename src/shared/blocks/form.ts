/**
 * A form block: `<sq-form>` (or `<sq-newsletter>`) draws the site's form by id. Its light DOM is
 * the form as a real HTML `<form>` that posts to the server where scripts do not run.
 */
import { html } from 'lit-html';
import { isOptionalText, isText, type Block, type BlockContext, type BlockType } from './types.js';
import { fallbackForm } from './form-fallback.js';

export interface FormBlock extends Block {
  type: 'form' | 'newsletter';
  formId: string;
  /** The analytics object name of the block (form-render and submissions name it). */
  objectName?: string;
}

const check = (block: Block) =>
  !isText(block.formId) ? 'needs a formId' : !isOptionalText(block.objectName) ? 'objectName must be text' : undefined;

function formOf(block: FormBlock, context: BlockContext) {
  return context.forms.find((form) => form.id === block.formId);
}

export const formBlock: BlockType<FormBlock> = {
  type: 'form',
  element: 'sq-form',
  check,
  template: (block, context) => {
    const form = formOf(block, context);
    return html`<sq-form id=${block.id} class="block block-form" form-id=${block.formId} object-name=${block.objectName ?? block.id}
      >${form ? fallbackForm(block, form, context) : ''}</sq-form
    >`;
  },
};

export const newsletterBlock: BlockType<FormBlock> = {
  type: 'newsletter',
  element: 'sq-newsletter',
  check,
  template: (block, context) => {
    const form = formOf(block, context);
    return html`<sq-newsletter id=${block.id} class="block block-newsletter" form-id=${block.formId} object-name=${block.objectName ?? block.id}
      >${form ? fallbackForm(block, form, context) : ''}</sq-newsletter
    >`;
  },
};
