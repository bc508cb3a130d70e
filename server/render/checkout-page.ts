import { escapeHtml, SITE_ICON_LINK } from './html.js';

/** Minor units as a price in the store currency; an unknown currency code falls back to the code itself. */
export function formatMoney(cents: number | string, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(cents) / 100);
  } catch {
    return `${(Number(cents) / 100).toFixed(2)} ${currency}`;
  }
}

/** One summary row: every value is escaped, so stored or query text never becomes markup. */
const row = (label: string, value: string): string => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;

/**
 * A checkout summary page: a heading, the rows of what is being bought, and the note that payment
 * is not part of the reference server. No scripts or inline styles, so the strict CSP holds.
 */
/** A summary row: its label and its value. */
export type SummaryRow = [label: string, value: string];

export function checkoutPage({ title, rows = [], empty }: { title: string; rows?: SummaryRow[]; empty?: string }): string {
  const body = rows.length
    ? `<table><tbody>${rows.map(([label, value]) => row(label, value)).join('')}</tbody></table>`
    : `<p>${escapeHtml(empty ?? 'Nothing to check out.')}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${SITE_ICON_LINK}</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p class="payment-note">Payment is not part of the reference server: this page only summarises the checkout.</p>
<p><a href="/">Back to the site</a></p>
</main>
</body>
</html>
`;
}

/** The page answered for a bad request: its message, escaped. */
export function errorPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${SITE_ICON_LINK}</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the site</a></p></main></body>
</html>
`;
}
