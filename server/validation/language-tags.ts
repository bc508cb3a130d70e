/** The canonical form of a BCP 47 language tag ('en-us' → 'en-US'), or undefined when it is not one. */
export function canonicalLanguageTag(tag: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical;
  } catch {
    return undefined;
  }
}
