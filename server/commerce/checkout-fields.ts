/**
 * The checkout form's fields and their validation: contact (email, name) always, a shipping address
 * when something in the cart is shipped. Labels follow the store's country where it names one
 * (`storeSettings.country`: a United Kingdom store asks for a County, optional, and a Postcode, the
 * country filled in), else its measurement standard: an imperial store asks for a State and a ZIP
 * code in the United States, a metric one for a Region and a Postal code. Fields are checked with the runtime's own form rules
 * (src/shared/forms/validation.ts), so the messages are the ones its forms show.
 */
import type { MeasurementStandard } from '../../src/shared/commerce/measurement.js';
import type { FormField } from '../../src/shared/forms/fields.js';
import { addressFormatOf } from '../../src/shared/forms/address-format.js';
import { isUnitedStates, isUsZipCode, validateField } from '../../src/shared/forms/validation.js';
import { t } from '../../src/shared/i18n/format.js';
import type { OrderContact, ShippingAddress } from '../store/orders.js';

/** The language of the checkout's messages: the server's own, as for form answers. */
const LOCALE = 'en-US';
/** Long enough for any name or address line, short enough for one row of a table. */
export const FIELD_MAX_LENGTH = 200;

export type ContactName = keyof OrderContact;
export type ShippingName = keyof ShippingAddress;
export type CheckoutFieldName = ContactName | ShippingName;

export interface CheckoutField {
  name: CheckoutFieldName;
  label: string;
  type: 'email' | 'text';
  /** The browser's autofill token for the field. */
  autocomplete: string;
  required: boolean;
  /** Filled in when the visitor has entered nothing yet. */
  initial?: string;
}

/** What the visitor entered, field by field, as entered. */
export type CheckoutValues = Partial<Record<CheckoutFieldName, string>>;
/** A message for each field that failed. */
export type CheckoutErrors = Partial<Record<CheckoutFieldName, string>>;

export const CONTACT_FIELDS: readonly CheckoutField[] = [
  { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', required: true },
  { name: 'name', label: 'Full name', type: 'text', autocomplete: 'name', required: true },
];

export function shippingFields(standard: MeasurementStandard, country?: string): readonly CheckoutField[] {
  const imperial = standard === 'imperial';
  const format = addressFormatOf(country);
  const regionRequired = format ? format.regionRequired : imperial;
  const regionName = format ? t(format.region, undefined, LOCALE) : imperial ? 'State' : 'Region';
  const initial = format?.country ?? (imperial ? 'United States' : undefined);
  return [
    { name: 'address1', label: 'Address', type: 'text', autocomplete: 'shipping address-line1', required: true },
    { name: 'address2', label: 'Apartment, suite or unit (optional)', type: 'text', autocomplete: 'shipping address-line2', required: false },
    { name: 'city', label: 'City', type: 'text', autocomplete: 'shipping address-level2', required: true },
    {
      name: 'region',
      label: regionRequired ? regionName : `${regionName} (optional)`,
      type: 'text',
      autocomplete: 'shipping address-level1',
      required: regionRequired,
    },
    {
      name: 'postalCode',
      label: format ? t(format.postalCode, undefined, LOCALE) : imperial ? 'ZIP code' : 'Postal code',
      type: 'text',
      autocomplete: 'shipping postal-code',
      required: true,
    },
    {
      name: 'country',
      label: 'Country',
      type: 'text',
      autocomplete: 'shipping country-name',
      required: true,
      ...(initial && { initial }),
    },
  ];
}

/** The fields of a checkout: shipping ones only when something in the cart is shipped. */
export function checkoutFields({
  requiresShipping,
  standard,
  country,
}: {
  requiresShipping: boolean;
  standard: MeasurementStandard;
  country?: string;
}): {
  contact: readonly CheckoutField[];
  shipping: readonly CheckoutField[];
} {
  return { contact: CONTACT_FIELDS, shipping: requiresShipping ? shippingFields(standard, country) : [] };
}

/** The checkout's values from a posted form: text only, each field once; anything else is left out. */
export function readCheckoutValues(body: unknown, fields: readonly CheckoutField[]): CheckoutValues {
  const values: CheckoutValues = {};
  const posted = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  for (const { name } of fields) {
    const value = posted[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** Every failing field with its message; empty when the checkout may be placed. */
export function validateCheckout(fields: readonly CheckoutField[], values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of fields) {
    const form: FormField = { id: field.name, type: field.type, title: field.label, required: field.required, maxLength: FIELD_MAX_LENGTH };
    const message = validateField(form, values[field.name], LOCALE);
    if (message !== undefined) errors[field.name] = message;
  }
  const zip = values.postalCode?.trim() ?? '';
  if (!errors.postalCode && zip !== '' && isUnitedStates(values.country ?? '') && !isUsZipCode(zip))
    errors.postalCode = t('usZipNotValid', undefined, LOCALE);
  return errors;
}

const text = (values: CheckoutValues, name: CheckoutFieldName): string => values[name]?.trim() ?? '';

/** The contact and address to store, from values that passed validation. */
export function orderDetails(values: CheckoutValues, requiresShipping: boolean): { contact: OrderContact; shipping: ShippingAddress | null } {
  return {
    contact: { email: text(values, 'email'), name: text(values, 'name') },
    shipping: requiresShipping
      ? {
          address1: text(values, 'address1'),
          address2: text(values, 'address2'),
          city: text(values, 'city'),
          region: text(values, 'region'),
          postalCode: text(values, 'postalCode'),
          country: text(values, 'country'),
        }
      : null,
  };
}
