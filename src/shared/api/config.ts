/** The page-wide API base: `configureApi({ baseUrl })`, else `<meta name="sq-api-base">`, else the page origin. */
import { checkedBaseUrl } from './base-url.js';

export const API_BASE_META = 'sq-api-base';

export interface ApiConfig {
  /** Where `/api/…` calls go; null or '' restores the default. */
  baseUrl?: string | null;
}

let configured: string | undefined;

export function configureApi(config: ApiConfig): void {
  if (!('baseUrl' in config)) return;
  const { baseUrl } = config;
  if (baseUrl == null || baseUrl.trim() === '') {
    configured = undefined;
    return;
  }
  const base = checkedBaseUrl(baseUrl, 'configureApi() baseUrl');
  if (base !== undefined) configured = base;
}

export function globalApiBase(): string {
  if (configured !== undefined) return configured;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content;
  const base = meta?.trim() ? checkedBaseUrl(meta, `<meta name="${API_BASE_META}">`) : undefined;
  return base ?? location.origin;
}

/** The base of one call: its own `baseUrl` when valid, else the page-wide base. */
export function resolveApiBase(override?: string): string {
  const base = override?.trim() ? checkedBaseUrl(override, 'the baseUrl option') : undefined;
  return base ?? globalApiBase();
}
