import { html } from '/vendor/lit-html/lit-html.js';
import { live } from '/vendor/lit-html/directives/live.js';

/** A labelled select; `.selected` on each option keeps the choice right when the option list changes. */
export function selectField({ field, label, options, value, onChange }) {
  const id = `field-${field}`;
  return html`
    <div class="field">
      <label for=${id}>${label}</label>
      <select id=${id} name=${field} @change=${(event) => onChange(field, event.target.value)}>
        ${options.map((option) => html`<option value=${option.value} .selected=${option.value === value}>${option.label}</option>`)}
      </select>
    </div>
  `;
}

/** A labelled text input or textarea; `live` keeps the typed value when a re-render carries the same text. */
export function textField({ field, label, value, multiline = false, describedBy, onInput }) {
  const id = `field-${field}`;
  const handler = (event) => onInput(field, event.target.value);
  return html`
    <div class="field">
      <label for=${id}>${label}</label>
      ${
        multiline
          ? html`<textarea
              id=${id}
              name=${field}
              rows="3"
              maxlength="1000"
              aria-describedby=${describedBy}
              .value=${live(value)}
              @input=${handler}
            ></textarea>`
          : html`<input id=${id} name=${field} type="text" maxlength="100" aria-describedby=${describedBy} .value=${live(value)} @input=${handler} />`
      }
    </div>
  `;
}
