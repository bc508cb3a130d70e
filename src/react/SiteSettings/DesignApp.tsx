import { AnnouncementBarEditor } from './AnnouncementBarEditor.js';
import { HeaderFooterEditor } from './HeaderFooterEditor.js';
import { PopupOverlayEditor } from './PopupOverlayEditor.js';

/** The back end's design screen (/config/design): the header and footer, the announcement bar and the popup overlay, each saved on its own. */
export function DesignApp({ siteTitle }: { siteTitle: string }) {
  return (
    <div className="settings-screen">
      <HeaderFooterEditor siteTitle={siteTitle} />
      <AnnouncementBarEditor />
      <PopupOverlayEditor />
    </div>
  );
}
