/** The attribute that marks a block to animate; its value names the animation. On its own, so that `<sq-site>` can look for it without the animations' code. */
export const ANIMATION_ATTRIBUTE = 'data-sq-animation';
