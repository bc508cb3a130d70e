// The texts the config area's scripts show, from the string tables: the server puts them on
// <html data-messages> in the page's language, so the scripts hold no text of their own.

export interface ConfigScriptMessages {
  enterEmailAndPassword: string;
  enterEmail: string;
  enterPassword: string;
  callFailed: string;
  connectionFailed: string;
}

/** The page's messages; a key the page lacks reads as its own name, which a test would catch. */
export function messages(): ConfigScriptMessages {
  let parsed: unknown;
  try {
    parsed = JSON.parse(document.documentElement.dataset.messages ?? '{}');
  } catch {
    parsed = {};
  }
  const given = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return new Proxy({} as ConfigScriptMessages, {
    get: (_target, key: string) => (typeof given[key] === 'string' ? given[key] : key),
  });
}

/** What a sign-in left empty: the email, the password, or both. */
export function missingCredentialsMessage(texts: ConfigScriptMessages, email: boolean, password: boolean): string {
  if (email && password) return texts.enterEmailAndPassword;
  return email ? texts.enterEmail : texts.enterPassword;
}
