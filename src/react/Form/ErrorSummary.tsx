import { forwardRef, type MouseEvent } from 'react';
import type { FormField } from '../../shared/forms/fields.js';
import type { FieldErrors } from '../../shared/forms/validation.js';
import { t } from '../../shared/i18n/format.js';
import { firstControlId } from './Field.js';

interface ErrorSummaryProps {
  message: string;
  fields: readonly FormField[];
  fieldErrors: FieldErrors;
  root: ShadowRoot;
}

/** GOV.UK error summary: takes focus, each field message links to its field's first input. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ message, fields, fieldErrors, root }, ref) {
  const invalid = fields.filter((field) => fieldErrors[field.id]);
  // Fragment links cannot reach into a shadow root: focus the input ourselves.
  const follow = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    const control = root.getElementById(id);
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div ref={ref} className="error-summary" part="error-summary" role="alert" tabIndex={-1} aria-labelledby="sq-form-error-title">
      <h2 id="sq-form-error-title" className="error-title">
        {t('formProblemScrollDown')}
      </h2>
      <p className="error-message" part="error-message">
        {message}
      </p>
      {invalid.length ? (
        <ul className="error-list">
          {invalid.map((field) => (
            <li key={field.id}>
              <a href={`#${firstControlId(field)}`} onClick={follow(firstControlId(field))}>
                {fieldErrors[field.id]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
