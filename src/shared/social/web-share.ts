/** The browser's share sheet, a chunk of its own that loads when the visitor asks to share. */
export interface SharedPage {
  url: string;
  title: string;
}

/** Opens the share sheet; 'shared', or 'cancelled' when the visitor closed it; rejects on any other failure. */
export async function shareNatively(page: SharedPage): Promise<'shared' | 'cancelled'> {
  try {
    await navigator.share({ url: page.url, title: page.title });
    return 'shared';
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    throw error;
  }
}
