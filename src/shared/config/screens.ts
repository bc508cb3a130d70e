/**
 * The back end's screens: where each lives under /config/, its name in the navigation, and the
 * area an owner needs to see it. One list for the server, which renders the navigation and refuses
 * a screen the owner may not enter, and for the build, which bundles src/config/{id}.tsx for each.
 */
import type { PlainStringKey } from '../i18n/format.js';
import type { BackEndAccess, BackEndArea } from './access.js';

export interface BackEndScreen {
  /** The screen's script is src/config/{id}.tsx, served at /dist/config/{id}.js; its mount point is #back-end-app. */
  id: string;
  path: string;
  /** Its name in the navigation and its page title. */
  label: PlainStringKey;
  /** Without an area, every signed-in owner sees the screen. */
  area?: BackEndArea;
}

export const BACK_END_SCREENS = [
  { id: 'preview', path: '/config/', label: 'backEndPreview' },
  { id: 'inbox', path: '/config/inbox', label: 'backEndInbox', area: 'readInbox' },
  { id: 'forms', path: '/config/forms', label: 'backEndForms', area: 'content' },
  { id: 'content', path: '/config/content', label: 'backEndContent', area: 'content' },
  { id: 'content-products', path: '/config/content/products', label: 'backEndProducts', area: 'commerce' },
  { id: 'design', path: '/config/design', label: 'backEndDesign', area: 'design' },
  { id: 'settings', path: '/config/settings', label: 'backEndSettings', area: 'settings' },
  { id: 'account', path: '/config/account', label: 'backEndAccount' },
  { id: 'owners', path: '/config/owners', label: 'backEndOwners', area: 'owners' },
] as const satisfies readonly BackEndScreen[];

export type BackEndScreenId = (typeof BACK_END_SCREENS)[number]['id'];

/** The screens this owner may enter, in navigation order. */
export function screensFor(access: BackEndAccess): BackEndScreen[] {
  return BACK_END_SCREENS.filter((screen: BackEndScreen) => !screen.area || access[screen.area]);
}

/** Where a screen's script is served once built. */
export const screenScript = (id: string): string => `/dist/config/${id}.js`;

/** A collection's panel in the back end, `/config/pages/{24-character id}`: that collection's entries and their workflow. */
export const COLLECTION_PANEL_PREFIX = '/config/pages/';

/** A collection id as panel paths take it: 24 lower-case hexadecimal characters. */
export const isCollectionId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);

export const collectionPanelPath = (collectionId: string): string => `${COLLECTION_PANEL_PREFIX}${collectionId}`;
