import { backEndFailure } from '../../shared/config/failure.js';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { formatMoney } from '../../shared/commerce/money.js';
import { t } from '../../shared/i18n/format.js';
import {
  deleteSubmission,
  exportCsvUrl,
  loadOverview,
  loadPage,
  loadSubmission,
  type InboxCart,
  type InboxKind,
  type InboxOrder,
  type InboxOverview,
  type InboxReview,
  type InboxSignUp,
  type InboxSubmission,
} from '../../shared/inbox/api.js';
import { appendPage, formatInstant, withoutRow, type ListState } from '../../shared/inbox/state.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { useFocusAfterRender } from '../common/useFocusAfterRender.js';
import { SubmissionDetail } from './SubmissionDetail.js';

type Row = { id: string };

/** How many of a form's fields the list shows beside the time; the detail shows them all. The View button comes first, in reach on a phone. */
const LISTED_FIELDS = 3;

const sameInbox = (a: InboxKind, b: InboxKind): boolean => a.kind === b.kind && (a.kind !== 'form' || (b.kind === 'form' && a.formId === b.formId));

const failureText = (error: unknown) => backEndFailure(error, t('inboxSignedOut'));

const money = (cents: number, currency: string) => formatMoney(cents, currency) ?? `${cents} ${currency}`;

interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

/** The columns of each list but a form's, whose columns come from its fields. */
const signUpColumns = (nameOf: (row: InboxSignUp) => string): Column<InboxSignUp>[] => [
  { header: t('inboxColumnSignedUp'), cell: (row) => <time dateTime={row.submittedAt}>{formatInstant(row.submittedAt)}</time> },
  { header: t('inboxColumnEmail'), cell: (row) => row.email },
  { header: t('inboxColumnName'), cell: nameOf },
];
const reviewColumns = (): Column<InboxReview>[] => [
  { header: t('inboxColumnWritten'), cell: (row) => <time dateTime={row.createdAt}>{formatInstant(row.createdAt)}</time> },
  { header: t('inboxColumnProduct'), cell: (row) => row.productTitle ?? row.productId },
  { header: t('inboxColumnRating'), cell: (row) => t('inboxRating', { rating: row.rating }) },
  { header: t('inboxColumnReview'), cell: (row) => row.text },
];
const orderColumns = (): Column<InboxOrder>[] => [
  { header: t('inboxColumnPlaced'), cell: (row) => <time dateTime={row.createdAt}>{formatInstant(row.createdAt)}</time> },
  {
    header: t('inboxColumnCustomer'),
    cell: (row) => (
      <>
        {row.name}
        <br />
        <span className="muted">{row.email}</span>
      </>
    ),
  },
  {
    header: t('inboxColumnItems'),
    cell: (row) => row.items.map((item) => t('inboxItemQuantity', { quantity: item.quantity, title: item.title })).join(', '),
  },
  { header: t('inboxColumnTotal'), cell: (row) => money(row.grandTotalCents, row.currency) },
  { header: t('inboxColumnStatus'), cell: () => t('inboxOrderPlaced') },
];
const cartColumns = (): Column<InboxCart>[] => [
  { header: t('inboxColumnCreated'), cell: (row) => <time dateTime={row.createdAt}>{formatInstant(row.createdAt)}</time> },
  { header: t('inboxColumnStatus'), cell: (row) => (row.status === 'purchased' ? t('inboxCartPurchased') : t('inboxCartOpen')) },
  { header: t('inboxColumnItems'), cell: (row) => String(row.totalQuantity) },
  { header: t('inboxColumnSubtotal'), cell: (row) => money(row.subtotalCents, row.currency) },
  { header: t('inboxColumnUpdated'), cell: (row) => <time dateTime={row.updatedAt}>{formatInstant(row.updatedAt)}</time> },
];

/**
 * The owner back end's inbox: the forms and the other inboxes as a list of buttons, the chosen
 * one's rows as a table a page at a time with "Load more", a submission's detail, its CSV export
 * and, for an owner who may, deleting a submission after a confirmation. A viewer gets no delete
 * control at all.
 */
export function InboxApp() {
  const focusAfterRender = useFocusAfterRender();
  const [overview, setOverview] = useState<InboxOverview | undefined>(undefined);
  const [inbox, setInbox] = useState<InboxKind | undefined>(undefined);
  const [list, setList] = useState<ListState<Row>>({ rows: [], nextCursor: null });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  const [status, setStatus] = useState('');
  const [detail, setDetail] = useState<InboxSubmission | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the next render is on screen: the list heading or a row's View button. */
  const focusNext = useRef<string | undefined>(undefined);

  const fail = useCallback((caught: unknown) => {
    const { text, signedOut: ended } = failureText(caught);
    setError(text);
    if (ended) setSignedOut(true);
  }, []);

  useEffect(() => {
    loadOverview().then(setOverview, fail);
  }, [fail]);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = undefined;
    // A frame later: a closing dialog gives focus back to where it was opened from first, and this must come after.
    requestAnimationFrame(() => {
      if (target === 'heading') listHeading.current?.focus();
      else document.querySelector<HTMLButtonElement>(`[data-row-view="${CSS.escape(target)}"]`)?.focus();
    });
  });

  const open = useCallback(
    async (next: InboxKind) => {
      setInbox(next);
      setDetail(undefined);
      setList({ rows: [], nextCursor: null });
      setError('');
      setStatus('');
      setLoading(true);
      try {
        const page = await loadPage(next, null);
        focusNext.current = 'heading';
        setList(page);
      } catch (caught) {
        fail(caught);
      } finally {
        setLoading(false);
      }
    },
    [fail],
  );

  const loadMore = async () => {
    if (!inbox || !list.nextCursor || loading) return;
    setLoading(true);
    setError('');
    try {
      const page = await loadPage(inbox, list.nextCursor);
      // The button goes with the last page: focus goes back to the list's heading rather than the page's end.
      if (!page.nextCursor) focusNext.current = 'heading';
      setList((current) => appendPage(current, page));
    } catch (caught) {
      fail(caught);
    } finally {
      setLoading(false);
    }
  };

  const view = async (id: string) => {
    setError('');
    setStatus('');
    try {
      setDetail(await loadSubmission(id));
    } catch (caught) {
      fail(caught);
    }
  };

  const back = () => {
    if (detail) focusNext.current = detail.id;
    setDetail(undefined);
  };

  const confirmDelete = async () => {
    if (!detail) return;
    setDeleting(true);
    setDeleteError('');
    try {
      await deleteSubmission(detail.id);
      const { id, formId } = detail;
      focusNext.current = 'heading';
      setConfirming(false);
      setDetail(undefined);
      setList((current) => withoutRow(current, id));
      setOverview(
        (current) =>
          current && {
            ...current,
            forms: current.forms.map((form) => (form.id === formId ? { ...form, submissionCount: Math.max(0, form.submissionCount - 1) } : form)),
          },
      );
      setStatus(t('inboxDeleted'));
    } catch (caught) {
      const { text, signedOut: ended } = failureText(caught);
      setDeleteError(text);
      if (ended) setSignedOut(true);
    } finally {
      setDeleting(false);
    }
  };

  const cancelDelete = () => {
    setConfirming(false);
    setDeleteError('');
    // The dialog is gone after this render; the button it came from takes focus again.
    focusAfterRender(() => deleteButton.current);
  };

  if (!overview) {
    return (
      <div className="inbox-state">
        <p className="error" role="alert">
          {error}
        </p>
        {signedOut ? <a href="/config/">{t('inboxSignIn')}</a> : !error && <p role="status">{t('backEndLoading')}</p>}
      </div>
    );
  }

  const forms = overview.forms.filter((form) => !form.newsletter);
  const currentForm = inbox?.kind === 'form' ? overview.forms.find((form) => form.id === inbox.formId) : undefined;
  const titleOf = (kind: InboxKind): string => {
    switch (kind.kind) {
      case 'form':
        return overview.forms.find((form) => form.id === kind.formId)?.name ?? '';
      case 'newsletter':
        return t('inboxNewsletter');
      case 'reviews':
        return t('inboxReviews');
      case 'orders':
        return t('inboxOrders');
      case 'carts':
        return t('inboxCarts');
    }
  };
  const navButton = (kind: InboxKind, label: string, count?: number) => (
    <li key={kind.kind === 'form' ? kind.formId : kind.kind}>
      <button type="button" aria-current={inbox && sameInbox(inbox, kind) ? 'true' : undefined} onClick={() => void open(kind)}>
        <span>{label}</span>
        {count !== undefined && <span className="inbox-count">{t('inboxSubmissionCount', { n: count })}</span>}
      </button>
    </li>
  );

  const formColumns: Column<InboxSubmission>[] = currentForm
    ? [
        {
          header: t('inboxColumnActions'),
          cell: (row) => (
            <button type="button" data-row-view={row.id} onClick={() => void view(row.id)}>
              {t('inboxView')}
              <span className="visually-hidden"> {t('inboxViewHidden', { date: formatInstant(row.submittedAt) })}</span>
            </button>
          ),
        },
        { header: t('inboxColumnSubmitted'), cell: (row) => <time dateTime={row.submittedAt}>{formatInstant(row.submittedAt)}</time> },
        ...currentForm.fields.slice(0, LISTED_FIELDS).map((field) => ({
          header: field.title,
          cell: (row: InboxSubmission) => row.fields.find((answer) => answer.id === field.id)?.text ?? '',
        })),
        { header: t('inboxColumnPage'), cell: (row) => row.pagePath ?? '' },
      ]
    : [];
  /** A sign-up's name: the answer to its form's name field. */
  const nameOf = (row: InboxSignUp): string => {
    const field = overview.forms.find((form) => form.id === row.formId)?.fields.find((candidate) => candidate.type === 'name');
    return row.fields.find((answer) => answer.id === field?.id)?.text ?? '';
  };
  const columns = (
    inbox?.kind === 'form'
      ? formColumns
      : inbox?.kind === 'newsletter'
        ? signUpColumns(nameOf)
        : inbox?.kind === 'reviews'
          ? reviewColumns()
          : inbox?.kind === 'orders'
            ? orderColumns()
            : cartColumns()
  ) as Column<Row>[];
  const title = inbox ? titleOf(inbox) : '';
  const shownText = currentForm
    ? t('inboxShowingOf', { shown: list.rows.length, total: currentForm.submissionCount })
    : t('inboxShowing', { n: list.rows.length });

  return (
    <div className="inbox-layout">
      <nav className="inbox-nav" aria-label={t('inboxListLabel')}>
        <h2>{t('inboxFormsHeading')}</h2>
        <ul>{forms.map((form) => navButton({ kind: 'form', formId: form.id }, form.name, form.submissionCount))}</ul>
        <h2>{t('inboxStoreHeading')}</h2>
        <ul>
          {overview.forms
            .filter((form) => form.newsletter)
            .map((form) => navButton({ kind: 'form', formId: form.id }, form.name, form.submissionCount))}
          {navButton({ kind: 'newsletter' }, t('inboxNewsletter'))}
          {navButton({ kind: 'reviews' }, t('inboxReviews'))}
          {navButton({ kind: 'orders' }, t('inboxOrders'))}
          {navButton({ kind: 'carts' }, t('inboxCarts'))}
        </ul>
      </nav>
      <div className="inbox-main">
        {!overview.access.delete && <p className="inbox-note">{t('inboxReadOnly')}</p>}
        <p className="error" role="alert">
          {error}
          {signedOut && (
            <>
              {' '}
              <a href="/config/">{t('inboxSignIn')}</a>
            </>
          )}
        </p>
        <p className="inbox-status" role="status">
          {status}
        </p>
        {detail ? (
          <SubmissionDetail
            submission={detail}
            formName={currentForm?.name ?? detail.formName ?? ''}
            canDelete={overview.access.delete}
            onBack={back}
            onDelete={() => setConfirming(true)}
            deleteButton={deleteButton}
          />
        ) : inbox ? (
          <section aria-busy={loading || undefined}>
            <div className="inbox-list-header">
              <h2 id="inbox-list-heading" ref={listHeading} tabIndex={-1}>
                {title}
              </h2>
              {inbox.kind === 'form' && (
                <a className="button" href={exportCsvUrl(inbox.formId)} download>
                  {t('inboxExportCsv')}
                </a>
              )}
            </div>
            {list.rows.length === 0 && !loading ? (
              <p>{t('inboxEmpty')}</p>
            ) : (
              // A focusable region, so keyboard users can scroll a table wider than the screen.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              <div className="inbox-table" role="region" aria-labelledby="inbox-list-heading" tabIndex={0}>
                <table>
                  <thead>
                    <tr>
                      {columns.map((column, index) => (
                        <th key={index} scope="col">
                          {column.header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {list.rows.map((row) => (
                      <tr key={row.id}>
                        {columns.map((column, index) => (
                          <td key={index}>{column.cell(row)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {list.rows.length > 0 && (
              <p className="inbox-more" aria-live="polite">
                {shownText}
              </p>
            )}
            {list.nextCursor && (
              <button type="button" onClick={() => void loadMore()} aria-busy={loading || undefined}>
                {t('inboxLoadMore')}
              </button>
            )}
          </section>
        ) : (
          <>
            <h2 className="inbox-welcome">{t('inboxTitle')}</h2>
            <p>{t('inboxChoose')}</p>
          </>
        )}
      </div>
      {confirming && detail && (
        <ConfirmDialog
          title={t('inboxDeleteTitle')}
          message={t('inboxDeleteMessage', { date: formatInstant(detail.submittedAt) })}
          confirmLabel={t('inboxDeleteConfirm')}
          cancelLabel={t('inboxDeleteCancel')}
          busy={deleting}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        />
      )}
    </div>
  );
}
