import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import type { TemplateResult } from 'lit-html';

/**
 * The markers @lit-labs/ssr writes for lit's own hydration, which nothing on these pages uses (the
 * elements enhance the markup; they do not hydrate it), and the empty processing instruction it
 * leaves after a template's last binding. Site text cannot contain them: every `<` in it is escaped.
 */
const SSR_MARKERS = /<!--\/?lit-part[^>]*-->|<!--lit-node \d+-->|<\?>/g;

/**
 * A lit-html template as the HTML string the page sends. Block templates (src/shared/blocks) are
 * rendered here with the same code the browser would run; every value is escaped as text or as an
 * attribute value, so site text never becomes markup.
 */
export function renderHtml(template: TemplateResult): string {
  return collectResultSync(render(template)).replace(SSR_MARKERS, '');
}
