/** Puts a page's address on the clipboard; false where the browser refuses (no permission, no clipboard). */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}
