/**
 * The join page (`/members/join?billing=monthly&area=studio`): the membership by its name, the
 * plan with its price, and a form for first name, last name, email and password that posts
 * without scripts. After a refused post the values come back (never the password), with an error
 * summary first that takes focus (autofocus: with scripts or without), each message tied to its
 * field by aria-describedby. Without a plan and an area, the memberships to choose from, each with
 * its plans' prices; after a join, the new member's welcome.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { MEMBER_JOIN_PATH, MEMBER_SIGN_IN_PATH } from '../../src/shared/members/account.js';
import { t } from '../../src/shared/i18n/format.js';
import { BILLING_PLANS, MIN_JOIN_PASSWORD, type Billing, type JoinField } from '../accounts/join.js';
import type { JoinableArea } from '../site/member-areas.js';
import { joinPath } from './access-page.js';

/** Where a join leads: the new member's welcome. */
export const MEMBER_WELCOME_PATH = '/members/welcome';

export const JOIN_NO_PAYMENT = 'No payment is taken: joining stores your membership and signs you in.';
const JOIN_NO_PAYMENT_LINE = html`<p class="join-no-payment">${JOIN_NO_PAYMENT}</p>`;

/** The way in for a visitor who already has an account. */
const SIGN_IN_LINE = html`<p class="join-sign-in">Already a member? <a href=${MEMBER_SIGN_IN_PATH}>${t('memberSignIn')}</a></p>`;

const PLANS = Object.keys(BILLING_PLANS) as Billing[];

export interface JoinPageOptions {
  billing: Billing;
  area: JoinableArea;
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

/** One plan of an area: its name and price, leading to its join form. */
const planLink = (area: JoinableArea, billing: Billing) =>
  html`<a class="button join-plan-link" href=${joinPath(billing, area.id)}
    ><span class="join-plan-name">${BILLING_PLANS[billing]}</span> <span class="join-plan-price">${area.prices[billing]}</span></a
  >`;

/** The memberships of the site, each with its two plans, for a join link that names none (or one the site does not offer). */
export function joinChoiceMain(areas: readonly JoinableArea[], notice?: string): TemplateResult {
  return html`<div class="block block-text">
      <h1>Join</h1>
      ${notice ? html`<p class="notice form-error" role="alert">${notice}</p>` : nothing}
      ${areas.length ? html`<p>Choose a membership and a plan.</p>` : html`<p>This site has no memberships to join.</p>`}
    </div>
    ${
      areas.length
        ? html`<ul class="join-choices">
            ${areas.map(
              (area) =>
                html`<li class="pricing-period join-choice">
                  <h2>${area.name}</h2>
                  ${area.description ? html`<p>${area.description}</p>` : nothing}
                  <p class="join-plans">${PLANS.map((billing) => planLink(area, billing))}</p>
                </li>`,
            )}
          </ul>`
        : nothing
    }
    <div class="block block-text">${JOIN_NO_PAYMENT_LINE} ${SIGN_IN_LINE}</div>`;
}

/** A join link naming a plan or member area the site does not offer. */
export const JOIN_NOT_OFFERED = 'That membership cannot be joined: choose one of the memberships below.';

/** GOV.UK's error summary: it takes focus when the page loads, and links each message to its field. */
function errorSummary(formError: string | undefined, listed: readonly (typeof FIELDS)[number][], errors: JoinPageOptions['errors'] = {}) {
  return html`<div class="form-fallback-errors" id="join-errors" role="alert" tabindex="-1" autofocus aria-labelledby="join-errors-title">
    <h2 id="join-errors-title">There is a problem</h2>
    <ul>
      ${formError ? html`<li>${formError}</li>` : nothing}
      ${listed.map((field) => html`<li><a href=${`#${fieldId(field.name)}`}>${errors[field.name]}</a></li>`)}
    </ul>
  </div>`;
}

/** The join form, in the markup and classes of the site's forms without scripts (GOV.UK's pattern). */
export function joinMain({ billing, area, crumb, values = {}, errors = {} }: JoinPageOptions): TemplateResult {
  const listed = FIELDS.filter((field) => errors[field.name]);
  const formError = errors.form ?? errors.memberArea ?? errors.billing;
  const other = PLANS.find((plan) => plan !== billing) ?? billing;
  return html`<div class="block block-text">
      <h1>Join ${area.name}</h1>
      ${area.description ? html`<p>${area.description}</p>` : nothing}
    </div>
    <div class="pricing-period join-plan">
      <p><span class="pricing-period-label">${BILLING_PLANS[billing]}</span> · <strong>${area.prices[billing]}</strong></p>
      <p class="join-plan-other">
        <a href=${joinPath(other, area.id)}>Choose ${BILLING_PLANS[other].toLowerCase()} instead: ${area.prices[other]}</a>
      </p>
    </div>
    <div class="block block-text">${JOIN_NO_PAYMENT_LINE} ${SIGN_IN_LINE}</div>
    <div class="form-fallback join">
      <form class="form-fallback-form join-form" method="post" action=${MEMBER_JOIN_PATH} novalidate>
        ${listed.length || formError ? errorSummary(formError, listed, errors) : nothing}
        <input type="hidden" name="crumb" value=${crumb} />
        <input type="hidden" name="billing" value=${billing} />
        <input type="hidden" name="area" value=${area.id} />
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

/** What the welcome page knows of the membership just joined. */
export interface WelcomeOptions {
  /** The new member's first name, if they gave one. */
  firstName?: string;
  area?: JoinableArea;
  billing?: Billing;
  /** The area's first page, and its title: where the member goes next. */
  next: { href: string; title: string };
}

/** A new member's first page (membership confirmed): a welcome, what they joined, and the way into the area. */
export function welcomeMain({ firstName, area, billing, next }: WelcomeOptions): TemplateResult {
  return html`<div class="block block-text">
    <h1>${firstName ? `Welcome, ${firstName}.` : 'Welcome.'}</h1>
    <p class="notice" role="status">
      ${area ? html`You are now a member of <strong>${area.name}</strong>.` : 'You are now a member.'}
      ${area && billing ? html`Your plan: ${BILLING_PLANS[billing]}, ${area.prices[billing]}.` : nothing} No payment has been taken.
    </p>
    <p>You are signed in. Next time, sign in with your email address and password.</p>
    <p><a class="button" href=${next.href}>Go to ${next.title}</a></p>
  </div>`;
}
