import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { renderOwnerHtml } from '../../shared/dom/owner-html.js';

/** The form's post-submit HTML as the owner wrote it, scripts included (see owner-html.ts). */
export const OwnerHtml = forwardRef<HTMLDivElement | null, { html: string }>(function OwnerHtml({ html }, ref) {
  const container = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => container.current as HTMLDivElement);
  useLayoutEffect(() => {
    if (container.current) renderOwnerHtml(container.current, html);
  }, [html]);
  return <div ref={container} className="post-submit" part="post-submit" tabIndex={-1} />;
});
