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
    trustProxy: false,
    publicUrl: undefined,
    rateLimit: {},
  });
  const config = configFromEnv({
    PORT: '0',
    SQ_CORS_ORIGINS: ' https://a.example.com, https://b.example.com ,',
    SQ_FORM_RATE_LIMIT: '100',
    SQ_FORM_KEY_RATE_LIMIT: '600',
    SQ_SIGN_IN_RATE_LIMIT: '3',
    SQ_ORDER_RATE_LIMIT: '4',
    SQ_ORDER_ADDRESS_RATE_LIMIT: '40',
    SQ_SECRET: 's3cret',
  });
  assert.equal(config.port, 0);
  assert.equal(config.secret, 's3cret');
  assert.deepEqual(config.corsOrigins, ['https://a.example.com', 'https://b.example.com']);
  assert.deepEqual(config.rateLimit, {
    form: { max: 100, timeWindow: 60_000 },
    formKey: { max: 600, timeWindow: 60_000 },
    signIn: { max: 3, timeWindow: 60_000 },
    order: { max: 4, timeWindow: 60_000 },
    orderAddress: { max: 40, timeWindow: 60_000 },
  });
});

test('a malformed number names its variable', () => {
  assert.throws(() => configFromEnv({ PORT: '80a' }), /PORT must be a whole number from 0 to 65535, got "80a"/);
  assert.throws(() => configFromEnv({ SQ_FORM_RATE_LIMIT: '0' }), /SQ_FORM_RATE_LIMIT must be a whole number from 1/);
});

test('limits per client address and the trusted proxy come from the environment', () => {
  const config = configFromEnv({ SQ_FORM_ADDRESS_RATE_LIMIT: '30', SQ_FORM_KEY_ADDRESS_RATE_LIMIT: '120', SQ_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
  assert.deepEqual(config.rateLimit, { formAddress: { max: 30, timeWindow: 60_000 }, formKeyAddress: { max: 120, timeWindow: 60_000 } });
  assert.deepEqual(config.trustProxy, ['10.0.0.0/8', '127.0.0.1']);
  assert.equal(configFromEnv({ SQ_TRUST_PROXY: 'true' }).trustProxy, true);
  assert.equal(configFromEnv({ SQ_TRUST_PROXY: '2' }).trustProxy, 2);
  assert.equal(configFromEnv({ SQ_TRUST_PROXY: 'false' }).trustProxy, false);
  assert.throws(
    () => configFromEnv({ SQ_TRUST_PROXY: 'proxy.example.com' }),
    /SQ_TRUST_PROXY must be true, a number of hops, or comma-separated addresses and CIDR ranges, got "proxy.example.com"/,
  );
});
