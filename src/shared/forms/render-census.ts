/** The form-render census report: `POST /api/census/form-render`; a failure is ignored. */
import { post } from '../api/index.js';
import { getCookie } from '../dom/cookies.js';
import { whenTrackingAllowed } from '../consent/gate.js';

export function reportFormRender(baseUrl: string, formId: string): void {
  const visitorCookie = getCookie('ss_cvr');
  post('/api/census/form-render', { baseUrl, quiet: true, body: visitorCookie ? { formId, visitorCookie } : { formId } }).catch(() => undefined);
}

/** Reports the render once tracking is allowed: at once, or, under a restrictive policy, when the visitor accepts. */
export function reportFormRenderWhenAllowed(baseUrl: string, formId: string, restrictive: boolean): () => void {
  return whenTrackingAllowed(restrictive, () => reportFormRender(baseUrl, formId));
}
