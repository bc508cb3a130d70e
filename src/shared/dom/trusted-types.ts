/**
 * The runtime's Trusted Types policies. Under `require-trusted-types-for 'script'` every HTML or
 * script sink needs a trusted value, and only policies the page's Content-Security-Policy names may
 * make them. These are all of them, and the one list the recommended header is written from:
 *
 *   require-trusted-types-for 'script'; trusted-types sq-owner-html sq-script-url lit-html
 *
 * - `sq-owner-html`: a form's post-submit HTML, written by the site owner, and its scripts;
 * - `sq-script-url`: scripts the runtime loads by URL (the captcha provider, the session recorder), after the URL check;
 * - `lit-html`: lit-html's own policy, for the system-error overlay's templates.
 */
import { checkUrl } from '../url/check.js';

export const OWNER_HTML_POLICY = 'sq-owner-html';
export const SCRIPT_URL_POLICY = 'sq-script-url';
export const LIT_HTML_POLICY = 'lit-html';
export const TRUSTED_TYPES_POLICIES = [OWNER_HTML_POLICY, SCRIPT_URL_POLICY, LIT_HTML_POLICY] as const;

/** The Content-Security-Policy directives that enforce Trusted Types with exactly these policies. */
export const TRUSTED_TYPES_DIRECTIVES = ["require-trusted-types-for 'script'", `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`] as const;

interface PolicyRules {
  createHTML?: (input: string) => string;
  createScript?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

/** A policy's methods return TrustedHTML, TrustedScript or TrustedScriptURL where Trusted Types exist, else the checked string. */
export interface TrustedPolicy {
  createHTML(input: string): unknown;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): TrustedPolicy;
}

const refuse = (kind: string) => (): never => {
  throw new TypeError(`sq-elements: this policy makes no ${kind}.`);
};

const policies = new Map<string, TrustedPolicy | null>();

/**
 * The policy `name` with `rules`, created once. Without Trusted Types the rules run on plain
 * strings. When the page's policy does not allow the name (or another copy of the library made it
 * already), one console error says which header to send, and the result is null: the feature that
 * needs it does without rather than throwing.
 */
export function trustedPolicy(name: (typeof TRUSTED_TYPES_POLICIES)[number], rules: PolicyRules): TrustedPolicy | null {
  if (policies.has(name)) return policies.get(name)!;
  const complete = {
    createHTML: rules.createHTML ?? refuse('HTML'),
    createScript: rules.createScript ?? refuse('scripts'),
    createScriptURL: rules.createScriptURL ?? refuse('script URLs'),
  };
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  let policy: TrustedPolicy | null;
  try {
    policy = factory ? factory.createPolicy(name, rules) : complete;
  } catch (error) {
    console.error(
      `sq-elements: the Trusted Types policy "${name}" could not be created (${(error as Error).message}). ` +
        `Name the runtime's policies in the page's Content-Security-Policy: ${TRUSTED_TYPES_DIRECTIVES.join('; ')}.`,
    );
    policy = null;
  }
  policies.set(name, policy);
  return policy;
}

/** Only http(s) URLs, as the URL check reads them against the page, may load as scripts. */
export function checkedScriptUrl(input: string): string {
  const checked = checkUrl(input, 'script');
  if (!checked) throw new TypeError(`sq-elements: refused script URL ${JSON.stringify(input)}: only http and https URLs load as scripts.`);
  return checked.text;
}

/** A script URL the runtime loads (a provider's script), made trusted after the URL check; throws for any other URL. */
export function trustedScriptUrl(url: string): unknown {
  const policy = trustedPolicy(SCRIPT_URL_POLICY, { createScriptURL: checkedScriptUrl });
  if (!policy) throw new TypeError(`sq-elements: cannot load ${url}: the "${SCRIPT_URL_POLICY}" Trusted Types policy is not allowed on this page.`);
  return policy.createScriptURL(url);
}
