/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { RelativeTime } from '../react/RelativeTime/RelativeTime.js';
import { styles } from './sq-relative-time.styles.js';

/**
 * Relative time ('time since'): how long ago a date was, as light-DOM text ('just now', '30
 * seconds ago', '5 minutes ago', '3 days ago'), written into the element's `<time>` child when it
 * has one. Every relative time on the page is refreshed by one shared 5000 ms clock, which stops
 * while the tab is hidden. A date that cannot be read logs a warning and leaves the page's text.
 *
 * @summary How long ago a date was, kept up to date.
 * @slot - The text shown without JavaScript, usually the date itself (a `<time datetime>`).
 */
export class SqRelativeTime extends element({
  view: RelativeTime,
  styles,
  props: {
    /** The date, as ISO 8601 (`2026-11-27T08:00:00Z`); by default the `datetime` of the `<time>` child. */
    datetime: prop.string(),
  },
}) {}

defineElement('sq-relative-time', SqRelativeTime);
