import { autocompleteOf, INPUT_TYPES, isNumericPart, LIKERT_ANSWERS, prefixOf } from '../../shared/forms/controls.js';
import { partLabelKey, type FormField } from '../../shared/forms/fields.js';
import { maxLengthOf } from '../../shared/forms/validation.js';
import { visiblePartsOf, type FieldInput } from '../../shared/forms/values.js';
import { t } from '../../shared/i18n/format.js';
import type { StringKey } from '../../shared/i18n/strings.en.js';
import { AddressCombobox } from './AddressCombobox.js';
import { FieldFrame } from './FieldFrame.js';
import { controlId, counterId, describedBy, descriptionId, errorId } from './ids.js';
import { typed } from './typed.js';

export interface FieldProps {
  field: FormField;
  input: FieldInput | undefined;
  error: string | undefined;
  /**
   * Stores the field's new input, made from what is stored now: the one before may not be drawn yet
   * when a script fills several parts of a field in one task.
   */
  onInput: (id: string, update: (previous: FieldInput | undefined) => FieldInput) => void;
}

/** A label without placeholders, by key. */
const label = (key: StringKey) => t(key as 'formSubmit');

const textOf = (input: FieldInput | undefined) => (typeof input === 'string' ? input : '');
const mapOf = (input: FieldInput | undefined): Readonly<Record<string, string>> =>
  typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, string>) : {};
const listOf = (input: FieldInput | undefined): readonly string[] => (Array.isArray(input) ? (input as string[]) : []);

/** The id of the control the error summary links to. */
export function firstControlId(field: FormField): string {
  if (field.type === 'radio' || field.type === 'checkbox') return controlId(field.id, '0');
  if (field.type === 'likert') return controlId(field.id, '0-0');
  const parts = visiblePartsOf(field);
  return parts.length ? controlId(field.id, parts[0]) : controlId(field.id);
}

function Counter({ field, length }: { field: FormField; length: number }) {
  const max = maxLengthOf(field);
  if (max === undefined) return null;
  return (
    <p id={counterId(field.id)} className={length > max ? 'counter over' : 'counter'} part={length > max ? 'counter counter-over' : 'counter'}>
      {t('formCharacterCount', { count: length, max })}
    </p>
  );
}

/** One form-builder field with its labelled inputs. */
export function Field({ field, input, error, onInput }: FieldProps) {
  const invalid = error ? true : undefined;
  const errorRef = error ? errorId(field.id) : undefined;
  const descriptionRef = field.description ? descriptionId(field.id) : undefined;
  const id = field.id;

  if (field.type === 'section') {
    return (
      <div className={field.underline ? 'section underline' : 'section'} part="section">
        <h2 className="section-title">{field.title}</h2>
        {field.description ? <p className="description">{field.description}</p> : null}
      </div>
    );
  }
  if (field.type === 'hidden') return null;

  const parts = visiblePartsOf(field);
  if (parts.length) {
    const values = mapOf(input);
    const setParts = (changed: Readonly<Record<string, string>>) => onInput(id, (previous) => ({ ...mapOf(previous), ...changed }));
    const set = (part: string) => typed((value) => setParts({ [part]: value }));
    return (
      <FieldFrame field={field} error={error}>
        <div className="parts">
          {parts.map((part) => (
            <div className="part" key={part}>
              <label htmlFor={controlId(id, part)} className="part-label" part="part-label">
                {label(partLabelKey(field, part) as StringKey)}
              </label>
              {part === 'Ampm' ? (
                <select id={controlId(id, part)} value={values[part] ?? ''} {...set(part)} aria-invalid={invalid} part="input">
                  <option value="" />
                  <option value="AM">AM</option>
                  <option value="PM">PM</option>
                </select>
              ) : field.type === 'address' && part === 'Line1' ? (
                <AddressCombobox
                  id={controlId(id, part)}
                  value={values[part] ?? ''}
                  autoComplete={autocompleteOf(field, part)}
                  invalid={invalid}
                  onType={(typed) => setParts({ Line1: typed })}
                  onChoose={(address) =>
                    setParts({
                      Line1: address.line1,
                      City: address.city,
                      State: address.state,
                      Zip: address.zip,
                      Country: address.country,
                    })
                  }
                />
              ) : (
                <input
                  id={controlId(id, part)}
                  type="text"
                  value={values[part] ?? ''}
                  {...set(part)}
                  autoComplete={autocompleteOf(field, part)}
                  inputMode={isNumericPart(field) ? 'numeric' : undefined}
                  aria-invalid={invalid}
                  part="input"
                />
              )}
            </div>
          ))}
        </div>
      </FieldFrame>
    );
  }

  if (field.type === 'radio' || field.type === 'checkbox') {
    const checked = field.type === 'radio' ? [textOf(input)] : listOf(input);
    const toggle = (option: string, on: boolean) =>
      onInput(id, (previous) =>
        field.type === 'radio' ? option : on ? [...listOf(previous), option] : listOf(previous).filter((entry) => entry !== option),
      );
    return (
      <FieldFrame field={field} error={error}>
        {(field.options ?? []).map((option, index) => (
          <div className="choice" key={option}>
            <input
              id={controlId(id, String(index))}
              type={field.type}
              name={controlId(id)}
              value={option}
              checked={checked.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              aria-invalid={invalid}
              part="choice"
            />
            <label htmlFor={controlId(id, String(index))}>{option}</label>
          </div>
        ))}
      </FieldFrame>
    );
  }

  if (field.type === 'likert') {
    const answers = mapOf(input);
    return (
      <FieldFrame field={field} error={error}>
        {(field.options ?? []).map((question, row) => (
          <fieldset className="likert-question" key={question} role="radiogroup" aria-invalid={invalid}>
            <legend>{question}</legend>
            {LIKERT_ANSWERS.map(([value, answer], column) => (
              <span className="choice" key={value}>
                <input
                  id={controlId(id, `${row}-${column}`)}
                  type="radio"
                  name={controlId(id, String(row))}
                  value={value}
                  checked={answers[question] === value}
                  onChange={() => onInput(id, (previous) => ({ ...mapOf(previous), [question]: value }))}
                  part="choice"
                />
                <label htmlFor={controlId(id, `${row}-${column}`)}>{label(answer)}</label>
              </span>
            ))}
          </fieldset>
        ))}
      </FieldFrame>
    );
  }

  const value = textOf(input);
  const common = {
    id: controlId(id),
    value,
    'aria-invalid': invalid,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(errorRef, descriptionRef, field.type === 'textarea' && maxLengthOf(field) !== undefined && counterId(id)),
    ...typed((value) => onInput(id, () => value)),
    part: 'input',
  };
  if (field.type === 'select') {
    return (
      <FieldFrame field={field} error={error} labelFor={common.id}>
        <select {...common}>
          <option value="">{t('formSelectPlaceholder')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  }
  if (field.type === 'textarea') {
    return (
      <FieldFrame field={field} error={error} labelFor={common.id}>
        <textarea {...common} placeholder={field.placeholder} rows={5} />
        <Counter field={field} length={value.length} />
      </FieldFrame>
    );
  }
  const prefix = prefixOf(field);
  const prefixId = prefix ? `${common.id}-prefix` : undefined;
  return (
    <FieldFrame field={field} error={error} labelFor={common.id}>
      <div className="control">
        {prefix ? (
          <span id={prefixId} className="prefix">
            {prefix}
          </span>
        ) : null}
        <input
          {...common}
          aria-describedby={describedBy(common['aria-describedby'], prefixId)}
          type={INPUT_TYPES[field.type] ?? 'text'}
          inputMode={field.type === 'currency' ? 'decimal' : undefined}
          autoComplete={autocompleteOf(field)}
          placeholder={field.placeholder}
        />
      </div>
    </FieldFrame>
  );
}
