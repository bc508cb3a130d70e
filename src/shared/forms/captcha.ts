/** The captcha provider: its script loads once with the site key; compact below 320 px. */
import { CAPTCHA_COMPACT_BELOW_PX } from '../constants/limits.js';
import { trustedScriptUrl } from '../dom/trusted-types.js';
import { t } from '../i18n/format.js';

export interface CaptchaRenderOptions {
  sitekey: string;
  size: 'compact' | 'normal';
  callback: (key: string) => void;
  'expired-callback': () => void;
}

/** The part of the provider's global (`grecaptcha`) the form uses. */
export interface CaptchaProvider {
  render(container: HTMLElement, options: CaptchaRenderOptions): number;
  reset(widgetId?: number): void;
  ready?(callback: () => void): void;
}

export const CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

declare global {
  interface Window {
    grecaptcha?: CaptchaProvider;
  }
}

export function captchaSizeFor(containerWidth: number): CaptchaRenderOptions['size'] {
  return containerWidth < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

const loading = new Map<string, Promise<CaptchaProvider>>();

function whenReady(provider: CaptchaProvider): Promise<CaptchaProvider> {
  return new Promise((resolve) => (provider.ready ? provider.ready(() => resolve(provider)) : resolve(provider)));
}

/** The provider, its script added to the page once per URL; rejects 'ReCaptcha has not been set up!' without a site key. */
export function loadCaptcha(siteKey: string | undefined, scriptUrl: string = CAPTCHA_SCRIPT_URL): Promise<CaptchaProvider> {
  if (!siteKey) return Promise.reject(new Error(t('recaptchaNotSetUp')));
  if (window.grecaptcha?.render) return whenReady(window.grecaptcha);
  let pending = loading.get(scriptUrl);
  if (!pending) {
    let source: unknown;
    try {
      source = trustedScriptUrl(scriptUrl);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    pending = new Promise<CaptchaProvider>((resolve, reject) => {
      const script = document.createElement('script');
      (script as { src: unknown }).src = source;
      script.async = true;
      script.onload = () => (window.grecaptcha ? resolve(whenReady(window.grecaptcha)) : reject(new Error(t('recaptchaNotSetUp'))));
      script.onerror = () => {
        loading.delete(scriptUrl);
        reject(new Error(`Could not load the captcha script ${scriptUrl}`));
      };
      document.head.append(script);
    });
    loading.set(scriptUrl, pending);
  }
  return pending;
}
