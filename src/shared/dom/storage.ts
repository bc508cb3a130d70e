/**
 * Web storage with a cookie fallback (session storage falls back to a cookie when local
 * storage is unavailable), and stored values with an optional expiry.
 */
import { deleteCookie, getCookie, setCookie } from './cookies.js';

export type StorageKind = 'local' | 'session';

/** The part of `Storage` the runtime uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage has no expiry; its cookie stand-in lasts a year. */
const FALLBACK_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Storages that took a test write: some throw only on setItem (Safari private mode, zero quota). */
const probed = new WeakSet<Storage>();

/** The browser's storage of this kind, or undefined when it throws (disabled, sandboxed, zero quota). */
function webStorage(kind: StorageKind): Storage | undefined {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    if (!storage) return undefined;
    if (!probed.has(storage)) {
      const probe = '__sq_storage_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      probed.add(storage);
    }
    return storage;
  } catch {
    return undefined;
  }
}

export function isStorageAvailable(kind: StorageKind): boolean {
  return webStorage(kind) !== undefined;
}

/** The cookie that stands in for a storage key. */
export function fallbackCookieName(kind: StorageKind, key: string): string {
  return `sq_${kind === 'local' ? 'ls' : 'ss'}_${encodeURIComponent(key)}`;
}

/** Storage of this kind, or a cookie per key when the browser's storage cannot be used. Never throws. */
export function storageFor(kind: StorageKind = 'local'): KeyValueStorage {
  const cookieName = (key: string) => fallbackCookieName(kind, key);
  const dropCookie = (key: string) => {
    if (getCookie(cookieName(key)) !== undefined) deleteCookie(cookieName(key));
  };
  return {
    getItem(key) {
      try {
        const value = webStorage(kind)?.getItem(key);
        if (value !== null && value !== undefined) return value;
      } catch {
        // Fall through to the cookie.
      }
      // Also where storage works: a write it refused (quota) went to the cookie.
      return getCookie(cookieName(key)) ?? null;
    },
    setItem(key, value) {
      try {
        const storage = webStorage(kind);
        if (storage) {
          storage.setItem(key, value);
          dropCookie(key);
          return;
        }
      } catch {
        // Quota exceeded: keep the value in a cookie instead.
      }
      // A session cookie ends with the browser session, like sessionStorage.
      setCookie(cookieName(key), value, kind === 'local' ? { maxAgeSeconds: FALLBACK_COOKIE_MAX_AGE_SECONDS } : {});
    },
    removeItem(key) {
      try {
        webStorage(kind)?.removeItem(key);
      } catch {
        // Nothing stored there to remove.
      }
      dropCookie(key);
    },
  };
}

/** A stored value with an optional expiry timestamp in ms since the epoch. */
export interface StoredValue<T> {
  value: T;
  expires?: number;
}

export interface WriteStoredOptions {
  /** Timestamp (ms since the epoch) after which the value reads as undefined. */
  expires?: number;
  kind?: StorageKind;
}

/** The value under `key`, or undefined when absent, unreadable or expired (an expired one is removed). */
export function readStored<T = unknown>(key: string, kind: StorageKind = 'local'): T | undefined {
  const storage = storageFor(kind);
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  let stored: Partial<StoredValue<T>> | null;
  try {
    stored = JSON.parse(raw) as Partial<StoredValue<T>> | null;
  } catch {
    return undefined;
  }
  if (!stored || typeof stored !== 'object' || !('value' in stored)) return undefined;
  if (typeof stored.expires === 'number' && stored.expires <= Date.now()) {
    storage.removeItem(key);
    return undefined;
  }
  return stored.value;
}

export function writeStored<T>(key: string, value: T, { expires, kind = 'local' }: WriteStoredOptions = {}): void {
  const stored: StoredValue<T> = expires === undefined ? { value } : { value, expires };
  storageFor(kind).setItem(key, JSON.stringify(stored));
}

export function removeStored(key: string, kind: StorageKind = 'local'): void {
  storageFor(kind).removeItem(key);
}
