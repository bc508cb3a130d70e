/**
 * The site's fonts on a page `<sq-site>` runs: where the server did not link the fonts stylesheet
 * (a template author's own page), a `<link rel="stylesheet">` to it is added (a link, so a strict
 * Content-Security-Policy allows it); then what did not load is reported on the console, once:
 * 'Unable to load fonts', and 'Requested font no longer in Typekit' for Typekit families the
 * fonts service does not have.
 */
import type { WebsiteContext } from '../shared/site/context.js';
import {
  FONTS_MISSING_PROPERTY,
  FONTS_STYLESHEET_PATH,
  fontsStylesheetHref,
  joinMissing,
  parseMissingFonts,
  siteFonts,
  type MissingFonts,
} from '../shared/site/fonts.js';
import { t } from '../shared/i18n/format.js';

const NONE: MissingFonts = { families: [], typekit: [] };
const PREFIX = '<sq-site>:';

/** The page's own link to the fonts stylesheet, whatever its query. */
function fontsLinkOf(doc: Document): HTMLLinkElement | undefined {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href]')].find((link) => {
    const url = new URL(link.href, doc.baseURI);
    return url.origin === doc.location?.origin && url.pathname === FONTS_STYLESHEET_PATH;
  });
}

/** Whether the browser has finished fetching `url` (it keeps a resource timing entry for every response, errors too). */
const fetched = (doc: Document, url: string) => (doc.defaultView?.performance.getEntriesByName(url, 'resource').length ?? 0) > 0;

/**
 * Whether the stylesheet loaded. A link added here reports through its events. A link already in
 * the page may have settled before the runtime started: one in the head settles before the page's
 * load event, so after it (or once its response is in) no sheet means it failed.
 */
function settled(link: HTMLLinkElement, doc: Document, added: boolean): Promise<boolean> {
  if (link.sheet) return Promise.resolve(true);
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
    if (added) return;
    // The load event, were it about to come, goes first.
    const failedAlready = () => setTimeout(() => resolve(link.sheet !== null));
    if (doc.readyState !== 'complete') doc.defaultView?.addEventListener('load', failedAlready, { once: true });
    else if (fetched(doc, link.href)) failedAlready();
  });
}

const rulesOf = (sheet: CSSStyleSheet | null): CSSRule[] => {
  try {
    return sheet ? [...sheet.cssRules] : [];
  } catch {
    return [];
  }
};

/** What the loaded stylesheet says it does not have, and the web font families it declares (not the local fallbacks). */
function readStylesheet(sheet: CSSStyleSheet | null): { missing: MissingFonts; families: string[] } {
  let missing = NONE;
  const families = new Set<string>();
  for (const rule of rulesOf(sheet)) {
    if (rule instanceof CSSStyleRule && rule.selectorText === ':root') {
      missing = joinMissing(missing, parseMissingFonts(rule.style.getPropertyValue(FONTS_MISSING_PROPERTY)));
    } else if (rule instanceof CSSFontFaceRule && !/^\s*local\(/.test(rule.style.getPropertyValue('src'))) {
      families.add(rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''));
    }
  }
  return { missing, families: [...families] };
}

/** Why a stylesheet request failed, when the fonts route said so: a 404 `{ missing }` naming the families it does not have. */
async function missingOfFailure(href: string): Promise<MissingFonts | undefined> {
  try {
    const response = await fetch(href, { credentials: 'same-origin' });
    if (response.status !== 404) return undefined;
    const body = (await response.json()) as { missing?: { families?: unknown; typekit?: unknown } };
    const names = (value: unknown) => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : []);
    return body.missing ? { families: names(body.missing.families), typekit: names(body.missing.typekit) } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether every face the page needs of `family` loaded: `document.fonts.load` rejects, or leaves a face in error, when a file fails. */
async function fontLoads(doc: Document, family: string): Promise<boolean> {
  try {
    const faces = await doc.fonts.load(`1em "${family.replace(/["\\]/g, '')}"`);
    return faces.length > 0 && faces.every((face) => face.status === 'loaded');
  } catch {
    return false;
  }
}

export interface FontsOptions {
  doc?: Document;
}

export function startFonts(context: WebsiteContext, { doc = document }: FontsOptions = {}): () => void {
  const { fonts, unusable } = siteFonts(context);
  let stopped = false;
  let unableReported = false;
  const unableToLoad = (families: string[] = []) => {
    if (stopped || unableReported) return;
    unableReported = true;
    console.error(`${PREFIX} ${t('unableToLoadFonts')}${families.length > 0 ? `: ${families.join(', ')}` : ''}`);
  };
  const report = (missing: MissingFonts) => {
    if (!stopped && missing.typekit.length > 0) console.error(`${PREFIX} ${t('typekitFontGone')}: ${missing.typekit.join(', ')}`);
    if (missing.families.length > 0) unableToLoad(missing.families);
  };

  report(unusable);
  const href = fontsStylesheetHref(fonts);
  if (href === undefined) return () => undefined;

  let link = fontsLinkOf(doc);
  const added = link === undefined;
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.append(link);
  }
  const watched = link;
  void (async () => {
    if (!(await settled(watched, doc, added))) {
      const missing = await missingOfFailure(watched.href);
      if (missing) report(missing);
      else unableToLoad();
      return;
    }
    const { missing, families } = readStylesheet(watched.sheet);
    report(missing);
    const loaded = await Promise.all(families.map((family) => fontLoads(doc, family)));
    if (loaded.includes(false)) unableToLoad();
  })();

  return () => {
    stopped = true;
    if (added) watched.remove();
  };
}
