import { lazy, Suspense } from 'react';
import type { HostContext } from '../common/host-context.js';

// The review screen's code is its own chunk (DESIGN: lazy bundles), fetched when the element renders.
const ReviewsRequest = lazy(() => import('./ReviewsRequest.js'));

export interface ReviewsRequestProps extends HostContext {
  token?: string | undefined;
}

export function ReviewsRequestMount({ token, host }: ReviewsRequestProps) {
  return (
    <Suspense fallback={<slot />}>
      <ReviewsRequest token={token} host={host} />
    </Suspense>
  );
}
