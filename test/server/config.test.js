import assert from 'node:assert/strict';
import { test } from 'node:test';
import { configFromEnv } from '../../server/config.js';

test('the environment sets the server up; unset variables take their defaults', () => {
  assert.deepEqual(configFromEnv({}), {
    port: 8080,
    host: '0.0.0.0',
    logLevel: 'warn',
    siteDir: undefined,
    secret: undefined,
    corsOrigins: [],
    rateLimit: {},
  });
  const config = configFromEnv({
    PORT: '0',
    SQ_CORS_ORIGINS: ' https://a.example.com, https://b.example.com ,',
    SQ_FORM_RATE_LIMIT: '100',
    SQ_FORM_KEY_RATE_LIMIT: '600',
    SQ_SIGN_IN_RATE_LIMIT: '3',
    SQ_SECRET: 's3cret',
  });
  assert.equal(config.port, 0);
  assert.equal(config.secret, 's3cret');
  assert.deepEqual(config.corsOrigins, ['https://a.example.com', 'https://b.example.com']);
  assert.deepEqual(config.rateLimit, {
    form: { max: 100, timeWindow: 60_000 },
    formKey: { max: 600, timeWindow: 60_000 },
    signIn: { max: 3, timeWindow: 60_000 },
  });
});

test('a malformed number names its variable', () => {
  assert.throws(() => configFromEnv({ PORT: '80a' }), /PORT must be a whole number from 0 to 65535, got "80a"/);
  assert.throws(() => configFromEnv({ SQ_FORM_RATE_LIMIT: '0' }), /SQ_FORM_RATE_LIMIT must be a whole number from 1/);
});
