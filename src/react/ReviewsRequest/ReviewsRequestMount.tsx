import type { HostContext } from '../common/host-context.js';
import { useChunk } from '../common/useChunk.js';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants/timings.js';
import { lazyChunk } from '../../shared/dom/load-chunk.js';

// The review screen's code is its own chunk (DESIGN: lazy bundles), fetched when the element renders;
// the page's own markup shows until it has arrived, and stays if it fails to within two minutes.
const loadReviewsRequest = lazyChunk(() => import('./ReviewsRequest.js'), import.meta.url, CHUNK_LOAD_TIMEOUT_MS);

export interface ReviewsRequestProps extends HostContext {
  token?: string | undefined;
}

export function ReviewsRequestMount({ token, host }: ReviewsRequestProps) {
  const ReviewsRequest = useChunk(loadReviewsRequest)?.default;
  return ReviewsRequest ? <ReviewsRequest token={token} host={host} /> : <slot />;
}
