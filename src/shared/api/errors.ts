import type { Failure, FailureKind } from './classify.js';

export interface ApiErrorDetails {
  status: number;
  /** The parsed response body, when there was one. */
  data: unknown;
  /** The URL called, without the crumb. */
  url: string;
  /** What made the call fail without a response: a network error or a TimeoutError. */
  cause?: unknown;
}

/** A failed call: `kind` and `message` as the data layer classifies it, with the response that caused it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: FailureKind;
  readonly status: number;
  readonly data: unknown;
  readonly url: string;

  constructor(classification: Failure, { status, data, url, cause }: ApiErrorDetails) {
    super(classification.message, cause === undefined ? undefined : { cause });
    this.kind = classification.kind;
    this.status = status;
    this.data = data;
    this.url = url;
  }
}
