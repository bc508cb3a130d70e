/**
 * The button block's alignment and size, written once for the element's shadow styles (`:host`)
 * and for the page before the upgrade (sq-elements.css), so that nothing moves as it upgrades.
 */

/** `on(attributeSelector)` names the host with that attribute; `child` is what selects its link from there. */
export function buttonLayoutCss(on: (attribute: string) => string, child: string): string[] {
  return [
    `${on('[alignment=center i]')}{text-align:center}`,
    `${on('[alignment=right i]')}{text-align:right}`,
    `${on('[size=small i]')}${child}{font-size:.875em}`,
    `${on('[size=large i]')}${child}{font-size:1.25em}`,
  ];
}
