/** A table of text: a caption, column headings and rows. */
import { html } from 'lit-html';
import { isText, isTextList, type Block, type BlockType } from './types.js';

export interface TableBlock extends Block {
  type: 'table';
  caption: string;
  columns: string[];
  rows: string[][];
}

export const tableBlock: BlockType<TableBlock> = {
  type: 'table',
  check: (block) =>
    !isText(block.caption)
      ? 'needs a caption'
      : !isTextList(block.columns) || block.columns.length === 0
        ? 'needs columns: a list of headings'
        : !Array.isArray(block.rows) || !block.rows.every((row) => isTextList(row) && row.length === (block.columns as string[]).length)
          ? 'needs rows: lists of texts, one per column'
          : undefined,
  template: (block) =>
    html`<div class="block block-table" id=${block.id}>
      <table>
        <caption>
          ${block.caption}
        </caption>
        <thead>
          <tr>
            ${block.columns.map((column) => html`<th scope="col">${column}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${block.rows.map(
            (row) =>
              html`<tr>
                ${row.map((cell) => html`<td>${cell}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`,
};
