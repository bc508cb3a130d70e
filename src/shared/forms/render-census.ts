/** The form-render census report (§7): `POST /api/census/form-render`; a failure is ignored (§8 tracking). */
import { post } from '../api/index.js';
import { getCookie } from '../dom/cookies.js';

export function reportFormRender(baseUrl: string, formId: string): void {
  const visitorCookie = getCookie('ss_cvr');
  post('/api/census/form-render', { baseUrl, quiet: true, body: visitorCookie ? { formId, visitorCookie } : { formId } }).catch(() => undefined);
}
