/** The image loading queue: at most `concurrency` loads at once (16, 1 on mobile), the rest wait their turn. */

/** Starts one load and resolves (or rejects) when it has finished either way. */
export type LoadTask = () => Promise<unknown>;

export interface LoadQueue {
  /** Queues a load under a key; a key already queued or loading is not queued twice. `first` jumps the queue. */
  add(key: string, task: LoadTask, options?: { first?: boolean }): void;
  /** Drops a load that has not started. */
  remove(key: string): void;
  /** Loads running now. */
  readonly active: number;
  /** Loads waiting. */
  readonly pending: number;
  /** Drops every waiting load; running ones finish but start nothing more. */
  clear(): void;
}

export function createLoadQueue(concurrency: number): LoadQueue {
  const limit = Number.isFinite(concurrency) && concurrency >= 1 ? Math.floor(concurrency) : 1;
  const waiting = new Map<string, LoadTask>();
  const running = new Set<string>();
  let cleared = false;

  const pump = (): void => {
    while (!cleared && running.size < limit && waiting.size > 0) {
      const [key, task] = waiting.entries().next().value as [string, LoadTask];
      waiting.delete(key);
      running.add(key);
      const finish = () => {
        running.delete(key);
        pump();
      };
      let started: Promise<unknown>;
      try {
        started = task();
      } catch {
        started = Promise.resolve();
      }
      started.then(finish, finish);
    }
  };

  return {
    add(key, task, options = {}) {
      if (cleared || running.has(key)) return;
      if (waiting.has(key) && !options.first) return;
      waiting.delete(key);
      if (options.first) {
        const rest = [...waiting];
        waiting.clear();
        waiting.set(key, task);
        for (const [other, otherTask] of rest) waiting.set(other, otherTask);
      } else {
        waiting.set(key, task);
      }
      pump();
    },
    remove(key) {
      waiting.delete(key);
    },
    get active() {
      return running.size;
    },
    get pending() {
      return waiting.size;
    },
    clear() {
      cleared = true;
      waiting.clear();
    },
  };
}
