/** The runtime's HTTP client: base URL, crumb, bodies, failure routing. Views never call fetch. */
export { request, requestWithStatus, get, post, put, patch, del, type ApiResponse, type RequestOptions } from './request.js';
export { sendBeacon, type BeaconOptions } from './beacon.js';
export { ApiError, type ApiErrorDetails } from './errors.js';
export {
  classifyResponse,
  UnparseableBody,
  NO_RESPONSE,
  type Classification,
  type Failure,
  type FailureKind,
  type ResponseKind,
} from './classify.js';
export { configureApi, API_BASE_META, type ApiConfig } from './config.js';
export { apiBaseFor, API_BASE_ATTRIBUTE } from './api-base.js';
export { parseBaseUrl } from './base-url.js';
export { apiUrl, needsCrumb, CRUMB_PARAM, CRUMB_HEADER, type Method, type Params, type ParamValue } from './url.js';
export { CRUMB_COOKIE } from './crumb.js';
export type { LoginRequiredDetail } from '../events/login-required.js';
