import { useLayoutEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { startMenu } from '../../shared/menu/dom.js';
import { t } from '../../shared/i18n/format.js';

export interface MenuProps extends HostContext {
  label?: string | undefined;
}

/** The menu's tabs run on its light DOM (a tab list before its sections, enhanced in place); the shadow root only shows it. */
export function Menu({ label, host, lightDomVersion }: MenuProps) {
  // Before paint, so the other sections never flash.
  useLayoutEffect(() => startMenu(host, { label: label || t('menuTabsLabel') }), [host, label, lightDomVersion]);
  return <slot />;
}
