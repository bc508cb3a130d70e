/**
 * The back end's site settings editors (/config/design, /config/settings): the shapes their owner
 * routes take, their limits, and the checks both the editors and the server run on them, each
 * answering with the message the editor shows. Pure.
 */
import { POPUP_FREQUENCY_NEVER } from '../constants/limits.js';
import { t } from '../i18n/format.js';
import { isSafeLinkHref } from '../url/links.js';
import { siteHref } from '../url/site-content.js';

/** Links are checked for their shape only; the host never matters. */
const LINK_BASE = 'https://site.invalid/';

/** The example the links message names. */
export const LINK_EXAMPLE = 'https://example.com';

/** Where the owner routes of the settings editors live. */
export const SITE_SETTINGS_API = '/api/config/site-settings';

export const SITE_SETTINGS_LIMITS = {
  /** An announcement, a link's title, the site's name in the header, the footer's line. */
  text: 200,
  /** A link's address. */
  href: 1000,
  /** Links in the header's navigation or the footer. */
  links: 30,
  /** The footer's address lines. */
  addressLines: 6,
  /** The cookie banner's texts. */
  bannerText: 2000,
  bannerCtaText: 100,
  /** Days before a closed popup overlay shows again. */
  popupFrequency: 365,
  /** The popup overlay's message (its heading and button text take `text` and `bannerCtaText`). */
  popupMessage: 1000,
} as const;

/** The announcement bar as the back end edits it: whether it shows, and `websiteSettings.announcementBarSettings`. */
export interface AnnouncementBarForm {
  showAnnouncementBar: boolean;
  text: string;
  clickthroughUrl: string;
  newWindow: boolean;
}

/** The popup overlay's looks the editor offers; any one makes the overlay drawable. */
export const POPUP_OVERLAY_STYLES = ['light', 'dark'] as const;
export type PopupOverlayStyle = (typeof POPUP_OVERLAY_STYLES)[number];

/** `websiteSettings.popupOverlaySettings` as the back end edits it; the server counts the version. */
export interface PopupOverlayForm {
  isEnabled: boolean;
  disabledOnMobile: boolean;
  style: PopupOverlayStyle;
  /** Days before a closed overlay shows again; -1 never again. */
  frequency: number;
  /** What it says: a heading, a message, and a button linking on (its text and link both, or neither). */
  title: string;
  message: string;
  buttonText: string;
  buttonUrl: string;
}

export interface PopupOverlaySaved extends PopupOverlayForm {
  /** Counts up with every save, so visitors who closed the overlay see the new one. */
  version: number;
}

/** A link of the header's navigation or the footer. */
export interface LinkForm {
  title: string;
  href: string;
}

export interface HeaderForm {
  title: string;
  navigation: LinkForm[];
  cart: boolean;
  search: boolean;
}

export interface FooterForm {
  text: string;
  links: LinkForm[];
  address: string[];
}

/** The message for a link in neither accepted form. */
export const linksMessage = (): string => t('linksMustBeFormattedAs', { host: LINK_EXAMPLE });

/** A header or footer link's address: a path on the site or an http(s) URL, as the site renders it. */
export function siteLinkProblem(href: string): string | undefined {
  return siteHref(href.trim()) === undefined ? linksMessage() : undefined;
}

/** The announcement's click-through: empty, or a link the announcement bar will render (URL helpers). */
export function announcementLinkProblem(href: string): string | undefined {
  const value = href.trim();
  return value === '' || isSafeLinkHref(value, LINK_BASE) ? undefined : linksMessage();
}

/** What is wrong with each field of a link, by field. */
export type LinkProblems = Partial<Record<keyof LinkForm, string>>;

export function linkProblems(link: LinkForm): LinkProblems {
  const problems: LinkProblems = {};
  if (link.title.trim() === '') problems.title = t('siteSettingsLinkTitleRequired');
  const href = siteLinkProblem(link.href);
  if (href) problems.href = href;
  return problems;
}

/** The problems of every link in a list, index by index; empty when all are fine. */
export function linkListProblems(links: readonly LinkForm[]): Map<number, LinkProblems> {
  const found = new Map<number, LinkProblems>();
  links.forEach((link, index) => {
    const problems = linkProblems(link);
    if (Object.keys(problems).length) found.set(index, problems);
  });
  return found;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function linksOf(value: unknown): LinkForm[] {
  return Array.isArray(value) ? value.filter(isObject).map((link) => ({ title: textOf(link.title), href: textOf(link.href) })) : [];
}

/** The stored header (any JSON object) as the editor's form; what it cannot read starts empty. */
export function headerForm(stored: unknown, siteTitle: string): HeaderForm {
  const header = isObject(stored) ? stored : {};
  return {
    title: typeof header.title === 'string' && header.title ? header.title : siteTitle,
    navigation: linksOf(header.navigation),
    cart: header.cart !== false,
    search: header.search !== false,
  };
}

export function footerForm(stored: unknown): FooterForm {
  const footer = isObject(stored) ? stored : {};
  return {
    text: textOf(footer.text),
    links: linksOf(footer.links),
    address: Array.isArray(footer.address) ? footer.address.filter((line): line is string => typeof line === 'string') : [],
  };
}

/** The forms as the header and footer are saved: texts trimmed, blank address lines left out. */
export function savedHeaderFooter(header: HeaderForm, footer: FooterForm): { header: Record<string, unknown>; footer: Record<string, unknown> } {
  const links = (list: LinkForm[]) => list.map((link) => ({ title: link.title.trim(), href: link.href.trim() }));
  return {
    header: { title: header.title.trim(), navigation: links(header.navigation), cart: header.cart, search: header.search },
    footer: {
      text: footer.text.trim(),
      links: links(footer.links),
      address: footer.address.map((line) => line.trim()).filter((line) => line !== ''),
    },
  };
}

/** The announcement bar's settings as the website context holds them, read for the editor. */
export function announcementBarForm(showAnnouncementBar: unknown, settings: unknown): AnnouncementBarForm {
  const stored = isObject(settings) ? settings : {};
  return {
    showAnnouncementBar: showAnnouncementBar === true,
    text: textOf(stored.text),
    clickthroughUrl: textOf(stored.clickthroughUrl),
    newWindow: stored.newWindow === true,
  };
}

/** The popup overlay's settings as the website context holds them, read for the editor. */
export function popupOverlayForm(settings: unknown): PopupOverlaySaved {
  const stored = isObject(settings) ? settings : {};
  const frequency = stored.frequency;
  const version = stored.version;
  return {
    isEnabled: stored.isEnabled === true,
    disabledOnMobile: stored.disabledOnMobile === true,
    style: POPUP_OVERLAY_STYLES.includes(stored.style as PopupOverlayStyle) ? (stored.style as PopupOverlayStyle) : 'light',
    frequency:
      typeof frequency === 'number' &&
      Number.isInteger(frequency) &&
      frequency >= POPUP_FREQUENCY_NEVER &&
      frequency <= SITE_SETTINGS_LIMITS.popupFrequency
        ? frequency
        : 0,
    title: textOf(stored.title),
    message: textOf(stored.message),
    buttonText: textOf(stored.buttonText),
    buttonUrl: textOf(stored.buttonUrl),
    version: typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0,
  };
}

/** What is wrong with the popup overlay's content, by field. */
export type PopupOverlayProblems = Partial<Record<'title' | 'buttonText' | 'buttonUrl', string>>;

/**
 * The popup overlay's content checks: a switched-on overlay says something (a heading or a
 * message), and its button has both its text and a link the site renders, or neither.
 */
export function popupOverlayProblems(
  form: Pick<PopupOverlayForm, 'isEnabled' | 'title' | 'message' | 'buttonText' | 'buttonUrl'>,
): PopupOverlayProblems {
  const problems: PopupOverlayProblems = {};
  if (form.isEnabled && form.title.trim() === '' && form.message.trim() === '') problems.title = t('siteSettingsPopupContentRequired');
  const text = form.buttonText.trim();
  const url = form.buttonUrl.trim();
  if (url !== '' && text === '') problems.buttonText = t('siteSettingsPopupButtonTextRequired');
  if (text !== '' && url === '') problems.buttonUrl = t('siteSettingsPopupButtonLinkRequired');
  else if (url !== '' && !isSafeLinkHref(url, LINK_BASE)) problems.buttonUrl = linksMessage();
  return problems;
}
