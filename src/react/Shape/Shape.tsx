import { useRef } from 'react';
import type { HostContext } from '../common/host-context.js';
import { SHAPE_PATHS, shapeData } from '../../shared/shape/shape.js';

export interface ShapeProps extends HostContext {
  shape?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  color?: string | undefined;
  label?: string | undefined;
}

/** The shape as SVG: an image named by its label, or hidden from assistive technology without one; its light DOM on bad data. */
export function Shape({ shape, width, height, color, label }: ShapeProps) {
  const logged = useRef('');
  const data = shapeData({ shape, width, height, color, label }, (value) => CSS.supports('color', value));
  if ('error' in data) {
    if (logged.current !== data.error) console.error((logged.current = data.error));
    return <slot />;
  }
  const named = data.label ? { role: 'img', 'aria-label': data.label } : { 'aria-hidden': true };
  return (
    <svg part="shape" viewBox="0 0 1 1" preserveAspectRatio="none" width={data.width} height={data.height} {...named}>
      <path d={SHAPE_PATHS[data.shape]} fill={data.color} />
    </svg>
  );
}
