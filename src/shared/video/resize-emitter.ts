/**
 * The video's resize emitter (time-out 1000 ms): a burst of resizes reports once, when no
 * resize has come for the time-out. The first report is at once, so a player appears at its size.
 */
export function resizeEmitter(onSettled: () => void, timeoutMs: number): { resized(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let first = true;
  return {
    resized() {
      if (first) {
        first = false;
        onSettled();
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(onSettled, timeoutMs);
    },
    stop: () => clearTimeout(timer),
  };
}
