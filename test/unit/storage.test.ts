import { expect } from '@open-wc/testing';
import { deleteCookie, getCookie } from '../../src/shared/dom/cookies.js';
import {
  fallbackCookieName,
  isStorageAvailable,
  readStored,
  removeStored,
  storageFor,
  writeStored,
  type StorageKind,
} from '../../src/shared/dom/storage.js';

const KEY = 'sq-test-storage';

/** Makes `window.localStorage` (or sessionStorage) throw on access, as when storage is disabled. */
function disableStorage(kind: StorageKind): () => void {
  const property = kind === 'local' ? 'localStorage' : 'sessionStorage';
  const own = Object.getOwnPropertyDescriptor(window, property);
  Object.defineProperty(window, property, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  return () => {
    if (own) Object.defineProperty(window, property, own);
    else delete (window as unknown as Record<string, unknown>)[property];
  };
}

function cleanUp(): void {
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(KEY);
  deleteCookie(fallbackCookieName('local', KEY));
  deleteCookie(fallbackCookieName('session', KEY));
}

describe('storageFor', () => {
  afterEach(cleanUp);

  for (const kind of ['local', 'session'] as const) {
    const native = () => (kind === 'local' ? localStorage : sessionStorage);

    it(`keeps values in ${kind}Storage when it works`, () => {
      const storage = storageFor(kind);
      expect(isStorageAvailable(kind)).to.equal(true);
      storage.setItem(KEY, 'value');
      expect(native().getItem(KEY)).to.equal('value');
      expect(storage.getItem(KEY)).to.equal('value');
      expect(getCookie(fallbackCookieName(kind, KEY))).to.equal(undefined);
      storage.removeItem(KEY);
      expect(native().getItem(KEY)).to.equal(null);
      expect(storage.getItem(KEY)).to.equal(null);
    });

    it(`falls back to a cookie when ${kind}Storage throws on access`, () => {
      const restore = disableStorage(kind);
      try {
        expect(() => (kind === 'local' ? window.localStorage : window.sessionStorage)).to.throw();
        expect(isStorageAvailable(kind)).to.equal(false);
        const storage = storageFor(kind);
        storage.setItem(KEY, 'a value; with=separators');
        expect(document.cookie).to.contain(`${fallbackCookieName(kind, KEY)}=`);
        expect(storage.getItem(KEY)).to.equal('a value; with=separators');
        storage.removeItem(KEY);
        expect(storage.getItem(KEY)).to.equal(null);
        expect(getCookie(fallbackCookieName(kind, KEY))).to.equal(undefined);
      } finally {
        restore();
      }
      expect(native().getItem(KEY)).to.equal(null);
    });
  }

  it('falls back to a cookie when writing to storage throws (no quota)', () => {
    const { setItem } = Storage.prototype;
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    try {
      const storage = storageFor('session');
      storage.setItem(KEY, 'kept');
      expect(storage.getItem(KEY)).to.equal('kept');
      expect(getCookie(fallbackCookieName('session', KEY))).to.equal('kept');
    } finally {
      Storage.prototype.setItem = setItem;
    }
    storageFor('session').setItem(KEY, 'back in storage');
    expect(sessionStorage.getItem(KEY)).to.equal('back in storage');
    expect(getCookie(fallbackCookieName('session', KEY))).to.equal(undefined);
  });

  it('restores window.localStorage after the stub', () => {
    disableStorage('local')();
    expect(window.localStorage).to.be.instanceOf(Storage);
    expect(isStorageAvailable('local')).to.equal(true);
  });
});

describe('readStored and writeStored', () => {
  afterEach(cleanUp);

  it('round-trips a value with no expiry as { value }', () => {
    writeStored(KEY, { isFirstSession: true, sessionId: 'abc' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.equal({ value: { isFirstSession: true, sessionId: 'abc' } });
    expect(readStored(KEY)).to.deep.equal({ isFirstSession: true, sessionId: 'abc' });
  });

  it('reads a value whose expiry is in the future', () => {
    const expires = Date.now() + 60_000;
    writeStored(KEY, 'fresh', { expires });
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.equal({ value: 'fresh', expires });
    expect(readStored<string>(KEY)).to.equal('fresh');
  });

  it('reads an expired value as undefined and removes it', () => {
    writeStored(KEY, 'stale', { expires: Date.now() - 1 });
    expect(localStorage.getItem(KEY)).to.not.equal(null);
    expect(readStored(KEY)).to.equal(undefined);
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('keeps falsy values apart from absent ones', () => {
    writeStored(KEY, false);
    expect(readStored(KEY)).to.equal(false);
    writeStored(KEY, null);
    expect(readStored(KEY)).to.equal(null);
    removeStored(KEY);
    expect(readStored(KEY)).to.equal(undefined);
  });

  it('reads undefined for a missing key or anything that is not a stored value', () => {
    expect(readStored(KEY)).to.equal(undefined);
    localStorage.setItem(KEY, '{not json');
    expect(readStored(KEY)).to.equal(undefined);
    localStorage.setItem(KEY, '"a bare string"');
    expect(readStored(KEY)).to.equal(undefined);
    localStorage.setItem(KEY, 'null');
    expect(readStored(KEY)).to.equal(undefined);
  });

  it('uses sessionStorage when asked', () => {
    writeStored(KEY, 42, { kind: 'session' });
    expect(sessionStorage.getItem(KEY)).to.not.equal(null);
    expect(localStorage.getItem(KEY)).to.equal(null);
    expect(readStored(KEY, 'session')).to.equal(42);
    expect(readStored(KEY)).to.equal(undefined);
  });

  it('stores values, with their expiry, in the fallback cookie when storage is unavailable', () => {
    const restore = disableStorage('local');
    try {
      writeStored(KEY, 'in a cookie', { expires: Date.now() + 60_000 });
      expect(getCookie(fallbackCookieName('local', KEY))).to.contain('in a cookie');
      expect(readStored(KEY)).to.equal('in a cookie');
      writeStored(KEY, 'expired', { expires: Date.now() - 1 });
      expect(readStored(KEY)).to.equal(undefined);
      expect(getCookie(fallbackCookieName('local', KEY))).to.equal(undefined);
    } finally {
      restore();
    }
  });
});
