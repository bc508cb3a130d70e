/** The text of the host's `<script type="application/json">` child: data given as markup (DESIGN.md). */
export function jsonScriptChild(host: Element): string | undefined {
  const script = [...host.children].find((child) => child.localName === 'script' && child.getAttribute('type') === 'application/json');
  return script?.textContent ?? undefined;
}

export type GivenData = { ok: true; value: unknown } | { ok: false; reason: string };

/** Data set as a property or attribute wins; else the host's JSON script child, parsed; else undefined. */
export function propertyOrJsonChild(value: unknown, host: Element): GivenData {
  if (value !== undefined && value !== null) return { ok: true, value };
  const text = jsonScriptChild(host);
  if (text === undefined) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: `its JSON script is not valid JSON (${(error as Error).message})` };
  }
}
