/** What a page says, as a reader sees it: its text without tags, entities decoded, whitespace collapsed. */
export function textOf(html) {
  const body = html.slice(html.search(/<body[\s>]/i) + 1);
  return body
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page type of the website context the server put in the page. */
export function pageTypeOf(html) {
  const json = /<script type="application\/json" id="sq-site-context">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json).pageType;
}
