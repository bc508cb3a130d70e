import MarkdownIt from 'markdown-it';

/**
 * Maps a link or image address written in a Markdown file (relative to that file in the repository,
 * as GitHub reads it) to the address the docs serve it at.
 */
export type ResolveHref = (href: string, fromFile: string) => string;

/**
 * The docs' Markdown renderer. Raw HTML in the source is written out as text (`html: false`), so
 * nothing in a page's Markdown becomes markup of its own; markdown-it also refuses javascript:,
 * vbscript:, file: and non-image data: links. Tables get no alignment styles (the CSP allows no
 * inline style), and headings get ids so `#anchor` links work as they do on GitHub.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// A code block wider than the page scrolls, so it takes focus: keyboard users can scroll it too.
for (const rule of ['fence', 'code_block'] as const) {
  const render = md.renderer.rules[rule];
  if (render) md.renderer.rules[rule] = (...args) => render(...args).replace(/^<pre>/, '<pre tabindex="0">');
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

md.core.ruler.push('heading_ids', (state) => {
  const seen = new Map<string, number>();
  const { tokens } = state;
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const inline = tokens[index + 1];
    const text = (inline?.children ?? []).map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('');
    const base = headingId(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    token.attrSet('id', count === 0 ? base : `${base}-${count}`);
  });
});

/** Renders `source`, the Markdown of `fromFile` (a path from the repository root), with its links resolved. */
export function renderMarkdown(source: string, fromFile: string, resolveHref: ResolveHref): string {
  const tokens = md.parse(source, {});
  const visit = (list: ReturnType<typeof md.parse>) => {
    for (const token of list) {
      if (token.type === 'link_open') {
        const href = token.attrGet('href');
        if (href !== null) token.attrSet('href', resolveHref(String(href), fromFile));
      } else if (token.type === 'image') {
        const src = token.attrGet('src');
        if (src !== null) token.attrSet('src', resolveHref(String(src), fromFile));
      } else if (token.type === 'th_open' || token.type === 'td_open') {
        token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      }
      if (token.children) visit(token.children);
    }
  };
  visit(tokens);
  return md.renderer.render(tokens, md.options, {});
}

/** The first level-one heading of a Markdown file as plain text, for the page title. */
export function markdownTitle(source: string): string | undefined {
  const line = /^# (.+)$/m.exec(source)?.[1];
  return line?.replace(/`/g, '').trim();
}
