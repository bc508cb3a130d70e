import { useLayoutEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { startAccordion } from '../../shared/accordion/dom.js';

export interface AccordionProps extends HostContext {
  multiple?: boolean | undefined;
  firstOpen?: boolean | undefined;
}

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The accordion runs on its light DOM (headings and panels, enhanced in place); the shadow root only shows it. */
export function Accordion({ multiple, firstOpen, host, lightDomVersion }: AccordionProps) {
  // Before paint, so closed panels never flash open.
  useLayoutEffect(
    () => startAccordion(host, { multiple: Boolean(multiple), firstOpen: Boolean(firstOpen), reducedMotion }),
    [host, multiple, firstOpen, lightDomVersion],
  );
  return <slot />;
}
