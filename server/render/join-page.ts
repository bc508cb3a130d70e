/**
 * The join page (`/members/join?billing=monthly&area=studio`): the plan and the member area, and a
 * form for first name, last name, email and password that posts without scripts. After a refused
 * post the values come back (never the password), with an error summary first and each message
 * tied to its field by aria-describedby.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { MEMBER_JOIN_PATH } from '../../src/shared/members/account.js';
import { BILLING_PLANS, MIN_JOIN_PASSWORD, type Billing, type JoinField } from '../accounts/join.js';
import { joinPath } from './access-page.js';

export const JOIN_NO_PAYMENT = 'No payment is taken: joining stores your membership and signs you in.';
const JOIN_NO_PAYMENT_LINE = html`<p>${JOIN_NO_PAYMENT}</p>`;

export interface JoinPageOptions {
  billing: Billing;
  area: string;
  crumb: string;
  values?: Partial<Record<'firstName' | 'lastName' | 'email', string>>;
  errors?: Partial<Record<JoinField | 'form', string>>;
}

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name', required: false },
  { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', required: true },
  { name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', required: true },
] as const;

const fieldId = (name: string): string => `join-${name}`;

/** The memberships of the site, each with its two plans, for a join link that names none (or one the site does not offer). */
export function joinChoiceMain(areas: readonly string[], notice?: string): TemplateResult {
  return html`<div class="block block-text">
    <h1>Join</h1>
    ${notice ? html`<p class="notice form-error" role="alert">${notice}</p>` : nothing}
    ${
      areas.length
        ? html`<p>Choose a membership and a plan.</p>
            <ul class="join-choices">
              ${areas.map(
                (area) =>
                  html`<li>
                    ${area}:
                    ${(Object.keys(BILLING_PLANS) as Billing[]).map(
                      (billing, index) => html`${index ? ' · ' : nothing}<a href=${joinPath(billing, area)}>${BILLING_PLANS[billing]}</a>`,
                    )}
                  </li>`,
              )}
            </ul>`
        : html`<p>This site has no memberships to join.</p>`
    }
    ${JOIN_NO_PAYMENT_LINE}
  </div>`;
}

/** A join link naming a plan or member area the site does not offer. */
export const JOIN_NOT_OFFERED = 'That membership cannot be joined: choose one of the memberships below.';

/** The join form, in the markup and classes of the site's forms without scripts (GOV.UK's pattern). */
export function joinMain({ billing, area, crumb, values = {}, errors = {} }: JoinPageOptions): TemplateResult {
  const listed = FIELDS.filter((field) => errors[field.name]);
  const formError = errors.form ?? errors.memberArea ?? errors.billing;
  return html`<div class="block block-text">
      <h1>Join</h1>
      <p>Plan: <strong>${BILLING_PLANS[billing]}</strong> · Member area: <strong>${area}</strong></p>
      <p>${JOIN_NO_PAYMENT}</p>
    </div>
    <div class="form-fallback join">
      ${
        listed.length || formError
          ? html`<div class="form-fallback-errors" id="join-errors" role="alert" tabindex="-1">
              <h2>There is a problem</h2>
              <ul>
                ${formError ? html`<li>${formError}</li>` : nothing}
                ${listed.map((field) => html`<li><a href=${`#${fieldId(field.name)}`}>${errors[field.name]}</a></li>`)}
              </ul>
            </div>`
          : nothing
      }
      <form class="form-fallback-form join-form" method="post" action=${MEMBER_JOIN_PATH} novalidate>
        <input type="hidden" name="crumb" value=${crumb} />
        <input type="hidden" name="billing" value=${billing} />
        <input type="hidden" name="area" value=${area} />
        ${FIELDS.map((field) => {
          const error = errors[field.name];
          const id = fieldId(field.name);
          const hint = field.name === 'password' ? `${id}-hint` : undefined;
          const described = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
          return html`<div class=${error ? 'form-fallback-field form-fallback-field--invalid' : 'form-fallback-field'}>
            <label for=${id}>${field.label}${field.required ? nothing : html` <span class="form-fallback-required">(optional)</span>`}</label>
            ${hint ? html`<p class="form-fallback-description" id=${hint}>At least ${MIN_JOIN_PASSWORD} characters.</p>` : nothing}
            ${error ? html`<p class="form-fallback-error" id=${`${id}-error`}><span class="visually-hidden">Error:</span> ${error}</p>` : nothing}
            <input
              id=${id}
              name=${field.name}
              type=${field.type}
              autocomplete=${field.autocomplete}
              ?required=${field.required}
              minlength=${field.name === 'password' ? MIN_JOIN_PASSWORD : nothing}
              value=${field.name === 'password' ? nothing : (values[field.name] ?? nothing)}
              aria-describedby=${described || nothing}
              aria-invalid=${error ? 'true' : nothing}
            />
          </div>`;
        })}
        <button class="button" type="submit">Join</button>
      </form>
    </div>`;
}
