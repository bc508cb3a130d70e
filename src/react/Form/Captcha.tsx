import { useEffect, useLayoutEffect, useRef } from 'react';
import { captchaSizeFor, loadCaptcha, type CaptchaProvider } from '../../shared/forms/captcha.js';

interface CaptchaProps {
  siteKey: string | undefined;
  scriptUrl: string | undefined;
  /** Called with the completed captcha's key, and with undefined when it expires or is reset. */
  onKey: (key: string | undefined) => void;
  /** Each change resets the widget (after a failed submission). */
  resetCount: number;
}

/** The captcha container; the provider draws its widget inside. */
export function Captcha({ siteKey, scriptUrl, onKey, resetCount }: CaptchaProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ provider: CaptchaProvider; id: number }>(undefined);
  const keyHandler = useRef(onKey);
  keyHandler.current = onKey;

  useEffect(() => {
    let cancelled = false;
    loadCaptcha(siteKey, scriptUrl)
      .then((provider) => {
        const element = container.current;
        if (cancelled || !element) return;
        const id = provider.render(element, {
          sitekey: siteKey!,
          size: captchaSizeFor(element.clientWidth),
          callback: (key) => keyHandler.current(key),
          'expired-callback': () => keyHandler.current(undefined),
        });
        widget.current = { provider, id };
      })
      .catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
    return () => {
      cancelled = true;
    };
  }, [siteKey, scriptUrl]);

  // In the commit that disables submit, so the visitor never sees a completed captcha beside it.
  useLayoutEffect(() => {
    if (resetCount === 0 || !widget.current) return;
    widget.current.provider.reset(widget.current.id);
    keyHandler.current(undefined);
  }, [resetCount]);

  return <div ref={container} className="captcha" part="captcha" />;
}
