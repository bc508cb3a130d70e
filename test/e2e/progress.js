/**
 * Waiting on clients that run alongside a test: each client calls `progressed()` after every answer
 * it gets, and `until(condition, ms, message)` resolves once `condition()` holds after one, or fails
 * with `message()` after `ms`.
 */
export function clientProgress() {
  let waiters = [];
  return {
    progressed() {
      for (const check of waiters.splice(0)) check();
    },
    until(condition, ms, message) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== check);
          reject(new Error(message()));
        }, ms);
        const check = () => {
          if (!condition()) return void waiters.push(check);
          clearTimeout(timer);
          resolve();
        };
        check();
      });
    },
  };
}
