/**
 * The menu block's light DOM, enhanced in place: its sections (each child, headed by a heading)
 * become tab panels, and a tab list named after their headings goes before them. Without scripts
 * nothing here runs and every section shows, in order.
 */
import { selectedSection, tabFocusTarget, tabLabel } from './tabs.js';

export const MENU_TABS_CLASS = 'sq-menu-tabs';
export const MENU_TAB_CLASS = 'sq-menu-tab';

const HEADING = 'h2,h3,h4,h5,h6';

export interface MenuOptions {
  /** The tab list's accessible name. */
  label: string;
}

let count = 0;

function sectionsOf(host: HTMLElement, tablist: Element | null): HTMLElement[] {
  return ([...host.children] as HTMLElement[]).filter((child) => child !== tablist);
}

function setAttribute(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Adds the tab list, the tabs and the panels' ARIA; idempotent (changes only what differs, so observing the light DOM settles). */
export function enhanceMenu(host: HTMLElement, { label }: MenuOptions): { tabs: HTMLButtonElement[]; panels: HTMLElement[] } {
  const prefix = host.id || `sq-menu-${++count}`;
  let tablist = host.querySelector<HTMLElement>(`:scope > .${MENU_TABS_CLASS}`);
  const panels = sectionsOf(host, tablist);
  if (!tablist) {
    tablist = document.createElement('div');
    tablist.className = MENU_TABS_CLASS;
    tablist.setAttribute('role', 'tablist');
    host.prepend(tablist);
  }
  setAttribute(tablist, 'aria-label', label);
  const existing = [...tablist.children] as HTMLButtonElement[];
  const chosen = existing.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  const selected = selectedSection(chosen < 0 ? undefined : chosen, panels.length);
  const tabs = panels.map((panel, index) => {
    let tab = existing[index];
    if (!tab) {
      tab = document.createElement('button');
      tab.type = 'button';
      tab.className = MENU_TAB_CLASS;
      tab.setAttribute('role', 'tab');
      tablist.append(tab);
    }
    const heading = panel.querySelector(HEADING);
    const text = tabLabel(heading?.textContent, index);
    if (tab.textContent !== text) tab.textContent = text;
    panel.id ||= `${prefix}-panel-${index}`;
    tab.id ||= `${prefix}-tab-${index}`;
    setAttribute(tab, 'aria-controls', panel.id);
    setAttribute(panel, 'role', 'tabpanel');
    setAttribute(panel, 'aria-labelledby', tab.id);
    setAttribute(panel, 'tabindex', '0');
    return tab;
  });
  for (const extra of existing.slice(panels.length)) extra.remove();
  selectTab(tabs, panels, selected);
  return { tabs, panels };
}

/** Selects one tab: it alone is `aria-selected` and in the tab order, and only its panel shows. */
export function selectTab(tabs: readonly HTMLButtonElement[], panels: readonly HTMLElement[], selected: number): void {
  tabs.forEach((tab, index) => {
    setAttribute(tab, 'aria-selected', String(index === selected));
    setAttribute(tab, 'tabindex', index === selected ? '0' : '-1');
    if (panels[index] && panels[index].hidden !== (index !== selected)) panels[index].hidden = index !== selected;
  });
}

/** Runs the tabs on `host`'s light DOM; returns the function that stops them. */
export function startMenu(host: HTMLElement, options: MenuOptions): () => void {
  const { tabs, panels } = enhanceMenu(host, options);
  const onClick = (event: MouseEvent) => {
    const index = tabs.indexOf((event.target instanceof Element ? event.target.closest(`.${MENU_TAB_CLASS}`) : null) as HTMLButtonElement);
    if (index >= 0) selectTab(tabs, panels, index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = tabFocusTarget(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.focus();
  };
  host.addEventListener('click', onClick);
  host.addEventListener('keydown', onKeyDown);
  return () => {
    host.removeEventListener('click', onClick);
    host.removeEventListener('keydown', onKeyDown);
  };
}
