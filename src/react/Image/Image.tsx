import { useLayoutEffect, useRef } from 'react';
import type { HostContext } from '../common/host-context.js';
import type { ImageCrop, ImageLayout } from '../../shared/image/image.js';
import { enhancePicture } from '../../shared/image/picture.js';

export interface ImageProps extends HostContext {
  layout?: ImageLayout | undefined;
  crop?: ImageCrop | undefined;
}

/** The picture and its text, laid out by the host's styles; the picture itself stays in light DOM. */
export function Image({ host, crop, lightDomVersion }: ImageProps) {
  // One console message per problem, however often the light DOM changes.
  const logged = useRef(new Set<string>());
  useLayoutEffect(
    () =>
      enhancePicture(host, crop, (message) => {
        if (logged.current.has(message)) return;
        logged.current.add(message);
        console.error(message, host);
      }),
    [host, crop, lightDomVersion],
  );
  return <slot />;
}
