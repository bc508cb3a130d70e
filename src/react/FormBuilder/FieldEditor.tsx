import type { DragEvent } from 'react';
import { ADDRESS_COUNTRIES, addressFormatOf } from '../../shared/forms/address-format.js';
import { builderProperties, typeLabel, type BuilderProblem } from '../../shared/forms/builder.js';
import type { FieldProperty } from '../../shared/forms/definition-schema.js';
import type { FormField } from '../../shared/forms/fields.js';
import { t } from '../../shared/i18n/format.js';

/** The id of a field's control for `property` (the title too), and of its message. */
export const controlId = (fieldId: string, property: string): string => `field-${fieldId}-${property}`;
export const messageId = (control: string): string => `${control}-message`;

export interface FieldEditorProps {
  field: FormField;
  position: number;
  total: number;
  flags: readonly string[];
  problems: readonly BuilderProblem[];
  onChange: (field: FormField) => void;
  onMove: (field: FormField, delta: -1 | 1, button: 'up' | 'down') => void;
  onRemove: (field: FormField) => void;
  onDragStart: (event: DragEvent, field: FormField) => void;
  onDrop: (event: DragEvent, field: FormField) => void;
  dragging: boolean;
}

const CHECKBOXES: readonly FieldProperty[] = ['required', 'showCountryCode', 'underline'];
const LABELS: Record<FieldProperty, Parameters<typeof t>[0]> = {
  description: 'formBuilderPropertyDescription',
  placeholder: 'formBuilderPropertyPlaceholder',
  required: 'formBuilderPropertyRequired',
  options: 'formBuilderPropertyOptions',
  maxLength: 'formBuilderPropertyMaxLength',
  showCountryCode: 'formBuilderPropertyShowCountryCode',
  country: 'formBuilderPropertyCountry',
  currencySymbol: 'formBuilderPropertyCurrencySymbol',
  underline: 'formBuilderPropertyUnderline',
  key: 'formBuilderPropertyKey',
  value: 'formBuilderPropertyValue',
};

/** A control's message, and the attributes that tie the control to it. */
function invalid(control: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': messageId(control) } : {};
}

function Message({ control, message }: { control: string; message: string | undefined }) {
  return message ? (
    <p className="form-builder-message" id={messageId(control)}>
      {message}
    </p>
  ) : null;
}

/**
 * One field of the form in the builder: its title and exactly the properties its type offers, each
 * a labelled control with its message; Move up, Move down and Remove; and a handle to drag it by.
 * A move button at the end of the list stays focusable (aria-disabled), so focus stays on it.
 */
export function FieldEditor({
  field,
  position,
  total,
  flags,
  problems,
  onChange,
  onMove,
  onRemove,
  onDragStart,
  onDrop,
  dragging,
}: FieldEditorProps) {
  const headingId = controlId(field.id, 'heading');
  const messageOf = (property: string) => problems.find((problem) => problem.field === field.id && problem.property === property)?.message;
  const set = (name: string, value: unknown) => onChange({ ...field, [name]: value } as FormField);

  const control = (name: FieldProperty) => {
    const id = controlId(field.id, name);
    const message = messageOf(name);
    const label = name === 'options' && field.type === 'likert' ? t('formBuilderPropertyQuestions') : t(LABELS[name] as 'formBuilderPropertyTitle');
    if (CHECKBOXES.includes(name)) {
      return (
        <div className="form-builder-check" key={name}>
          <input id={id} type="checkbox" checked={field[name] === true} onChange={(event) => set(name, event.currentTarget.checked)} />
          <label htmlFor={id}>{label}</label>
        </div>
      );
    }
    let input;
    if (name === 'options') {
      input = (
        <textarea
          id={id}
          rows={4}
          value={(field.options ?? []).join('\n')}
          onChange={(event) => set(name, event.currentTarget.value.split('\n'))}
          {...invalid(id, message)}
        />
      );
    } else if (name === 'description') {
      input = (
        <textarea
          id={id}
          rows={2}
          value={field.description ?? ''}
          onChange={(event) => set(name, event.currentTarget.value)}
          {...invalid(id, message)}
        />
      );
    } else if (name === 'country') {
      input = (
        <select
          id={id}
          value={String(field.country || 'US').toUpperCase()}
          onChange={(event) => set(name, event.currentTarget.value)}
          {...invalid(id, message)}
        >
          {ADDRESS_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {addressFormatOf(code)!.country}
            </option>
          ))}
        </select>
      );
    } else if (name === 'maxLength') {
      input = (
        <input
          id={id}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={field.maxLength ?? ''}
          onChange={(event) => set(name, event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))}
          {...invalid(id, message)}
        />
      );
    } else {
      input = (
        <input
          id={id}
          type="text"
          value={String(field[name] ?? '')}
          onChange={(event) => set(name, event.currentTarget.value)}
          {...invalid(id, message)}
        />
      );
    }
    return (
      <div className="form-builder-control" key={name}>
        <label htmlFor={id}>{label}</label>
        {input}
        <Message control={id} message={message} />
      </div>
    );
  };

  const titleId = controlId(field.id, 'title');
  const titleMessage = messageOf('title');
  const title = field.title.trim() || typeLabel(field.type);
  const atTop = position === 1;
  const atEnd = position === total;
  return (
    <li
      className={`form-builder-field${dragging ? ' is-dragging' : ''}`}
      aria-labelledby={headingId}
      data-field={field.id}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => onDrop(event, field)}
    >
      <div className="form-builder-field-header">
        <span
          className="form-builder-handle"
          draggable
          aria-hidden="true"
          title={t('formBuilderDragHandle', { title })}
          onDragStart={(event) => onDragStart(event, field)}
        >
          ⋮⋮
        </span>
        <h3 id={headingId} tabIndex={-1}>
          {t('formBuilderFieldHeading', { position, title })} <span className="form-builder-type">{typeLabel(field.type)}</span>
        </h3>
      </div>
      <div className="form-builder-control">
        <label htmlFor={titleId}>{t('formBuilderPropertyTitle')}</label>
        <input
          id={titleId}
          type="text"
          value={field.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          {...invalid(titleId, titleMessage)}
        />
        <Message control={titleId} message={titleMessage} />
      </div>
      {builderProperties(field.type, flags).map(control)}
      <div className="form-builder-field-actions">
        <button type="button" data-move={`${field.id}:up`} aria-disabled={atTop || undefined} onClick={() => !atTop && onMove(field, -1, 'up')}>
          {t('formBuilderMoveUp')}
        </button>
        <button type="button" data-move={`${field.id}:down`} aria-disabled={atEnd || undefined} onClick={() => !atEnd && onMove(field, 1, 'down')}>
          {t('formBuilderMoveDown')}
        </button>
        <button type="button" className="danger" onClick={() => onRemove(field)}>
          {t('formBuilderRemove')}
        </button>
      </div>
    </li>
  );
}
