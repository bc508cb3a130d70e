import { install } from '@sinonjs/fake-timers';
import { sendKeys } from '@web/test-runner-commands';

/**
 * The keys the page saw go down and not yet up. A stand-in server answers a call that a key press
 * sent only once that key is up, as over a network: Firefox's page stops running (and headless
 * Chromium's renderer crashes) when a modal dialog leaves the page between a key's down and up.
 */
const held = new Set<string>();
addEventListener('keydown', (event) => held.add(event.code), true);
addEventListener('keyup', (event) => held.delete(event.code), true);

/** Resolves once no key is held; rejects with the held keys' codes if one stays down for five seconds. */
export function keysUp(): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (held.size === 0) resolve();
      else if (Date.now() - started > 5000) reject(new Error(`Keys still down after five seconds: ${[...held].join(', ')}`));
      else setTimeout(check, 10);
    };
    setTimeout(check, 0);
  });
}

/**
 * Types `text` in one burst, then lets a debounce of `debounceMs` run out. The keys go in on a fake
 * clock, so however slowly a busy machine delivers them, the box sees them all within its pause, as
 * it would from a visitor typing at speed; its one call then goes out for the whole text.
 */
export async function typeInOneBurst(text: string, debounceMs: number): Promise<void> {
  const clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await sendKeys({ type: text });
    clock.tick(debounceMs);
  } finally {
    clock.uninstall();
  }
}
