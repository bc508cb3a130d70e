/** Elements whose content is never text for the reader: the allow-lists skip them up to their end tag. */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'select',
]);
