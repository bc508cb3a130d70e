/**
 * What the server tells a page's form blocks as it renders them (BlockContext.formState): a fresh
 * one-time submission key and the crumb, for the form to post without scripts; the values of its
 * hidden fields from the page's query; and, answering a post, the values sent and the errors found.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Block, BlockContext } from '../../src/shared/blocks/types.js';
import type { FallbackFormState } from '../../src/shared/blocks/form-fallback.js';
import type { FormDefinition } from '../../src/shared/forms/fields.js';
import { hiddenValues } from '../../src/shared/forms/posted.js';
import type { App } from '../app.js';
import { issueFormKey } from '../store/forms.js';

/** The forms a layout's blocks draw, each once. */
export function formIdsOf(layout: readonly Block[]): string[] {
  const ids = layout
    .filter((block) => (block.type === 'form' || block.type === 'newsletter') && typeof block.formId === 'string')
    .map((block) => block.formId as string);
  return [...new Set(ids)];
}

/**
 * The formState of a page drawing `layout`, or undefined when it has no form. Each form gets a key
 * of its own: a page holding keys is this visitor's alone, so it is never stored by any cache.
 * `answered` is the form a post just reached: sent (no form shown), or refused (values and errors).
 */
export async function formStateFor(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  forms: readonly FormDefinition[],
  layout: readonly Block[],
  answered?: { formId: string; state: FallbackFormState },
): Promise<BlockContext['formState']> {
  const ids = formIdsOf(layout);
  if (ids.length === 0) return undefined;
  reply.header('cache-control', 'no-store');
  const crumb = app.issueCrumb(request, reply);
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const states = new Map<string, FallbackFormState>();
  for (const id of ids) {
    if (answered?.formId === id && answered.state.submitted) {
      states.set(id, answered.state);
      continue;
    }
    // A HEAD request shows no form: no key is spent on it.
    const submissionKey = request.method === 'HEAD' ? undefined : await issueFormKey(app.db);
    const fields = forms.find((form) => form.id === id)?.fields ?? [];
    const values = answered?.formId === id ? answered.state.values : hiddenValues(fields, query);
    states.set(id, { ...(answered?.formId === id ? answered.state : {}), submissionKey, crumb, values });
  }
  return (formId) => states.get(formId);
}
