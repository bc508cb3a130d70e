/**
 * An accordion: questions (or any titles) with their answers. The markup is the headings and their
 * panels, every answer readable without scripts; `<sq-accordion>` turns the headings into buttons.
 */
import { html } from 'lit-html';
import { isText, isTextList, type Block, type BlockType } from './types.js';

export interface AccordionItemData {
  title: string;
  paragraphs: string[];
}

export interface AccordionBlock extends Block {
  type: 'accordion';
  items: AccordionItemData[];
  /** The items' heading level: 2, or 3 (default) under a section heading. */
  level?: 2 | 3;
  /** Several answers may be open at once. */
  multiple?: boolean;
  /** The first answer starts open. */
  firstOpen?: boolean;
}

function itemsProblem(items: unknown): string | undefined {
  if (!Array.isArray(items) || items.length === 0) return 'needs items: a list of { title, paragraphs }';
  const index = items.findIndex((item) => !isText((item as AccordionItemData)?.title) || !isTextList((item as AccordionItemData)?.paragraphs));
  return index < 0 ? undefined : `item ${index + 1} needs a title and paragraphs (a list of texts)`;
}

const heading = (level: number, text: string) => (level === 2 ? html`<h2>${text}</h2>` : html`<h3>${text}</h3>`);

export const accordionBlock: BlockType<AccordionBlock> = {
  type: 'accordion',
  element: 'sq-accordion',
  check: (block) =>
    itemsProblem(block.items) ??
    (block.level !== undefined && block.level !== 2 && block.level !== 3
      ? 'level must be 2 or 3'
      : block.multiple !== undefined && typeof block.multiple !== 'boolean'
        ? 'multiple must be true or false'
        : block.firstOpen !== undefined && typeof block.firstOpen !== 'boolean'
          ? 'firstOpen must be true or false'
          : undefined),
  template: (block) =>
    html`<sq-accordion id=${block.id} class="block block-accordion" ?multiple=${block.multiple === true} ?first-open=${block.firstOpen === true}
      >${block.items.map(
        (item) =>
          html`${heading(block.level ?? 3, item.title)}
            <div class="accordion-panel">${item.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}</div>`,
      )}</sq-accordion
    >`,
};
