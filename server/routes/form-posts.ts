/**
 * A form posted without scripts (src/shared/blocks/form-fallback.ts): `POST /forms/<formId>/submit`,
 * form-encoded. It is taken exactly as the JSON API takes a submission (server/forms/submissions.ts:
 * the one-time key, the form's rules, the same table), and answered with the page the form is on,
 * in the site's layout: with the post-submit message where the form was, or with the runtime's
 * messages above the values the visitor entered and a fresh key. A key used twice (the post sent
 * again) gets the page saying so, with a 409. Every answer is a page, never JSON.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { html } from 'lit-html';
import { Type } from '@sinclair/typebox';
import type { App, RouteOptions } from '../app.js';
import { layoutTemplates, type Block } from '../../src/shared/blocks/index.js';
import type { FallbackFormState } from '../../src/shared/blocks/form-fallback.js';
import { siteHref } from '../../src/shared/blocks/links.js';
import { PageType } from '../../src/shared/constants/enums.js';
import { successRedirectOf } from '../../src/shared/forms/definition.js';
import { POST_FIELDS, postedInputs, postedQuery, postedValues } from '../../src/shared/forms/posted.js';
import { formValuesOf } from '../../src/shared/forms/values.js';
import { t } from '../../src/shared/i18n/format.js';
import { formStateFor } from '../forms/form-state.js';
import { FORM_LOCALE, takeSubmission } from '../forms/submissions.js';
import { crumbRefused } from '../http/crumb.js';
import { addressOf, rateLimited, visitorOf } from '../http/rate-limits.js';
import { navigationPath } from '../render/site-layout.js';
import { accessDenial } from '../site/access.js';
import { siteDocuments } from '../site/context.js';
import type { SiteDocuments, SitePage } from '../site/documents.js';
import { blockContext } from '../render/site-content.js';
import { sitePages } from './site-pages.js';

/** A post's own fields, as text (anything else counts as absent). */
const textField = (body: unknown, name: string): string | undefined => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** The page the form is on: the one the post names if it holds the form, else the first that does. */
function pageOfForm(documents: SiteDocuments, formId: string, pagePath: string | undefined): SitePage | undefined {
  const holds = (page: SitePage) => page.layout.some((block) => (block.type === 'form' || block.type === 'newsletter') && block.formId === formId);
  const pages = (documents.pages ?? []).filter(holds);
  const named = pagePath === undefined ? undefined : navigationPath(pagePath.split('?')[0] ?? '');
  return pages.find((page) => navigationPath(page.path) === named) ?? pages[0];
}

export default async function formPosts(app: App, { rateLimit }: RouteOptions): Promise<void> {
  const pages = sitePages(app);
  const documents = siteDocuments(app.db);
  // The JSON API's limits, counted for this route: a visitor (and an address) per form.
  const limited = rateLimited(
    app,
    [
      { name: 'form', ...rateLimit.form, key: (request) => `${visitorOf(request)}|${(request.params as { formId: string }).formId}` },
      { name: 'formAddress', ...rateLimit.formAddress, key: (request) => `${addressOf(request)}|${(request.params as { formId: string }).formId}` },
    ],
    t('formRateLimited', undefined, FORM_LOCALE),
  );

  app.post(
    '/forms/:formId/submit',
    {
      config: { answersCrumbFailure: true },
      schema: { params: Type.Object({ formId: Type.String({ minLength: 1, maxLength: 100 }) }) },
    },
    async (request, reply) => {
      const { formId } = request.params;
      const docs = await documents();
      const form = (docs.forms ?? []).find((entry) => entry.id === formId);
      const page = form && pageOfForm(docs, formId, textField(request.body, POST_FIELDS.pagePath));
      const posted = postedValues(request.body);
      // A form on no page of the site (or no form at all) is answered on a page of its own.
      const layout: Block[] = page?.layout ?? [{ type: 'form', id: 'form', formId }];
      const path = page ? navigationPath(page.path) : '/';

      async function answer(status: number, state: FallbackFormState): Promise<FastifyReply> {
        const formState = await formStateFor(app, request as FastifyRequest, reply, docs.forms ?? [], layout, { formId, state });
        const failed = Object.keys(state.errors ?? {}).length > 0;
        const title = page?.title ?? form?.name ?? '';
        return pages.answer(request, reply, status, page?.pageType ?? PageType.PAGE, {
          // GOV.UK's pattern: a page showing errors says so first in its title.
          title: failed ? `${t('formErrorPrefix', undefined, FORM_LOCALE)} ${title}` : title,
          description: page?.description,
          path,
          width: page?.width ?? 'narrow',
          noindex: true,
          main: layoutTemplates(layout, blockContext(docs, path, formState)),
        });
      }
      const refuse = (status: number, message: string) => answer(status, { values: posted, errors: { '': message } });

      /** A page of its own saying what went wrong, for a post with no form to show again. */
      const messagePage = (status: number, message: string) =>
        pages.answer(request, reply, status, PageType.PAGE, {
          title: message,
          path,
          width: 'narrow',
          noindex: true,
          main: html`<div class="block block-text">
            <h1>${message}</h1>
            <p><a class="button" href="/">Back to the home page</a></p>
          </div>`,
        });
      // A page the visitor may not see is not answered with its content: the browser goes to it, which shows what it asks for.
      if (await accessDenial(request, app, docs, page)) return reply.redirect(page ? navigationPath(page.path) : '/', 303);
      // Nothing is taken from a post without the visitor's crumb; the form comes back with a fresh one.
      if (crumbRefused(request)) {
        const message = t('formCrumbRefused', undefined, FORM_LOCALE);
        return form ? refuse(403, message) : messagePage(403, message);
      }
      if (!form) return messagePage(404, t('formNotConfigured', undefined, FORM_LOCALE));
      try {
        await limited(request, reply);
      } catch (error) {
        if ((error as { statusCode?: unknown }).statusCode === 429) return refuse(429, t('formRateLimited', undefined, FORM_LOCALE));
        throw error;
      }

      const outcome = await takeSubmission(
        app.db,
        {
          key: textField(request.body, POST_FIELDS.key) ?? '',
          formId,
          objectName: textField(request.body, POST_FIELDS.objectName)?.slice(0, 200),
          isOverlayForm: false,
          submitButtonText: form.submitButtonText,
          pageTitle: page?.title,
          pagePath: path,
          visitor: request.cookies.ss_cvr?.slice(0, 200),
        },
        (stored) => formValuesOf(stored.fields, postedInputs(stored.fields, posted), postedQuery(stored.fields, posted)),
      );
      if (outcome.ok) {
        const redirect = siteHref(successRedirectOf(outcome.form));
        if (redirect) return reply.redirect(redirect, 303);
        return answer(200, { submitted: true });
      }
      if ('errors' in outcome) return answer(400, { values: posted, errors: outcome.errors });
      if (outcome.status === 401) return refuse(409, t('formKeyUsed', undefined, FORM_LOCALE));
      return refuse(outcome.status, outcome.error);
    },
  );
}
