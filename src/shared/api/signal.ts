/** Abort signals for one attempt of a call: the caller's signal plus an optional time-out. */

export interface AttemptSignal {
  signal: AbortSignal | undefined;
  dispose(): void;
}

export function attemptSignal(outer: AbortSignal | undefined, timeoutMs: number | undefined): AttemptSignal {
  if (!timeoutMs || timeoutMs <= 0) return { signal: outer, dispose() {} };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No response within ${timeoutMs} ms.`, 'TimeoutError')), timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Resolves after `ms`, or rejects with the signal's reason if it aborts first. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return untilAborted(new Promise<void>((resolve) => setTimeout(resolve, ms)), signal);
}
