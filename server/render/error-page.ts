import { escapeHtml, SITE_ICON_LINK } from './html.js';

/**
 * The site's error page: the site's icon, styles, header and footer (the demo's include markers,
 * which the caller expands), the title and message as text, and a way back. No scripts and no
 * inline styles, so the strict CSP holds.
 */
export function siteErrorPage({ title, message }: { title: string; message: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${SITE_ICON_LINK}
<link rel="stylesheet" href="/dist/theme.css">
<link rel="stylesheet" href="/demo.css">
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<!-- sq-demo:site-header -->
<main id="main" class="site-content narrow">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Back to the site</a></p>
</main>
<!-- sq-demo:site-footer -->
</body>
</html>
`;
}
