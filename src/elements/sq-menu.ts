/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Menu } from '../react/Menu/Menu.js';
import { styles } from './sq-menu.styles.js';

/**
 * The menu block with tabs: each child is a section (a café menu's drinks, food, cakes) headed by
 * a heading. The element puts a tab list before them, one tab per section named by its heading,
 * and shows one section at a time, after the WAI-ARIA APG tabs pattern with manual activation:
 * Left and Right move between the tabs and wrap, Home and End go to the first and the last, Enter
 * or Space select. Without JavaScript every section shows, in order.
 *
 * @summary Menu sections behind tabs.
 * @slot - The sections, each headed by an `h2`–`h6`.
 * @cssprop --sq-menu-tab-selected-color - Text and underline colour of the selected tab (sq-elements.css).
 */
export class SqMenu extends element({
  view: Menu,
  styles,
  observeLightDom: true,
  props: {
    /** The tab list's accessible name; 'Menu sections' by default. */
    label: prop.string(),
  },
}) {}

defineElement('sq-menu', SqMenu);
