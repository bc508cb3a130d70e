import { backEndFailure } from '../../shared/config/failure.js';
import { useId, useRef, useState } from 'react';
import { changeWorkflow, type ContentEntry } from '../../shared/content/api.js';
import { isoToLocalInput, localInputToIso } from '../../shared/content/date-input.js';
import { WORKFLOW_STATES, type ContentKind, type WorkflowState } from '../../shared/content/workflow.js';
import { workflowLabel } from '../../shared/commerce/product.js';
import { t } from '../../shared/i18n/format.js';

export const failureText = (error: unknown) => backEndFailure(error, t('contentSignedOut'));

interface Props {
  kind: ContentKind;
  entry: ContentEntry;
  onChanged: (entry: ContentEntry) => void;
  onSignedOut: () => void;
}

/**
 * One entry's state control: the state to give it (Available, Scheduled, Hidden), a date and time
 * when scheduled, and Apply. A refusal shows under the control and is tied to it; focus stays put.
 */
export function EntryControl({ kind, entry, onChanged, onSignedOut }: Props) {
  const id = useId();
  const [choice, setChoice] = useState<WorkflowState>(
    WORKFLOW_STATES.includes(entry.state as WorkflowState) ? (entry.state as WorkflowState) : 'published',
  );
  const [date, setDate] = useState(isoToLocalInput(entry.publishOn));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const dateInput = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;

  const apply = async () => {
    if (busy) return;
    let publishOn: string | undefined;
    if (choice === 'scheduled') {
      publishOn = localInputToIso(date);
      if (!publishOn) {
        setError(t('contentDateMissing'));
        dateInput.current?.focus();
        return;
      }
    }
    setBusy(true);
    setError('');
    try {
      onChanged(await changeWorkflow(kind, entry.id, { state: choice, ...(publishOn && { publishOn }) }));
    } catch (caught) {
      const { text, signedOut } = failureText(caught);
      setError(text);
      if (signedOut) onSignedOut();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="content-change">
      <div className="content-change-controls">
        <label className="visually-hidden" htmlFor={`${id}-state`}>
          {t('contentStateFor', { title: entry.title })}
        </label>
        <select
          id={`${id}-state`}
          value={choice}
          aria-describedby={describedBy}
          onChange={(event) => {
            setChoice(event.currentTarget.value as WorkflowState);
            setError('');
          }}
        >
          {WORKFLOW_STATES.map((state) => (
            <option key={state} value={state}>
              {workflowLabel(state)}
            </option>
          ))}
        </select>
        {choice === 'scheduled' && (
          <>
            <label className="visually-hidden" htmlFor={`${id}-date`}>
              {t('contentDateFor', { title: entry.title })}
            </label>
            <input
              ref={dateInput}
              id={`${id}-date`}
              type="datetime-local"
              value={date}
              min={isoToLocalInput(new Date().toISOString())}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                setDate(event.currentTarget.value);
                setError('');
              }}
            />
          </>
        )}
        <button type="button" aria-describedby={describedBy} aria-busy={busy || undefined} onClick={() => void apply()}>
          {t('contentApply')}
          <span className="visually-hidden"> {t('contentApplyHidden', { title: entry.title })}</span>
        </button>
      </div>
      {error && (
        <p className="content-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
