import type { ReactNode } from 'react';
import type { FormField } from '../../shared/forms/fields.js';
import { t } from '../../shared/i18n/format.js';
import { descriptionId, errorId } from './ids.js';

interface FieldFrameProps {
  field: FormField;
  error: string | undefined;
  /** The control's id for a single input; a group (fieldset with a legend) otherwise. */
  labelFor?: string;
  children: ReactNode;
}

function Title({ field }: { field: FormField }) {
  return (
    <>
      {field.title}
      {field.required ? <span className="required"> {t('formRequired')}</span> : null}
    </>
  );
}

/** A field's title, description and error: the error sits above the title, GOV.UK's hidden "Error:" prefix included. */
export function FieldFrame({ field, error, labelFor, children }: FieldFrameProps) {
  const errorText = error ? (
    <p id={errorId(field.id)} className="field-error" part="field-error">
      <span className="visually-hidden">{t('formErrorPrefix')} </span>
      {error}
    </p>
  ) : null;
  const description = field.description ? (
    <p id={descriptionId(field.id)} className="description" part="description">
      {field.description}
    </p>
  ) : null;
  const className = `field field-${field.type}${error ? ' invalid' : ''}`;
  if (labelFor !== undefined) {
    return (
      <div className={className} part={error ? 'field field-invalid' : 'field'}>
        {errorText}
        <label htmlFor={labelFor} className="title" part="label">
          <Title field={field} />
        </label>
        {description}
        {children}
      </div>
    );
  }
  return (
    <div className={className} part={error ? 'field field-invalid' : 'field'}>
      {errorText}
      <fieldset aria-describedby={[error && errorId(field.id), field.description && descriptionId(field.id)].filter(Boolean).join(' ') || undefined}>
        <legend className="title" part="label">
          <Title field={field} />
        </legend>
        {description}
        {children}
      </fieldset>
    </div>
  );
}
