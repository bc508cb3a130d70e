/** Loads a third-party script by URL once: the URL must pass the script URL check and goes through the `sq-script-url` Trusted Types policy. */
import { trustedScriptUrl } from './trusted-types.js';

const loading = new Map<string, Promise<void>>();

/** Resolves once the script ran; rejects when the URL is refused or the script cannot be fetched (a later call tries again). */
export function loadScript(url: string): Promise<void> {
  let pending = loading.get(url);
  if (pending) return pending;
  let source: unknown;
  try {
    source = trustedScriptUrl(url);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  pending = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    (script as { src: unknown }).src = source;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error(`sq-elements: could not load the script ${url}`));
    };
    document.head.append(script);
  });
  loading.set(url, pending);
  return pending;
}
