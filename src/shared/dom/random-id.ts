/** Random ids for visitor and session records. */

/** A version 4 UUID from `crypto.getRandomValues`, which, unlike `crypto.randomUUID`, plain-http pages have too. */
export function uuidFromRandomBytes(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A version 4 UUID: `crypto.randomUUID` where the page is a secure context, else the same from random bytes. */
export function randomId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromRandomBytes();
}
