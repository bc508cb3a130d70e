import { memo } from 'react';
import type { SlideRole } from '../../shared/gallery/activation.js';
import type { Box } from '../../shared/gallery/dimensions.js';
import { GalleryDesign } from '../../shared/gallery/designs.js';
import type { StackedTransition } from '../../shared/gallery/designs.js';
import { stackedSlideStyle } from '../../shared/gallery/transitions.js';
import { t } from '../../shared/i18n/format.js';
import { SlideItem } from './SlideItem.js';

export interface SlideFramesProps {
  design: GalleryDesign;
  boxes: readonly Box[];
  /** How many frames are drawn (large galleries draw them in batches). */
  drawn: number;
  /** All the slides, for 'Image N of M'. */
  total: number;
  paginated: boolean;
  /** The current slide in designs that have one. */
  current: number | undefined;
  /** The carousel's current group and its size. */
  group: number;
  perGroup: number;
  transition: StackedTransition;
  /** The list design's frames span the whole width; the image takes its box's width. */
  width: number;
  roles: readonly SlideRole[];
  /** Whether each slide holds a usable player, which the slide cannot also be a button around. */
  players: readonly boolean[];
  locale: string;
}

interface FrameProps {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The image's width (the list design's frame is wider: the meta takes the rest). */
  imageWidth: number;
  active: boolean;
  hidden: boolean;
  opacity: number | undefined;
  transform: string | undefined;
  /** 'Image N of M' in the designs with a current slide. */
  label: string | undefined;
  role: SlideRole;
  current: boolean | undefined;
  playerInside: boolean;
}

/** One frame; its props are plain values, so an unchanged frame is skipped without a look at its DOM. */
const Frame = memo(function Frame(props: FrameProps) {
  const { index, active, label } = props;
  return (
    <div
      data-index={index}
      part={active ? 'slide active' : 'slide'}
      className={active ? 'slide active' : 'slide'}
      role={label === undefined ? 'listitem' : 'group'}
      aria-roledescription={label === undefined ? undefined : 'slide'}
      aria-label={label}
      inert={props.hidden}
      style={{
        left: props.x,
        top: props.y,
        width: props.width,
        height: props.height,
        ['--_image-width' as string]: `${props.imageWidth}px`,
        opacity: props.opacity,
        transform: props.transform,
      }}
    >
      <SlideItem index={index} role={props.role} current={props.current} playerInside={props.playerInside} />
    </div>
  );
});

/**
 * The frames the slides are projected into, placed at their layout boxes. Kept from re-rendering when
 * nothing it draws changes, so that opening the lightbox or a state change elsewhere in the gallery does
 * not redraw thousands of frames; drawing another batch only adds frames.
 */
export const SlideFrames = memo(function SlideFrames(props: SlideFramesProps) {
  const { design, boxes, drawn, total, paginated, current, group, perGroup, transition, width, roles, players, locale } = props;
  const frames = [];
  for (let index = 0; index < drawn && index < boxes.length; index++) {
    const box = boxes[index]!;
    const active = current === index;
    const stacked = design === GalleryDesign.STACKED ? stackedSlideStyle(transition, index, current ?? 0) : undefined;
    frames.push(
      <Frame
        key={index}
        index={index}
        x={box.x}
        y={box.y}
        width={design === GalleryDesign.LIST ? width : box.width}
        height={box.height}
        imageWidth={box.width}
        active={active}
        hidden={(design === GalleryDesign.STACKED && !active) || (design === GalleryDesign.CAROUSEL && Math.floor(index / perGroup) !== group)}
        opacity={stacked?.opacity}
        transform={stacked?.transform}
        label={paginated ? t('gallerySlidePosition', { index: index + 1, count: total }, locale) : undefined}
        role={roles[index]}
        current={design === GalleryDesign.STRIP ? active : undefined}
        playerInside={players[index] ?? false}
      />,
    );
  }
  return <>{frames}</>;
});
