import { useEffect, useRef, type RefObject } from 'react';
import type { InboxSubmission } from '../../shared/inbox/api.js';
import { formatInstant } from '../../shared/inbox/state.js';
import { t } from '../../shared/i18n/format.js';

export interface SubmissionDetailProps {
  submission: InboxSubmission;
  formName: string;
  /** Shows the Delete button; a viewer gets none. */
  canDelete: boolean;
  onBack: () => void;
  onDelete: () => void;
  /** The Delete button, so focus can return to it when the confirmation is cancelled. */
  deleteButton: RefObject<HTMLButtonElement | null>;
}

/** One submission: every field by its title in the form's order, then the page it was sent from. */
export function SubmissionDetail({ submission, formName, canDelete, onBack, onDelete, deleteButton }: SubmissionDetailProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [submission.id]);
  const date = formatInstant(submission.submittedAt);
  return (
    <article className="inbox-detail" aria-labelledby="inbox-detail-heading">
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          {t('inboxBackTo', { name: formName })}
        </button>
      </p>
      <h2 id="inbox-detail-heading" ref={heading} tabIndex={-1}>
        {t('inboxDetailHeading', { date })}
      </h2>
      <h3>{t('inboxFieldsHeading')}</h3>
      <dl className="inbox-fields">
        {submission.fields.map((field) => (
          <div key={field.id}>
            <dt>{field.title}</dt>
            <dd className={field.text ? undefined : 'muted'}>{field.text || t('inboxNotAnswered')}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('inboxPageFieldsHeading')}</h3>
      <dl className="inbox-fields">
        <div>
          <dt>{t('inboxColumnSubmitted')}</dt>
          <dd>
            <time dateTime={submission.submittedAt}>{date}</time>
          </dd>
        </div>
        <div>
          <dt>{t('inboxPageTitle')}</dt>
          <dd>{submission.pageTitle ?? ''}</dd>
        </div>
        <div>
          <dt>{t('inboxPagePath')}</dt>
          <dd>{submission.pagePath ?? ''}</dd>
        </div>
      </dl>
      {canDelete && (
        <p>
          <button type="button" className="danger" ref={deleteButton} onClick={onDelete}>
            {t('inboxDelete')}
          </button>
        </p>
      )}
    </article>
  );
}
