/**
 * The Content-Security-Policy every response carries. No 'unsafe-inline': the runtime styles its
 * shadow roots through adoptedStyleSheets, and the demo keeps its scripts and styles in files.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Sent on every response, not only HTML: an SVG or a file opened directly is a document too. */
export function addSecurityHeaders(app) {
  app.addHook('onSend', async (request, reply) => {
    reply.headers(securityHeaders);
  });
}
