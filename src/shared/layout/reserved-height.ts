/**
 * The custom property a page sets on an element drawn from data to reserve its height (not
 * inherited, so nested elements keep theirs). The element holds it as its minimum height until the
 * visitor replaces what it shows (a form's fields by its message).
 */
export const RESERVED_HEIGHT = '--sq-reserved-height';
