import { useEffect, useState, type ComponentType } from 'react';
import type { HostContext } from '../common/host-context.js';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants/timings.js';
import { lazyChunk } from '../../shared/dom/load-chunk.js';
import { recordSiteSearch } from '../../shared/analytics/events.js';
import { searchInputOf } from '../../shared/search/box.js';
import type { SearchPreviewProps } from './SearchPreview.js';

export interface SearchProps extends HostContext {
  searched?: boolean | undefined;
}

// The preview (combobox, listbox, results) is its own chunk, fetched when the visitor first focuses or types in the box.
const loadPreview = lazyChunk(() => import('./SearchPreview.js'), import.meta.url, CHUNK_LOAD_TIMEOUT_MS);

/**
 * The search box: its light-DOM form shows as it is (a plain GET form to /search); on first focus
 * or input its preview loads and turns the input into a combobox. With `searched` (the search
 * page) the query in the box is recorded as a site search once.
 */
export function Search({ host, searched }: SearchProps) {
  const [Preview, setPreview] = useState<ComponentType<SearchPreviewProps>>();
  const [input, setInput] = useState<HTMLInputElement>();

  useEffect(() => {
    const found = searchInputOf(host);
    setInput(found);
    if (!found) return undefined;
    const load = () =>
      void loadPreview().then(
        (module) => setPreview(() => module.SearchPreview),
        // No preview: the box stays the plain form, which still searches.
        () => undefined,
      );
    if (host.ownerDocument.activeElement === found) load();
    found.addEventListener('focus', load, { once: true });
    found.addEventListener('input', load, { once: true });
    return () => {
      found.removeEventListener('focus', load);
      found.removeEventListener('input', load);
    };
  }, [host]);

  useEffect(() => {
    const query = searchInputOf(host)?.value.trim();
    if (searched && query) recordSiteSearch(query);
  }, [host, searched]);

  return (
    <>
      <slot />
      {Preview && input ? <Preview host={host} input={input} /> : null}
    </>
  );
}
