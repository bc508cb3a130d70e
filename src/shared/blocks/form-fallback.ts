/** The form as plain HTML, for visitors whose browser runs no scripts. */
import { html, type TemplateResult } from 'lit-html';
import type { Block, BlockContext, BlockForm } from './types.js';

export function fallbackForm(block: Block, form: BlockForm, context: BlockContext): TemplateResult {
  void block;
  void context;
  return html`<p class="sq-fallback">${form.name}</p>`;
}
