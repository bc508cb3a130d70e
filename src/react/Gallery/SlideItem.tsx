import type { SlideRole } from '../../shared/gallery/activation.js';

export interface SlideItemProps {
  index: number;
  role: SlideRole;
  /** In the slider, whether this is the current slide. */
  current: boolean | undefined;
  /** A usable player is inside: the slide cannot also be a button around it. */
  playerInside: boolean;
}

/**
 * The slot a slide is projected through, wrapped in a button (lightbox, slider) or a link (click-through url)
 * when activating the slide does something: the gallery's own element, so the page's markup keeps its semantics.
 */
export function SlideItem({ index, role, current, playerInside }: SlideItemProps) {
  const slot = <slot name={`slide-${index}`} />;
  if (!role || playerInside) return slot;
  return (
    <div
      data-hit=""
      className="hit"
      role={role === 'link' ? 'link' : 'button'}
      tabIndex={0}
      aria-haspopup={role === 'lightbox' ? 'dialog' : undefined}
      aria-current={current}
    >
      {slot}
    </div>
  );
}
