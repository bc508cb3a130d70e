import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { bannerLook } from '../../shared/consent/banner-look.js';
import { cookieBannerCss } from '../../shared/consent/banner-css.js';
import type { CookieBannerSettings } from '../../shared/consent/settings.js';
import { t } from '../../shared/i18n/format.js';
import { CookieBannerBox } from '../CookieBanner/CookieBanner.js';

let sheet: CSSStyleSheet | undefined;

/** The banner's own stylesheet, the one <sq-cookie-banner> adopts, made once. */
function bannerSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cookieBannerCss(':host', ''));
  }
  return sheet;
}

const noChoice = () => undefined;

/**
 * The cookie banner as visitors will see it with the settings being edited: the runtime's own
 * banner view and styles, in a shadow root inside a small stage that stands for the page (the
 * stage holds the banner's fixed position). A picture only: it is inert, the form is what the
 * owner works with.
 */
export function CookieBannerPreview({ settings }: { settings: CookieBannerSettings }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot>();
  const textId = useId();

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [bannerSheet()];
    setRoot(shadow);
  }, []);

  return (
    <figure className="cookie-preview">
      <figcaption>{t('siteSettingsPreview')}</figcaption>
      <div className="cookie-preview-stage" inert>
        <div className="cookie-preview-page" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <div ref={host} className="cookie-preview-host" />
      </div>
      {!settings.isCookieBannerEnabled && <p className="muted">{t('siteSettingsCookieBannerOff')}</p>}
      {root &&
        settings.isCookieBannerEnabled &&
        createPortal(<CookieBannerBox settings={settings} look={bannerLook(settings)} locale="en" textId={textId} onChoose={noChoice} />, root)}
    </figure>
  );
}
