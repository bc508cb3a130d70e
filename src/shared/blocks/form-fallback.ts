/**
 * The form as plain HTML, for visitors whose browser runs no scripts: a real `<form>` that posts
 * to the server (server/routes/form-posts.ts) with the one-time submission key and the crumb the
 * server put into it, and gets back the page with the post-submit message, or with the errors
 * (the runtime's own messages) above the entered values. The controls are named as posted.ts
 * reads them; labels, groups and messages follow the element's view (src/react/Form).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { unsafeHTML } from 'lit-html/directives/unsafe-html.js';
import { parseRichText, type RichNode } from '../dom/rich-text.js';
import { autocompleteOf, INPUT_TYPES, isNumericPart, LIKERT_ANSWERS, prefixOf } from '../forms/controls.js';
import { isPartedType, partLabelKey, requiredPartsOf, type FormField } from '../forms/fields.js';
import { controlName, firstControlSub, POST_FIELDS } from '../forms/posted.js';
import { maxLengthOf } from '../forms/validation.js';
import { visiblePartsOf } from '../forms/values.js';
import { t } from '../i18n/format.js';
import type { StringKey } from '../i18n/strings.en.js';
import type { Block, BlockContext, BlockForm, BlockFormState } from './types.js';

/** What the server gives a form it renders: besides the submission key and a refused post's values and errors, the crumb the post carries. */
export interface FallbackFormState extends BlockFormState {
  crumb?: string;
}

/** Where a form without scripts posts. */
export const formPostPath = (formId: string): string => `/forms/${encodeURIComponent(formId)}/submit`;

/** A label without placeholders, by key. */
const label = (key: StringKey) => t(key as 'formSubmit');

/** Owner rich text as elements from its safe tree (rich-text.ts): text stays text, links keep checked hrefs only. */
function richText(nodes: readonly RichNode[]): TemplateResult[] {
  return nodes.map((node) => {
    if (node.type === 'text') return html`${node.text}`;
    const children = richText(node.children);
    switch (node.tag) {
      case 'a':
        return html`<a href=${node.href ?? nothing}>${children}</a>`;
      case 'br':
        return html`<br />`;
      case 'strong':
        return html`<strong>${children}</strong>`;
      case 'em':
        return html`<em>${children}</em>`;
      case 'p':
        return html`<p>${children}</p>`;
    }
  });
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || nothing;

interface FieldView {
  field: FormField;
  /** The id the field's element ids start with: the block's and the field's, unique on the page. */
  base: string;
  values: Readonly<Record<string, string>>;
  error: string | undefined;
}

/** Text escaped for an attribute value or a textarea's content. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A textarea with its text: lit-html binds nothing inside a textarea (its content is raw text), so
 * this one element is written out, every attribute value and the text escaped.
 */
function textarea(attributes: Record<string, string | undefined>, text: string): TemplateResult {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => (value === '' ? name : `${name}="${escaped(value)}"`))
    .join(' ');
  return html`${unsafeHTML(`<textarea ${written}>${escaped(text)}</textarea>`)}`;
}

const controlId = (base: string, sub?: string) => (sub === undefined ? base : `${base}-${sub}`);

function title(field: FormField): TemplateResult {
  return html`${field.title}${field.required ? html`<span class="form-fallback-required"> ${t('formRequired')}</span>` : nothing}`;
}

function errorText({ base, error }: FieldView): TemplateResult | typeof nothing {
  return error
    ? html`<p id=${`${base}-error`} class="form-fallback-error"><span class="visually-hidden">${t('formErrorPrefix')} </span>${error}</p>`
    : nothing;
}

function description({ field, base }: FieldView): TemplateResult | typeof nothing {
  return field.description ? html`<p id=${`${base}-description`} class="form-fallback-description">${field.description}</p>` : nothing;
}

const fieldClass = ({ field, error }: FieldView) =>
  `form-fallback-field form-fallback-field--${field.type}${error ? ' form-fallback-field--invalid' : ''}`;

/** A group of inputs (sub-values, choices, questions): a fieldset named by its legend. */
function group(view: FieldView, children: unknown): TemplateResult {
  const { field, base, error } = view;
  return html`<div class=${fieldClass(view)}>
    ${errorText(view)}
    <fieldset aria-describedby=${describedBy(error && `${base}-error`, field.description && `${base}-description`)}>
      <legend>${title(field)}</legend>
      ${description(view)} ${children}
    </fieldset>
  </div>`;
}

function partedField(view: FieldView): TemplateResult {
  const { field, base, values, error } = view;
  const required = field.required ? requiredPartsOf(field) : [];
  const parts = visiblePartsOf(field).map((part) => {
    const id = controlId(base, part);
    const name = controlName(field.id, part);
    const value = values[name] ?? '';
    const control =
      part === 'Ampm'
        ? html`<select id=${id} name=${name} aria-invalid=${error ? 'true' : nothing}>
            ${['', 'AM', 'PM'].map((choice) => html`<option value=${choice} ?selected=${value === choice}>${choice}</option>`)}
          </select>`
        : html`<input
            id=${id}
            name=${name}
            type="text"
            value=${value}
            ?required=${required.includes(part)}
            autocomplete=${autocompleteOf(field, part) ?? nothing}
            inputmode=${isNumericPart(field) ? 'numeric' : nothing}
            aria-invalid=${error ? 'true' : nothing}
          />`;
    return html`<div class="form-fallback-part"><label for=${id}>${label(partLabelKey(field, part) as StringKey)}</label>${control}</div>`;
  });
  return group(view, html`<div class="form-fallback-parts">${parts}</div>`);
}

function choiceField(view: FieldView): TemplateResult {
  const { field, base, values, error } = view;
  const radio = field.type === 'radio';
  const choices = (field.options ?? []).map((option, index) => {
    const id = controlId(base, String(index));
    const name = radio ? controlName(field.id) : controlName(field.id, index);
    const checked = radio ? values[name] === option : values[name] !== undefined;
    return html`<div class="form-fallback-choice">
      <input
        id=${id}
        type=${field.type}
        name=${name}
        value=${option}
        ?checked=${checked}
        ?required=${radio && field.required}
        aria-invalid=${error ? 'true' : nothing}
      /><label for=${id}>${option}</label>
    </div>`;
  });
  return group(view, choices);
}

function likertField(view: FieldView): TemplateResult {
  const { field, base, values } = view;
  const questions = (field.options ?? []).map((question, row) => {
    const name = controlName(field.id, row);
    return html`<fieldset class="form-fallback-likert">
      <legend>${question}</legend>
      ${LIKERT_ANSWERS.map(([value, answer], column) => {
        const id = controlId(base, `${row}-${column}`);
        return html`<span class="form-fallback-choice"
          ><input id=${id} type="radio" name=${name} value=${value} ?checked=${values[name] === value} ?required=${field.required} /><label for=${id}
            >${label(answer)}</label
          ></span
        >`;
      })}
    </fieldset>`;
  });
  return group(view, questions);
}

/** A field of one control: its label names it, its error and description describe it. */
function singleField(view: FieldView): TemplateResult {
  const { field, base, values, error } = view;
  const id = controlId(base);
  const name = controlName(field.id);
  const value = values[name] ?? '';
  const prefix = prefixOf(field);
  const described = describedBy(error && `${base}-error`, field.description && `${base}-description`, prefix && `${id}-prefix`);
  const invalid = error ? 'true' : nothing;
  let control: TemplateResult;
  if (field.type === 'select') {
    control = html`<select id=${id} name=${name} ?required=${field.required} aria-invalid=${invalid} aria-describedby=${described}>
      <option value="">${t('formSelectPlaceholder')}</option>
      ${(field.options ?? []).map((option) => html`<option value=${option} ?selected=${value === option}>${option}</option>`)}
    </select>`;
  } else if (field.type === 'textarea') {
    control = textarea(
      {
        id,
        name,
        rows: '5',
        required: field.required ? '' : undefined,
        maxlength: maxLengthOf(field)?.toString(),
        placeholder: field.placeholder,
        'aria-invalid': error ? 'true' : undefined,
        'aria-describedby': described === nothing ? undefined : described,
      },
      value,
    );
  } else {
    control = html`${prefix ? html`<span id=${`${id}-prefix`} class="form-fallback-prefix">${prefix}</span>` : nothing}<input
        id=${id}
        name=${name}
        type=${INPUT_TYPES[field.type] ?? 'text'}
        value=${value}
        ?required=${field.required}
        autocomplete=${autocompleteOf(field) ?? nothing}
        inputmode=${field.type === 'currency' ? 'decimal' : nothing}
        placeholder=${field.placeholder ?? nothing}
        aria-invalid=${invalid}
        aria-describedby=${described}
      />`;
  }
  return html`<div class=${fieldClass(view)}>
    ${errorText(view)}
    <label for=${id}>${title(field)}</label>
    ${description(view)}
    <div class="form-fallback-control">${control}</div>
  </div>`;
}

function fieldMarkup(view: FieldView): TemplateResult | typeof nothing {
  const { field } = view;
  switch (field.type) {
    case 'section':
      return html`<div class="form-fallback-section${field.underline ? ' form-fallback-section--underline' : ''}">
        <h2>${field.title}</h2>
        ${field.description ? html`<p>${field.description}</p>` : nothing}
      </div>`;
    case 'hidden':
      return html`<input type="hidden" name=${controlName(field.id)} value=${view.values[controlName(field.id)] ?? field.value ?? ''} />`;
    case 'radio':
    case 'checkbox':
      return choiceField(view);
    case 'likert':
      return likertField(view);
    default:
      return isPartedType(field.type) ? partedField(view) : singleField(view);
  }
}

/** GOV.UK's error summary: what went wrong, then each field's message linked to its first control. */
function errorSummary(block: Block, form: BlockForm, errors: Readonly<Record<string, string>>): TemplateResult {
  const base = (field: FormField) => `${block.id}-${field.id}`;
  const invalid = form.fields.filter((field) => errors[field.id]);
  const headingId = `${block.id}-errors-title`;
  return html`<div class="form-fallback-errors" role="alert" tabindex="-1" aria-labelledby=${headingId}>
    <h2 id=${headingId}>${t('formProblemScrollDown')}</h2>
    <p>${errors[''] || t('fieldsInvalid')}</p>
    ${
      invalid.length
        ? html`<ul>
            ${invalid.map((field) => html`<li><a href=${`#${controlId(base(field), firstControlSub(field))}`}>${errors[field.id]}</a></li>`)}
          </ul>`
        : nothing
    }
  </div>`;
}

export function fallbackForm(block: Block, form: BlockForm, context: BlockContext): TemplateResult {
  const state: FallbackFormState = context.formState?.(form.id) ?? {};
  if (state.submitted) {
    const message = richText(parseRichText(form.postSubmitMessage || ''));
    return html`<div class="sq-fallback form-fallback">
      <div class="form-fallback-sent" role="status">${message.length ? message : html`<p>${t('formSent')}</p>`}</div>
    </div>`;
  }
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const failed = Object.keys(errors).length > 0;
  const objectName = typeof block.objectName === 'string' && block.objectName ? block.objectName : block.id;
  return html`<div class="sq-fallback form-fallback">
    <form class="form-fallback-form" method="post" action=${formPostPath(form.id)} novalidate>
      ${failed ? errorSummary(block, form, errors) : nothing}
      <input type="hidden" name=${POST_FIELDS.crumb} value=${state.crumb ?? ''} />
      <input type="hidden" name=${POST_FIELDS.key} value=${state.submissionKey ?? ''} />
      <input type="hidden" name=${POST_FIELDS.pagePath} value=${context.path} />
      <input type="hidden" name=${POST_FIELDS.objectName} value=${objectName} />
      ${form.fields.map((field) => fieldMarkup({ field, base: `${block.id}-${field.id}`, values, error: errors[field.id] }))}
      <button type="submit" class="button">${form.submitButtonText || t('formSubmit')}</button>
    </form>
  </div>`;
}
