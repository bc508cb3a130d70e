import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { searchSite, type SearchResult, type TextSegment } from '../../shared/api/search.js';
import { PLACES_AUTOCOMPLETE_DEBOUNCE_MS } from '../../shared/constants/timings.js';
import { followUrl } from '../../shared/dom/navigate.js';
import { nextSuggestion } from '../../shared/forms/address-suggestions.js';
import { t } from '../../shared/i18n/format.js';
import { SEARCH_PATH } from '../../shared/analytics/census.js';
import { searchPageUrl } from '../../shared/search/box.js';
import { searchTerms } from '../../shared/search/text.js';

export interface SearchPreviewProps {
  host: HTMLElement;
  input: HTMLInputElement;
}

type State =
  | { phase: 'idle' }
  | { phase: 'loading'; query: string }
  | { phase: 'done'; query: string; results: SearchResult[] }
  | { phase: 'failed'; query: string };

let boxes = 0;

/** Text runs drawn as text, the matched ones inside `<mark>`: the server's text never becomes markup. */
const Segments = ({ segments }: { segments: readonly TextSegment[] }) => (
  <>{segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text))}</>
);

/**
 * The search box's results preview as a WAI-ARIA APG combobox with list autocomplete on the
 * box's own input: results after a short pause in typing, Down and Up move the active result,
 * Enter goes to it (or, with none active, submits the form to the search page), Escape closes.
 * The count, 'No results found' or 'Unable to load results' are announced in a polite live region.
 * The listbox lives in the light DOM beside the input, since ARIA references cannot cross a shadow root.
 */
export function SearchPreview({ host, input }: SearchPreviewProps) {
  const id = useMemo(() => `${host.id || 'sq-search'}-preview-${(boxes += 1)}`, [host]);
  const container = useMemo(() => {
    const element = host.ownerDocument.createElement('div');
    element.className = 'sq-search-preview';
    return element;
  }, [host]);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const results = state.phase === 'done' ? state.results : [];
  const form = input.form;

  useEffect(() => {
    if (form) form.after(container);
    else host.append(container);
    return () => container.remove();
  }, [host, form, container]);

  // The input becomes the combobox: role and references set on the light-DOM element itself.
  const expanded = open && state.phase !== 'idle';
  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(name);
    };
  }, [input, listId]);
  useEffect(() => {
    input.setAttribute('aria-expanded', String(expanded && results.length > 0));
    if (expanded && active >= 0 && results[active]) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    const cancel = () => {
      clearTimeout(pending.current.timer);
      pending.current.controller?.abort();
    };
    const ask = () => {
      cancel();
      const query = input.value.trim();
      setActive(-1);
      if (!searchTerms(query).length) {
        setState({ phase: 'idle' });
        setOpen(false);
        return;
      }
      pending.current.timer = setTimeout(() => {
        const controller = new AbortController();
        pending.current.controller = controller;
        setState({ phase: 'loading', query });
        searchSite(query, controller.signal).then(
          (found) => {
            if (controller.signal.aborted) return;
            setState({ phase: 'done', query, results: found });
            setOpen(true);
          },
          () => {
            if (controller.signal.aborted) return;
            setState({ phase: 'failed', query });
            setOpen(true);
          },
        );
      }, PLACES_AUTOCOMPLETE_DEBOUNCE_MS);
    };
    // The first input may be what loaded this chunk: answer what is in the box already.
    if (input.value.trim() && host.ownerDocument.activeElement === input) ask();
    input.addEventListener('input', ask);
    return () => {
      cancel();
      input.removeEventListener('input', ask);
    };
  }, [host, input]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { key } = event;
      if ((key === 'ArrowDown' || key === 'ArrowUp') && results.length) {
        event.preventDefault();
        setOpen(true);
        setActive((current) => nextSuggestion(open ? current : -1, results.length, key === 'ArrowDown' ? 1 : -1));
      } else if (key === 'Enter' && open && active >= 0 && results[active]) {
        event.preventDefault();
        setOpen(false);
        followUrl(results[active].url);
      } else if (key === 'Escape' && open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    // Leaving the box (not for a click inside it) closes the preview.
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && host.contains(event.relatedTarget))) {
        setOpen(false);
        setActive(-1);
      }
    };
    const onFocus = () => {
      if (state.phase !== 'idle') setOpen(true);
    };
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('focus', onFocus);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('focus', onFocus);
      host.removeEventListener('focusout', onFocusOut);
    };
  });

  const status =
    state.phase === 'done'
      ? results.length
        ? t('searchResultCount', { n: results.length })
        : t('noResultsFound')
      : state.phase === 'failed'
        ? t('unableToLoadResults')
        : '';
  const action = form?.getAttribute('action') || SEARCH_PATH;
  return createPortal(
    <>
      <div className="sq-search-popup" hidden={!expanded || state.phase === 'loading'}>
        <ul id={listId} role="listbox" aria-label={t('searchLabel')} className="sq-search-listbox" hidden={!results.length}>
          {results.map((result, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard chooses through the input (Down, Up, Enter), as the APG combobox does
            <li
              key={result.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="sq-search-option"
              // Keeps the focus in the input, as the pattern wants.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => followUrl(result.url)}
            >
              <span className="sq-search-option-title">
                <Segments segments={result.title} />
              </span>
              {result.excerpt.length ? (
                <span className="sq-search-option-excerpt">
                  <Segments segments={result.excerpt} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {state.phase !== 'loading' && !results.length ? <p className="sq-search-message">{status}</p> : null}
        {state.phase === 'done' && results.length ? (
          <a className="sq-search-all" href={searchPageUrl(action, state.query)} tabIndex={-1}>
            {t('searchSeeAll')}
          </a>
        ) : null}
      </div>
      <span className="sq-search-status" role="status">
        {status}
      </span>
    </>,
    container,
  );
}
