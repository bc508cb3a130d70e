/** One `<sq-site>` runs the page: a second one warns and stays idle, so nothing is recorded twice. */
let active: Element | undefined;

export function claimSite(host: Element): (() => void) | undefined {
  if (active && active !== host && active.isConnected) {
    console.warn(`<${host.localName}>: a page has one <sq-site>; this one stays idle.`);
    return undefined;
  }
  active = host;
  return () => {
    if (active === host) active = undefined;
  };
}
