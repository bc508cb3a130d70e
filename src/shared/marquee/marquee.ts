/**
 * The marquee block: a row of content that scrolls sideways without end. The element
 * scrolls the content followed by copies of it (hidden from assistive technology and inert), one
 * content width per cycle, so the row joins up seamlessly. The rules here are pure.
 */
import { MARQUEE_MIN_REGION_WIDTH_PX } from '../constants/limits.js';

/** How fast the row moves at animationSpeed 1. */
export const MARQUEE_BASE_SPEED_PX_PER_S = 50;
/** Slower or faster speeds are clamped: a crawl of 5 px/s to a blur of 1000 px/s. */
export const MARQUEE_MIN_SPEED = 0.1;
export const MARQUEE_MAX_SPEED = 20;

export const MarqueeDirection = { LEFT: 'left', RIGHT: 'right' } as const;
export type MarqueeDirection = (typeof MarqueeDirection)[keyof typeof MarqueeDirection];
/** The directions also given as numbers: left is -1, right is 1. */
export const MARQUEE_DIRECTION_ALIASES: Readonly<Record<string, MarqueeDirection>> = { '-1': 'left', '1': 'right' };

export interface MarqueeSettings {
  waveFrequency: number;
  waveIntensity: number;
  direction: MarqueeDirection;
  speed: number;
  pausedOnHover: boolean;
}

export interface MarqueeProps {
  waveFrequency?: number | undefined;
  waveIntensity?: number | undefined;
  animationDirection?: MarqueeDirection | undefined;
  animationSpeed?: number | undefined;
  pausedOnHover?: boolean | undefined;
}

const finite = (value: number | undefined, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The settings with their defaults: frequency 1, intensity 0, left, speed 1, not paused on hover. */
export function marqueeSettings(props: MarqueeProps): MarqueeSettings {
  return {
    waveFrequency: Math.max(0, finite(props.waveFrequency, 1)),
    waveIntensity: Math.max(0, finite(props.waveIntensity, 0)),
    direction: props.animationDirection === MarqueeDirection.RIGHT ? MarqueeDirection.RIGHT : MarqueeDirection.LEFT,
    speed: clamp(finite(props.animationSpeed, 1), MARQUEE_MIN_SPEED, MARQUEE_MAX_SPEED),
    pausedOnHover: !!props.pausedOnHover,
  };
}

/** Copies after the content so the row covers the region while it moves by one content width: none for empty content. */
export function copiesNeeded(regionWidth: number, contentWidth: number): number {
  if (!(contentWidth > 0) || !(regionWidth > 0)) return 0;
  return Math.ceil(regionWidth / contentWidth);
}

/** One cycle: the time to move one content width at `speed`. */
export function cycleMs(contentWidth: number, speed: number): number {
  return (contentWidth / (MARQUEE_BASE_SPEED_PX_PER_S * speed)) * 1000;
}

/** The row's keyframes: one content width to the left, or in from the left when it moves right. Transforms only. */
export function trackKeyframes(contentWidth: number, direction: MarqueeDirection): Keyframe[] {
  const [from, to] = direction === MarqueeDirection.LEFT ? [0, -contentWidth] : [-contentWidth, 0];
  return [{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }];
}

export interface MotionState {
  /** Some of the region is on screen. */
  visible: boolean;
  reducedMotion: boolean;
  /** The visitor stopped it with the control. */
  stopped: boolean;
  /** The pointer is over it and pausedOnHover is on. */
  hoverPaused: boolean;
  /** Keyboard focus is inside it: nothing moves under a reader's eyes. */
  focused: boolean;
  regionWidth: number;
}

/** Whether the region moves at all: it stays still under reduced motion and when narrower than the minimum region width. */
export function canMove({ reducedMotion, regionWidth }: Pick<MotionState, 'reducedMotion' | 'regionWidth'>): boolean {
  return !reducedMotion && regionWidth >= MARQUEE_MIN_REGION_WIDTH_PX;
}

/** Whether the row moves now: it can, it is on screen, and nothing holds it. */
export function isRunning(state: MotionState): boolean {
  return canMove(state) && state.visible && !state.stopped && !state.hoverPaused && !state.focused;
}

/**
 * The wave: each item bobs up and down by `intensity` px, `frequency` waves per content width, its
 * phase following its place in the row, so a wave seems to travel through the moving row. The
 * period is the time the row takes to move one wavelength; the delay is negative, so every item
 * starts mid-wave (a delay of several periods is as good as its remainder: the wave repeats).
 */
export function waveTiming(
  x: number,
  contentWidth: number,
  settings: Pick<MarqueeSettings, 'waveFrequency' | 'speed'>,
): { periodMs: number; delayMs: number } | undefined {
  if (!(settings.waveFrequency > 0) || !(contentWidth > 0)) return undefined;
  const wavelength = contentWidth / settings.waveFrequency;
  const periodMs = cycleMs(wavelength, settings.speed);
  return { periodMs, delayMs: -(x / wavelength) * periodMs };
}

export function waveKeyframes(intensity: number): Keyframe[] {
  return [0, intensity, 0, -intensity, 0].map((y) => ({ transform: `translateY(${y}px)` }));
}
