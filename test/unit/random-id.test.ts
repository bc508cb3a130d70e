import { expect } from '@open-wc/testing';
import { randomId, uuidFromRandomBytes } from '../../src/shared/dom/random-id.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('random ids', () => {
  it('are version 4 UUIDs, from crypto.randomUUID or, on plain-http pages, from random bytes', () => {
    expect(randomId()).to.match(UUID_V4);
    const ids = Array.from({ length: 200 }, uuidFromRandomBytes);
    for (const id of ids) expect(id).to.match(UUID_V4);
    expect(new Set(ids).size).to.equal(ids.length);
  });
});
