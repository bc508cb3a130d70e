import { useCallback, useEffect, useId, useState } from 'react';
import { loadContentPage, type ContentEntry, type ContentPage } from '../../shared/content/api.js';
import type { ContentKind, ContentOrder } from '../../shared/content/workflow.js';
import { collectionPanelPath } from '../../shared/config/screens.js';
import { appendPage, formatInstant } from '../../shared/inbox/state.js';
import { t } from '../../shared/i18n/format.js';
import { EntryControl, failureText } from './EntryControl.js';

interface Props {
  kind: ContentKind;
  onSignedOut: () => void;
  /** Only this collection's entries (its panel). */
  collection?: string | undefined;
}

/** What the live region says once an entry's state changed. */
const changedText = (entry: ContentEntry): string =>
  entry.state === 'scheduled' && entry.publishOn
    ? t('contentScheduledFor', { title: entry.title, date: formatInstant(entry.publishOn) })
    : t('contentChanged', { title: entry.title, label: entry.label });

/**
 * One kind's entries (products or collection items) as a table a page at a time, newest first or
 * by title: each with its title, state, date when scheduled, and the control that changes its state.
 */
export function ContentList({ kind, onSignedOut, collection }: Props) {
  const id = useId();
  const [order, setOrder] = useState<ContentOrder>('newest');
  const [list, setList] = useState<ContentPage>({ rows: [], nextCursor: null });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const headingId = `${id}-heading`;

  const fail = useCallback(
    (caught: unknown) => {
      const { text, signedOut } = failureText(caught);
      setError(text);
      if (signedOut) onSignedOut();
    },
    [onSignedOut],
  );

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError('');
    loadContentPage(kind, order, null, collection)
      .then((page) => current && setList(page), fail)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [kind, order, fail, collection]);

  const loadMore = async () => {
    if (!list.nextCursor || loading) return;
    setLoading(true);
    try {
      const page = await loadContentPage(kind, order, list.nextCursor, collection);
      setList((shown) => appendPage(shown, page));
    } catch (caught) {
      fail(caught);
    } finally {
      setLoading(false);
    }
  };

  const changed = (entry: ContentEntry) => {
    setList((shown) => ({ ...shown, rows: shown.rows.map((row) => (row.id === entry.id ? entry : row)) }));
    setStatus(changedText(entry));
  };

  return (
    <section className="content-list" aria-busy={loading || undefined}>
      <div className="inbox-list-header">
        <h2 id={headingId}>{kind === 'products' ? t('contentProductsHeading') : t('contentItemsHeading')}</h2>
        <label className="content-order">
          {t('contentOrder')}
          <select value={order} onChange={(event) => setOrder(event.currentTarget.value as ContentOrder)}>
            <option value="newest">{t('contentOrderNewest')}</option>
            <option value="title">{t('contentOrderTitle')}</option>
          </select>
        </label>
      </div>
      <p className="inbox-status" role="status">
        {status}
      </p>
      <p className="error" role="alert">
        {error}
      </p>
      {list.rows.length === 0 && !loading ? (
        !error && <p>{t('contentEmpty')}</p>
      ) : (
        // A focusable region, so keyboard users can scroll a table wider than the screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="inbox-table content-table" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('contentColumnTitle')}</th>
                <th scope="col">{t('contentColumnState')}</th>
                <th scope="col">{t('contentColumnDate')}</th>
                <th scope="col">{t('contentColumnChange')}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((entry) => (
                <tr key={entry.id} data-entry={entry.id}>
                  <th scope="row">
                    {entry.title}
                    {entry.collection && !collection && (
                      <span className="muted content-collection">
                        {entry.collectionId ? <a href={collectionPanelPath(entry.collectionId)}>{entry.collection}</a> : entry.collection}
                      </span>
                    )}
                  </th>
                  <td>
                    <span className={`content-state content-state-${entry.state}`}>{entry.label}</span>
                  </td>
                  <td>
                    {entry.publishOn ? (
                      <time dateTime={entry.publishOn}>{formatInstant(entry.publishOn)}</time>
                    ) : (
                      entry.state === 'scheduled' && <span className="muted">{t('contentNoDate')}</span>
                    )}
                  </td>
                  <td>
                    <EntryControl kind={kind} entry={entry} onChanged={changed} onSignedOut={onSignedOut} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.rows.length > 0 && <p className="inbox-more">{t('contentShowing', { n: list.rows.length })}</p>}
      {list.nextCursor && (
        <button type="button" onClick={() => void loadMore()} aria-busy={loading || undefined}>
          {t('contentLoadMore')}
        </button>
      )}
    </section>
  );
}
