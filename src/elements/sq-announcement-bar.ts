/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { AnnouncementBar } from '../react/AnnouncementBar/AnnouncementBar.js';
import type { AnnouncementBarSettings } from '../shared/site/announcement-bar.js';
import { styles } from './sq-announcement-bar.styles.js';

/**
 * The site's announcement bar: the announcement from `websiteSettings.announcementBarSettings`
 * (`{ text, clickthroughUrl?, newWindow? }`) as plain text, a link only when the URL passes the URL
 * validators, and a dismiss button. A dismissal is remembered for the browser session (session
 * storage, else a cookie) and stops counting when the announcement changes. Without a `settings`
 * property it shows the site's announcement when `showAnnouncementBar` is on, or always to a
 * logged-in account, so an owner previewing sees it. `<sq-site>` inserts one at the top of
 * `<body>` when the page has none and there is an announcement. Settings of the wrong shape log
 * one console error and show nothing. Its light DOM is the page's announcement-bar area: a TOP
 * cookie banner moves in there.
 *
 * @summary The site's announcement: plain text, an optional validated link, dismissible for the session.
 * @slot - The announcement-bar area's other content (a TOP cookie banner moves in here); shown below the announcement.
 * @csspart bar - The announcement (role region, named 'Announcement').
 * @csspart text - The announcement text.
 * @csspart link - The link around the text, when the clickthrough URL is valid.
 * @csspart dismiss - The dismiss button.
 * @cssprop --sq-announcement-bar-color - Text colour.
 * @cssprop --sq-announcement-bar-background - Background of the bar.
 * @cssprop --sq-announcement-bar-font-size - Font size of the text.
 */
export class SqAnnouncementBar extends element({
  view: AnnouncementBar,
  styles,
  props: {
    /** Announcement settings (`text`, `clickthroughUrl`, `newWindow`); the site context's `websiteSettings.announcementBarSettings` by default. */
    settings: prop.json<AnnouncementBarSettings>(),
  },
}) {}

defineElement('sq-announcement-bar', SqAnnouncementBar);
