/** Sends one events-service event (POST /api/v1/events): counted as sent only on 200 or 202. */
import { ApiError, requestWithStatus } from '../api/index.js';
import { getCookie } from '../dom/cookies.js';
import type { WebsiteContext } from '../site/context.js';
import { VISITOR_RECORD_COOKIE, type SessionInfo } from './census.js';
import { eventsServiceBody, shouldCountAsSent, trackingErrorMessage } from './events-service.js';

/** The analytics payload of this page. */
export function commonData(context: WebsiteContext): Record<string, unknown> {
  return {
    websiteId: context.website.id,
    memberAccountId: context.authenticatedAccount?.id,
    website_locale: context.locale,
    templateId: context.templateId,
    pagePath: location.pathname,
  };
}

export async function sendEvent(
  context: WebsiteContext,
  session: SessionInfo,
  customSchemaName: string,
  customData: Record<string, unknown>,
): Promise<boolean> {
  const { body, warnings } = eventsServiceBody({
    // The visitor's analytics id is the visitor record, when the visitor has one.
    analyticsId: getCookie(VISITOR_RECORD_COOKIE) || undefined,
    customSchemaName,
    commonData: commonData(context),
    customData: { user_session_id: session.sessionId, isFirstLanding: session.isFirstLanding, isFirstSession: session.isFirstSession, ...customData },
  });
  for (const warning of warnings) console.warn(warning);
  let status: number;
  try {
    ({ status } = await requestWithStatus('POST', '/api/v1/events', { body, quiet: true, retries: 0 }));
  } catch (error) {
    status = error instanceof ApiError ? error.status : 0;
  }
  if (shouldCountAsSent(status)) return true;
  console.error(trackingErrorMessage(status));
  return false;
}
