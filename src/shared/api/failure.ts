/** The failure handler's effects: the login-required event and the system-error overlays. */
import { dispatchWindowEvent } from '../events/index.js';
import type { ApiError } from './errors.js';

/**
 * Acts on a classified failure. `quiet` calls (forms, tracking) show their own message or none,
 * so they get no overlay; the login-required event fires for them too, since it is not a message.
 */
export async function handleFailure(error: ApiError, method: string, quiet: boolean): Promise<void> {
  if (error.kind === 'loginRequired') {
    dispatchWindowEvent('sq-login-required', { url: error.url, method });
    return;
  }
  if (quiet) return;
  try {
    // The overlay, with lit-html, loads on the first failure that shows one.
    const { showSystemError } = await import('./system-error.js');
    showSystemError({ message: error.message, fullScreen: error.kind === 'authorizationFail' });
  } catch {
    console.error(`sq-elements: ${error.message}`);
  }
}
