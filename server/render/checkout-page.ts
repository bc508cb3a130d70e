/**
 * The checkout pages' main content, drawn in the site's layout (server/routes/checkout-pages.ts):
 * the checkout with its cart summary and form, the order-confirmed and order-status pages, the gift
 * card, donation and subscription summaries, and the page a refused checkout answers. Every value is
 * escaped by lit-html; there is no inline script or style, so the strict CSP holds.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { formatMoney as runtimeFormatMoney } from '../../src/shared/commerce/money.js';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from '../commerce/checkout-fields.js';
import { FIELD_MAX_LENGTH } from '../commerce/checkout-fields.js';

/** Minor units as a price in the store currency, exactly as the runtime's elements show it; a currency the runtime does not list shows its minor units and code. */
export function formatMoney(minorUnits: number | string, currency: string): string {
  return runtimeFormatMoney(Number(minorUnits), currency) ?? `${minorUnits} ${currency}`;
}

/** The checkout pages' own rules, after the site's stylesheet. */
const STYLESHEET = html`<link rel="stylesheet" href="/checkout.css" />`;

/** Said on every checkout page: the reference server takes no payment. */
const TEST_MODE = html`<p class="notice checkout-test-mode">
  <strong>Test mode:</strong> no payment is taken. Nothing is charged and nothing is shipped.
</p>`;

/** One line of a summary: what it is, its option values, how many, and what they cost together. */
export interface SummaryLine {
  title: string;
  options: readonly { optionName?: string; value: string }[];
  quantity: number;
  totalCents: number;
}

export interface Summary {
  lines: readonly SummaryLine[];
  subtotalCents: number;
  /** When set, shipping and tax (none in test mode) and the total follow the subtotal. */
  grandTotalCents?: number;
  currency: string;
}

const optionText = (options: SummaryLine['options']): string =>
  options.map((option) => (option.optionName ? `${option.optionName}: ${option.value}` : option.value)).join(', ');

/** The lines of an order or cart, with quantities, prices and the subtotal. */
export function summaryTable({ lines, subtotalCents, grandTotalCents, currency }: Summary, caption: string): TemplateResult {
  const money = (cents: number) => formatMoney(cents, currency);
  return html`<table class="checkout-summary">
    <caption>
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">Item</th>
        <th scope="col" class="checkout-number">Quantity</th>
        <th scope="col" class="checkout-number">Price</th>
      </tr>
    </thead>
    <tbody>
      ${lines.map(
        (line) =>
          html`<tr>
            <th scope="row">
              ${line.title}${line.options.length ? html`<span class="checkout-options">${optionText(line.options)}</span>` : nothing}
            </th>
            <td class="checkout-number">${line.quantity}</td>
            <td class="checkout-number">${money(line.totalCents)}</td>
          </tr>`,
      )}
    </tbody>
    <tfoot>
      <tr>
        <th scope="row" colspan="2">Subtotal</th>
        <td class="checkout-number">${money(subtotalCents)}</td>
      </tr>
      ${
        grandTotalCents === undefined
          ? nothing
          : html`<tr>
                <th scope="row" colspan="2">Shipping and tax</th>
                <td class="checkout-number">${money(0)}</td>
              </tr>
              <tr>
                <th scope="row" colspan="2">Total</th>
                <td class="checkout-number">${money(grandTotalCents)}</td>
              </tr>`
      }
    </tfoot>
  </table>`;
}

const fieldId = (field: CheckoutField): string => `checkout-${field.name}`;

function fieldTemplate(field: CheckoutField, values: CheckoutValues, errors: CheckoutErrors): TemplateResult {
  const id = fieldId(field);
  const error = errors[field.name];
  return html`<div class=${error ? 'checkout-field checkout-field--error' : 'checkout-field'}>
    <label for=${id}>${field.label}</label>
    ${error ? html`<p class="checkout-field-error" id=${`${id}-error`}><span class="checkout-hidden">Error: </span>${error}</p>` : nothing}
    <input
      id=${id}
      name=${field.name}
      type=${field.type}
      autocomplete=${field.autocomplete}
      maxlength=${FIELD_MAX_LENGTH}
      value=${values[field.name] ?? field.initial ?? ''}
      ?required=${field.required}
      aria-invalid=${error ? 'true' : nothing}
      aria-describedby=${error ? `${id}-error` : nothing}
    />
  </div>`;
}

export interface CheckoutForm {
  action: string;
  crumb: string;
  contact: readonly CheckoutField[];
  shipping: readonly CheckoutField[];
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** Why the last placement was refused, shown above the form. */
  problem?: string | undefined;
}

/** The errors at the top of a refused form, each linked to its field. */
function errorSummary(fields: readonly CheckoutField[], errors: CheckoutErrors, problem: string | undefined): TemplateResult | typeof nothing {
  const failing = fields.filter((field) => errors[field.name]);
  if (!failing.length && !problem) return nothing;
  return html`<div class="checkout-errors" role="alert" aria-labelledby="checkout-errors-heading">
    <h2 id="checkout-errors-heading">There is a problem</h2>
    ${problem ? html`<p>${problem}</p>` : nothing}
    ${
      failing.length
        ? html`<ul>
            ${failing.map((field) => html`<li><a href=${`#${fieldId(field)}`}>${errors[field.name]}</a></li>`)}
          </ul>`
        : nothing
    }
  </div>`;
}

/** The checkout: the test-mode note, the cart summary, and the contact and shipping form with 'Place test order'. */
export function checkoutMain(summary: Summary, form: CheckoutForm): TemplateResult {
  const { contact, shipping, values, errors } = form;
  return html`${STYLESHEET}
    <div class="block checkout">
      <h1>Checkout</h1>
      ${TEST_MODE} ${errorSummary([...contact, ...shipping], errors, form.problem)}
      <section aria-labelledby="checkout-order-heading">
        <h2 id="checkout-order-heading">Your order</h2>
        ${summaryTable(summary, 'What is in your cart')}
        <p><a href="/cart">Change your cart</a></p>
      </section>
      <form class="checkout-form" method="post" action=${form.action}>
        <input type="hidden" name="crumb" value=${form.crumb} />
        <fieldset>
          <legend>Contact</legend>
          ${contact.map((field) => fieldTemplate(field, values, errors))}
        </fieldset>
        ${
          shipping.length
            ? html`<fieldset>
                <legend>Shipping address</legend>
                ${shipping.map((field) => fieldTemplate(field, values, errors))}
              </fieldset>`
            : html`<p class="checkout-no-shipping">Nothing in this order is shipped, so no address is needed.</p>`
        }
        <p class="checkout-place-note">No payment is taken: placing the order records it as a test order.</p>
        <button class="button" type="submit">Place test order</button>
      </form>
    </div>`;
}

/** A checkout that cannot go on: why (an alert, as the cart page shows it), and the way back to the cart. */
export function checkoutBlockedMain(message: string): TemplateResult {
  return html`${STYLESHEET}
    <div class="block checkout">
      <h1>Checkout</h1>
      <p class="notice checkout-blocked" role="alert">${message}</p>
      <p><a class="button" href="/cart">Back to the cart</a></p>
    </div>`;
}

/** The page a malformed checkout link answers: what is wrong with it. */
export function checkoutProblemMain(message: string): TemplateResult {
  return html`${STYLESHEET}
    <div class="block checkout">
      <h1>Checkout problem</h1>
      <p class="notice checkout-blocked">${message}</p>
      <p><a class="button" href="/">Back to the home page</a></p>
    </div>`;
}

/** A stored order as its pages show it. */
export interface OrderView {
  name: string;
  email: string;
  createdAt: string;
  summary: Summary;
  shipping: Record<string, string> | null;
}

const placedOn = (iso: string): TemplateResult =>
  html`<time datetime=${iso}>${new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC</time>`;

function addressLines(shipping: Record<string, string>): string[] {
  const { address1 = '', address2 = '', city = '', region = '', postalCode = '', country = '' } = shipping;
  return [address1, address2, [city, region, postalCode].filter(Boolean).join(', '), country].filter(Boolean);
}

function orderDetails(order: OrderView): TemplateResult {
  return html`${summaryTable(order.summary, 'Items in the order')}
    <h2>Contact</h2>
    <p>${order.name}<br />${order.email}</p>
    ${
      order.shipping
        ? html`<h2>Shipping address</h2>
            <address>${addressLines(order.shipping).map((line, index) => html`${index ? html`<br />` : nothing}${line}`)}</address>`
        : nothing
    }`;
}

/** The page after placing an order (order confirmed): thanks, what was ordered, and the link to its status. */
export function orderConfirmedMain(order: OrderView, statusHref: string): TemplateResult {
  return html`${STYLESHEET}
    <div class="block checkout">
      <h1>Thank you for your order</h1>
      <p class="notice checkout-confirmed">Your test order was placed on ${placedOn(order.createdAt)}. No payment was taken.</p>
      <p><a class="button" href=${statusHref}>View your order status</a></p>
      ${orderDetails(order)}
      <p class="checkout-keep-link">Keep the order status link: it is the way back to this order.</p>
      <p><a href="/shop">Continue shopping</a></p>
    </div>`;
}

/** The order status page: what was ordered, when, and that it is a test order nobody paid for. */
export function orderStatusMain(order: OrderView): TemplateResult {
  return html`${STYLESHEET}
    <div class="block checkout">
      <h1>Order status</h1>
      <dl class="checkout-status">
        <div>
          <dt>Status</dt>
          <dd>Placed (test order, not paid)</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>${placedOn(order.createdAt)}</dd>
        </div>
      </dl>
      ${orderDetails(order)}
      <p><a href="/shop">Continue shopping</a></p>
    </div>`;
}

/** What another checkout (gift card, donation) is for, as label and value rows. */
export function labelledRows(rows: readonly (readonly [label: string, value: string])[]): TemplateResult {
  return html`<table class="checkout-summary">
    <caption>
      What this checkout is for
    </caption>
    <tbody>
      ${rows.map(
        ([label, value]) =>
          html`<tr>
            <th scope="row">${label}</th>
            <td>${value}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** Another checkout (gift card, donation, subscription): its title, the test-mode note and what it is for. */
export function checkoutSummaryMain(title: string, content: TemplateResult): TemplateResult {
  return html`${STYLESHEET}
    <div class="block checkout">
      <h1>${title}</h1>
      ${TEST_MODE} ${content}
      <p><a href="/">Back to the home page</a></p>
    </div>`;
}
