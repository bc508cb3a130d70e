import { CookieBannerEditor } from './CookieBannerEditor.js';
import { LanguagesEditor } from './LanguagesEditor.js';

/** The back end's settings screen (/config/settings): the cookie banner and the site's languages. */
export function SettingsApp() {
  return (
    <div className="settings-screen">
      <CookieBannerEditor />
      <LanguagesEditor />
    </div>
  );
}
