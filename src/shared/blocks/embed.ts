/**
 * Owner HTML and code, run in a frame of its own (/embed-frame/{blockId}) under a sandbox: never in
 * the page, which keeps its strict policy. The frame is the block's markup, so it shows without
 * JavaScript too; `<sq-embed>` makes its height follow its content.
 */
import { html } from 'lit-html';
import { EMBED_DEFAULT_HEIGHT_PX, EMBED_FRAME_PATH, EMBED_MAX_HEIGHT_PX, EMBED_MIN_HEIGHT_PX, EMBED_SANDBOX, embedFrameUrl } from '../embed/frame.js';
import { isText, type Block, type BlockType } from './types.js';

export interface EmbedBlock extends Block {
  type: 'embed';
  /** Names the frame for assistive technology. */
  title: string;
  /** The owner's HTML and code, as written. */
  html: string;
  /** The height reserved before the frame reports its own, in px. */
  height?: number;
}

/** The most owner code one block holds. */
export const EMBED_MAX_HTML_LENGTH = 100_000;

const isHeight = (value: unknown) => Number.isInteger(value) && (value as number) >= EMBED_MIN_HEIGHT_PX && (value as number) <= EMBED_MAX_HEIGHT_PX;

export const embedBlock: BlockType<EmbedBlock> = {
  type: 'embed',
  element: 'sq-embed',
  check: (block) =>
    !isText(block.title)
      ? 'needs a title: it names the frame'
      : !isText(block.html)
        ? 'needs its html: the markup and code to run in the frame'
        : block.html.length > EMBED_MAX_HTML_LENGTH
          ? `html is ${block.html.length} characters; an embed holds at most ${EMBED_MAX_HTML_LENGTH}`
          : block.height !== undefined && !isHeight(block.height)
            ? `height must be a whole number of pixels from ${EMBED_MIN_HEIGHT_PX} to ${EMBED_MAX_HEIGHT_PX}`
            : undefined,
  frameSources: () => [EMBED_FRAME_PATH],
  template: (block, context) =>
    html`<sq-embed id=${block.id} class="block block-embed"
      ><iframe
        src=${embedFrameUrl(block.id, context.path)}
        title=${block.title}
        sandbox=${EMBED_SANDBOX}
        height=${block.height ?? EMBED_DEFAULT_HEIGHT_PX}
        loading="lazy"
      ></iframe
    ></sq-embed>`,
};
