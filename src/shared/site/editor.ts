/** Whether the page runs inside the back-end editor: framed by the site's own config area (§2 /config/). */
export function isInBackEndEditor(win: Window = window): boolean {
  if (win.top === win || !win.top) return false;
  try {
    return win.top.location.pathname.startsWith('/config');
  } catch {
    // A frame on another origin is an embed on a third-party page, not the editor.
    return false;
  }
}
