/** Follows a CSS media query: calls back at once with whether it matches, then on every change. */
export function watchMedia(query: string, onChange: (matches: boolean) => void, win: Window = window): () => void {
  const list = win.matchMedia(query);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  list.addEventListener('change', listener);
  onChange(list.matches);
  return () => list.removeEventListener('change', listener);
}
