/** A shape: `<sq-shape>` with its SVG in light DOM, drawn from the same data, so it shows and holds its size before and without JavaScript. */
import { html, nothing } from 'lit-html';
import { MAX_SHAPE_SIZE_PX, SHAPE_PATHS, SHAPES, shapeColor, shapeData } from '../shape/shape.js';
import { isOptionalText, type Block, type BlockType } from './types.js';

export interface ShapeBlock extends Block {
  type: 'shape';
  shape: string;
  width?: number;
  height?: number;
  color?: string;
  /** What the shape means; without it the shape is decorative. */
  label?: string;
}

const isOptionalSize = (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_SHAPE_SIZE_PX);

export const shapeBlock: BlockType<ShapeBlock> = {
  type: 'shape',
  element: 'sq-shape',
  check: (block) =>
    typeof block.shape !== 'string' || !(SHAPES as readonly string[]).includes(block.shape)
      ? `shape must be one of ${SHAPES.join(', ')}`
      : !isOptionalSize(block.width) || !isOptionalSize(block.height)
        ? `width and height must be whole numbers of pixels from 1 to ${MAX_SHAPE_SIZE_PX}`
        : block.color !== undefined && !shapeColor(block.color)
          ? 'color must be #hex, rgb(), hsl() or a colour name'
          : !isOptionalText(block.label)
            ? 'label must be text'
            : undefined,
  template: (block) => {
    const data = shapeData(block, (value) => shapeColor(value) !== undefined);
    if ('error' in data) return html`<sq-shape id=${block.id} class="block block-shape"></sq-shape>`;
    return html`<sq-shape
      id=${block.id}
      class="block block-shape"
      shape=${data.shape}
      width=${data.width}
      height=${data.height}
      color=${block.color ?? nothing}
      label=${data.label ?? nothing}
      ><svg
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
        width=${data.width}
        height=${data.height}
        role=${data.label ? 'img' : nothing}
        aria-label=${data.label ?? nothing}
        aria-hidden=${data.label ? nothing : 'true'}
      >
        <path d=${SHAPE_PATHS[data.shape]} fill=${data.color}></path></svg
    ></sq-shape>`;
  },
};
