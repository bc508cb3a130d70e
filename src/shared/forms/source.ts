/** Where `<sq-form>` finds its definition: the property or attribute, a JSON script child, or the site context by form id. */
import type { WebsiteContext } from '../site/context.js';
import { parseFormDefinition, type RenderedForm } from './definition.js';
import { propertyOrJsonChild } from '../dom/json-child.js';

export type FormSource = { ok: true; form: RenderedForm } | { ok: false; reason: string };

function fromSiteContext(formId: string | undefined, context: WebsiteContext): unknown {
  if (!formId) return undefined;
  const { forms } = context;
  return Array.isArray(forms) ? forms.find((form) => (form as { id?: unknown } | null)?.id === formId) : undefined;
}

/** `context` is the page's website context (`$site`): a definition not given on the element is found there by form id. */
export function resolveFormDefinition(definition: unknown, host: Element, formId: string | undefined, context: WebsiteContext): FormSource {
  const given = propertyOrJsonChild(definition, host);
  if (!given.ok) return given;
  let input = given.value;
  input ??= fromSiteContext(formId, context);
  if (input === undefined || input === null) return { ok: false, reason: formId ? `no definition for form ${formId}` : 'no definition' };
  try {
    return { ok: true, form: parseFormDefinition(input) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
