import { tsImport } from 'tsx/esm/api';
import { STAND_IN_PREFIX } from '../helpers/api-stand-in.mjs';
import { TRUSTED_TYPES_PAGE } from './path.js';

/**
 * Test-only Koa middleware for web-test-runner: serves TRUSTED_TYPES_PAGE with the server's own
 * Content-Security-Policy (the one docs/guides/security.md recommends, Trusted Types included). The page loads
 * the built library (`npm run build` first, as `npm test` does) after a harness that records
 * problems; the API stand-in answers its calls, unless `?api-base=` names another base.
 */
export function trustedTypesPage() {
  return async (context, next) => {
    if (context.path !== TRUSTED_TYPES_PAGE) return next();
    // The server's TypeScript source, through tsx: the browser tests need no server build.
    const { contentSecurityPolicy } = await tsImport('../../server/http/security-headers.ts', import.meta.url);
    context.set('content-security-policy', contentSecurityPolicy);
    // `?api-base=/path` sends the page's calls elsewhere: somewhere with no routes makes them fail.
    const apiBase = /^\/[\w/-]*$/.test(context.query['api-base'] ?? '') ? context.query['api-base'] : STAND_IN_PREFIX;
    context.type = 'html';
    context.body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Elements under Trusted Types</title>
<meta name="sq-api-base" content="${apiBase}">
<script src="/test/trusted-types/harness.js"></script>
<script type="module" src="/dist/sq-elements.js"></script>
</head>
<body><main></main></body>
</html>`;
  };
}
