import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { expireForbiddenTrackingCookies, storeConsent } from '../analytics/consent.js';
import { siteDocuments } from '../site/context.js';
import { CONSENT_ASK_COOKIE_NAME, CONSENT_ASK_MAX_AGE_SECONDS, CONSENT_FORM, TRACKING_COOKIES } from '../../src/shared/constants/cookie-banner.js';
import type { PolicySettings } from '../../src/shared/consent/policy.js';
import { sameSitePath } from '../../src/shared/url/check.js';

/**
 * The cookie banner's choice without JavaScript: the banner's form (src/shared/blocks/cookie-banner.ts)
 * posts here from the page, which the browser vouches for (the crumb check's same-origin form
 * rule: the banner carries no crumb, so every visitor's page stays the same). The choice is stored in the consent cookie the runtime uses, the
 * tracking cookies the policy now forbids expire, and the visitor goes back to the page (303), whose
 * next render has no banner. 'Cookie preferences' posts `ask`: the stored choice stays, and the next
 * pages draw the banner again until the visitor chooses.
 */
export default async function consent(app: App): Promise<void> {
  const documents = siteDocuments(app.db);
  app.post(
    CONSENT_FORM.action,
    {
      config: { sameOriginForm: true },
      schema: {
        body: Type.Object({
          [CONSENT_FORM.choiceField]: Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal(CONSENT_FORM.ask)]),
          [CONSENT_FORM.returnField]: Type.Optional(Type.String({ maxLength: 2048 })),
          crumb: Type.Optional(Type.String()),
        }),
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, string | undefined>;
      // The page the form was on, with its query (the Referer), else the path the form names.
      const back = sameSitePath(request.headers.referer, request.headers.host) ?? sameSitePath(body[CONSENT_FORM.returnField]) ?? '/';
      // Readable by the runtime, which ends the ask once it has shown the banner.
      const cookie = { path: '/', sameSite: 'lax', httpOnly: false } as const;
      if (body[CONSENT_FORM.choiceField] === CONSENT_FORM.ask) {
        reply.setCookie(CONSENT_ASK_COOKIE_NAME, '1', { ...cookie, maxAge: CONSENT_ASK_MAX_AGE_SECONDS });
        return reply.redirect(back, 303);
      }
      const accepted = body[CONSENT_FORM.choiceField] === 'true';
      storeConsent(reply, accepted);
      if (request.cookies?.[CONSENT_ASK_COOKIE_NAME] !== undefined) reply.clearCookie(CONSENT_ASK_COOKIE_NAME, cookie);
      expireForbiddenTrackingCookies(request, reply, (await documents()).website?.cookieSettings as PolicySettings | undefined, {
        consent: accepted,
        page: back,
        names: TRACKING_COOKIES,
      });
      return reply.redirect(back, 303);
    },
  );
}
