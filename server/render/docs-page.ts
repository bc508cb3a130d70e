import { escapeHtml, SITE_ICON_LINK } from './html.js';

/** Where the docs' own script and styles are served (server/assets/docs/). */
export const DOCS_ASSETS = '/docs/assets/';

export interface DocsNav {
  elements: { tag: string; summary: string }[];
  guides: { name: string; title: string }[];
}

export interface DocsPageInput {
  title: string;
  /** The page's path, to mark its link in the navigation. */
  path: string;
  nav: DocsNav;
  /** The page's Markdown, rendered (markdown.ts escapes any HTML written in it). */
  contentHtml: string;
  /**
   * An element's example markup (docs/examples/<tag>.html), run live on the page. It is the project's
   * own file, written as markup on purpose; the same file is the example code shown on the page.
   */
  liveExample?: string;
  /** More of the project's own markup after the live example, such as the cookie banner's playground. */
  extraHtml?: string;
  /** Module scripts of this site the page loads besides the library's loader. */
  scripts?: string[];
  /** Whether the pre-upgrade stylesheet is in the build (dist/sq-elements.css). */
  preUpgradeCss?: boolean;
}

/** The developer pages' header: the docs, the cookie banner's gallery of designs, and the way to the demo site. */
export const DOCS_HEADER = `<header class="site-header">
<a class="site-logo" href="/docs/">sq-elements</a>
<nav aria-label="Developer pages">
<ul>
<li><a href="/docs/">Docs</a></li>
<li><a href="/cookie-banner.html">Cookie banner designs</a></li>
<li><a href="/">Demo site</a></li>
</ul>
</nav>
</header>`;

export const DOCS_FOOTER = `<footer class="site-footer">
<p>sq-elements: the visitor-facing runtime of a website builder, as custom elements.</p>
<p><a href="/docs/guides/server">The reference server</a></p>
</footer>`;

function navLink(href: string, label: string, current: string, code = false): string {
  const text = code ? `<code>${escapeHtml(label)}</code>` : escapeHtml(label);
  const currentAttribute = href === current ? ' aria-current="page"' : '';
  return `<li><a href="${escapeHtml(href)}"${currentAttribute}>${text}</a></li>`;
}

/** The live example goes in before the Markdown's first section, under the summary. */
function withLiveExample(contentHtml: string, liveExample: string | undefined, extraHtml = ''): string {
  if (liveExample === undefined) return contentHtml + extraHtml;
  const section = `<section class="docs-example" aria-labelledby="docs-live-example">
<h2 id="docs-live-example">Live example</h2>
<div class="docs-example-stage">
${liveExample.trim()}
</div>
</section>
${extraHtml}`;
  const firstSection = contentHtml.indexOf('<h2');
  return firstSection === -1 ? contentHtml + section : contentHtml.slice(0, firstSection) + section + contentHtml.slice(firstSection);
}

/**
 * A docs page: the docs' own header and footer (DOCS_HEADER, DOCS_FOOTER), the docs navigation with every guide and every element, and the rendered Markdown.
 * Every page loads the library's loader, so an element on it upgrades, and `<sq-site>` gives it the
 * site context; a page whose example is `<sq-site>` itself uses that one. No inline script or style.
 */
export function docsPage(input: DocsPageInput): string {
  const { title, path, nav, contentHtml, liveExample, extraHtml, scripts = [], preUpgradeCss = false } = input;
  const hasSite = liveExample?.includes('<sq-site') ?? false;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · sq-elements docs</title>
${SITE_ICON_LINK}
<link rel="stylesheet" href="/dist/theme.css">
${preUpgradeCss ? '<link rel="stylesheet" href="/dist/sq-elements.css">\n' : ''}<link rel="stylesheet" href="/demo.css">
<link rel="stylesheet" href="${DOCS_ASSETS}docs.css">
<script type="module" src="/dist/sq-elements.js"></script>
<script type="module" src="${DOCS_ASSETS}docs.js"></script>
${scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
${DOCS_HEADER}
<div class="docs-layout">
<nav class="docs-nav" aria-label="Documentation">
<ul>
${navLink('/docs/', 'Overview', path)}
${navLink('/docs/benchmarks', 'Benchmarks', path)}
</ul>
<h2>Guides</h2>
<ul>
${nav.guides.map((guide) => navLink(`/docs/guides/${guide.name}`, guide.title, path)).join('\n')}
</ul>
<h2><a href="/docs/elements/">Elements</a></h2>
<ul class="docs-elements">
${nav.elements.map((element) => navLink(`/docs/elements/${element.tag}`, `<${element.tag}>`, path, true)).join('\n')}
</ul>
</nav>
<main id="main" class="docs-content">
${withLiveExample(contentHtml, liveExample, extraHtml)}
</main>
</div>
${DOCS_FOOTER}
${hasSite ? '' : '<sq-site></sq-site>\n'}</body>
</html>
`;
}

/** The cookie banner's playground: the demo's controls for the live banner above it (demo/public/playground.js). */
export const COOKIE_BANNER_PLAYGROUND = {
  html: `<aside class="playground" aria-labelledby="playground-title">
<h2 id="playground-title">Cookie banner playground</h2>
<p class="hint">The live <code>&lt;sq-cookie-banner&gt;</code> on this page starts with its default settings; the controls change them through the banner's window events.</p>
<div id="playground">
<p class="hint">The controls need JavaScript.</p>
</div>
</aside>
`,
  script: '/playground.js',
};
