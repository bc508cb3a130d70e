/** The data layer's decision about a response, as a pure function; effects live in failure.ts. */
import { t } from '../i18n/format.js';

export type FailureKind =
  'crumbFail' | 'loginRequired' | 'authorizationFail' | 'unauthorized' | 'serverError' | 'unavailable' | 'connection' | 'parse' | 'error';

export type ResponseKind = 'ok' | FailureKind;

export interface Failure {
  kind: FailureKind;
  /** What the user is told. */
  message: string;
}

export type Classification = { kind: 'ok'; message: '' } | Failure;

/** A body whose content type said JSON but which did not parse. */
export class UnparseableBody {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {}
}

/** The status of a call that got no response at all (network failure, time-out). */
export const NO_RESPONSE = 0;

/** With one of these statuses, a `message` or `billingErrorCode` also goes to the failure handler. */
const FAILURE_HANDLER_STATUSES = new Set([400, 401, 500, 502]);

type Data = Record<string, unknown>;

function isData(body: unknown): body is Data {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && !(body instanceof UnparseableBody);
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== '';
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's own words: `error` (a string, or an object with a message), else `message`. */
function serverText(data: Data): string | undefined {
  const { error } = data;
  const nested = isData(error) ? nonEmptyString(error.message) : undefined;
  return nonEmptyString(error) ?? nested ?? nonEmptyString(data.message);
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** The failure message for a status that is a failure by itself, or undefined for any other status. */
function statusFailure(status: number): Failure | undefined {
  if (status === 401 || status === 403) return { kind: 'unauthorized', message: t('unauthorizedRequest') };
  if (status === 500 || status === 501) return { kind: 'serverError', message: t('internalServerError') };
  if (status === 503) return { kind: 'unavailable', message: t('serviceUnavailable') };
  return undefined;
}

/**
 * Classifies a response by its status and parsed body. The crumbFail, loginRequired and
 * authorizationFail flags win over everything (the server sends 401 `{ crumbFail: true }` with no
 * error text); then an `error` property, or a 400/401/500/502 with `message` or `billingErrorCode`,
 * goes to the failure handler with the server's text; then the status decides.
 */
export function classifyResponse(status: number, body: unknown): Classification {
  if (body instanceof UnparseableBody && isSuccess(status)) {
    return { kind: 'parse', message: t('responseNotJson', { url: body.url, message: body.reason }) };
  }
  if (isData(body)) {
    const text = serverText(body);
    if (body.crumbFail) return { kind: 'crumbFail', message: text ?? t('unauthorizedRequest') };
    if (body.loginRequired) return { kind: 'loginRequired', message: text ?? t('unauthorizedRequest') };
    if (body.authorizationFail) return { kind: 'authorizationFail', message: text ?? t('unauthorizedRequest') };
    const failureFields = present(body.error) || present(body.message) || present(body.billingErrorCode);
    if (present(body.error) || (FAILURE_HANDLER_STATUSES.has(status) && failureFields)) {
      return { kind: 'error', message: text ?? statusFailure(status)?.message ?? t('somethingWentWrong') };
    }
  }
  if (isSuccess(status)) return { kind: 'ok', message: '' };
  return statusFailure(status) ?? { kind: 'connection', message: t('unableToConnectEllipsis') };
}
