/** `autoplayDuration` → `autoplay-duration`: property names to attribute names. */
export function camelToKebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
