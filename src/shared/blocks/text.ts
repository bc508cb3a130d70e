/** Text: an optional heading, paragraphs and an optional button link. Every piece is text, never markup. */
import { html, nothing } from 'lit-html';
import { siteHref } from './links.js';
import { isOptionalText, isText, isTextList, type Block, type BlockType } from './types.js';

export interface TextBlock extends Block {
  type: 'text';
  heading?: string;
  /** 1 for the page's title, 2 (default) or 3. */
  level?: 1 | 2 | 3;
  paragraphs?: string[];
  /** A bulleted list after the paragraphs. */
  list?: string[];
  button?: { text: string; href: string };
  /** 'lead' draws the paragraphs larger, for a page's introduction. */
  style?: 'lead';
}

const heading = (level: number, text: string) =>
  level === 1 ? html`<h1>${text}</h1>` : level === 3 ? html`<h3>${text}</h3>` : html`<h2>${text}</h2>`;

export const textBlock: BlockType<TextBlock> = {
  type: 'text',
  check: (block) =>
    !isOptionalText(block.heading)
      ? 'heading must be text'
      : block.level !== undefined && ![1, 2, 3].includes(block.level as number)
        ? 'level must be 1, 2 or 3'
        : block.paragraphs !== undefined && !isTextList(block.paragraphs)
          ? 'paragraphs must be a list of texts'
          : block.list !== undefined && !isTextList(block.list)
            ? 'list must be a list of texts'
            : block.button !== undefined &&
                !(isText((block.button as TextBlock['button'])?.text) && siteHref((block.button as TextBlock['button'])?.href))
              ? 'button needs a text and an http(s) or site href'
              : undefined,
  template: (block) => {
    const href = block.button && siteHref(block.button.href);
    return html`<div class="block block-text${block.style === 'lead' ? ' block-text--lead' : ''}" id=${block.id}>
      ${block.heading ? heading(block.level ?? 2, block.heading) : nothing} ${(block.paragraphs ?? []).map((paragraph) => html`<p>${paragraph}</p>`)}
      ${
        block.list?.length
          ? html`<ul>
              ${block.list.map((entry) => html`<li>${entry}</li>`)}
            </ul>`
          : nothing
      }
      ${block.button && href ? html`<p><a class="button" href=${href}>${block.button.text}</a></p>` : nothing}
    </div>`;
  },
};
