import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkoutFields, orderDetails, readCheckoutValues, validateCheckout } from '../../server/commerce/checkout-fields.js';

const names = (fields) => fields.map((field) => field.name);
const ADDRESS = { address1: '12 Harbour Road', city: 'Portland', region: 'ME', postalCode: '04101', country: 'United States' };

describe('the checkout form fields', () => {
  test('contact always; a shipping address only when something is shipped', () => {
    assert.deepEqual(names(checkoutFields({ requiresShipping: false, standard: 'imperial' }).shipping), []);
    const { contact, shipping } = checkoutFields({ requiresShipping: true, standard: 'imperial' });
    assert.deepEqual(names(contact), ['email', 'name']);
    assert.deepEqual(names(shipping), ['address1', 'address2', 'city', 'region', 'postalCode', 'country']);
  });

  test('the labels and required fields follow the measurement standard', () => {
    const imperial = checkoutFields({ requiresShipping: true, standard: 'imperial' }).shipping;
    const metric = checkoutFields({ requiresShipping: true, standard: 'metric' }).shipping;
    const field = (fields, name) => fields.find((entry) => entry.name === name);
    assert.deepEqual(
      [field(imperial, 'region').label, field(imperial, 'postalCode').label, field(imperial, 'country').initial],
      ['State', 'ZIP code', 'United States'],
    );
    assert.deepEqual(
      [field(metric, 'region').label, field(metric, 'postalCode').label, field(metric, 'country').initial],
      ['Region (optional)', 'Postal code', undefined],
    );
    assert.equal(field(imperial, 'region').required, true);
    assert.equal(field(metric, 'region').required, false);
  });

  test("a store that names its country asks for the address that country's way: a United Kingdom store for a County, optional, and a Postcode", () => {
    const field = (fields, name) => fields.find((entry) => entry.name === name);
    for (const standard of ['imperial', 'metric']) {
      const shipping = checkoutFields({ requiresShipping: true, standard, country: 'GB' }).shipping;
      assert.deepEqual(
        [field(shipping, 'region').label, field(shipping, 'postalCode').label, field(shipping, 'country').initial],
        ['County (optional)', 'Postcode', 'United Kingdom'],
        standard,
      );
      assert.equal(field(shipping, 'region').required, false);
      assert.deepEqual(
        validateCheckout(shipping, { address1: '12 Harbour Road', city: 'Porthleven', postalCode: 'TR13 9JA', country: 'United Kingdom' }),
        {},
      );
    }
    const unknown = checkoutFields({ requiresShipping: true, standard: 'metric', country: 'ZZ' }).shipping;
    assert.equal(field(unknown, 'region').label, 'Region (optional)', 'a country not listed: the measurement standard decides');
  });

  test('validation: required, email, the character limit, and a 5-digit ZIP code only for the United States', () => {
    const { contact, shipping } = checkoutFields({ requiresShipping: true, standard: 'metric' });
    const all = [...contact, ...shipping];
    assert.deepEqual(validateCheckout(all, { email: 'ada@example.com', name: 'Ada', ...ADDRESS }), {});
    assert.deepEqual(
      validateCheckout(all, { email: 'ada@example.com', name: 'Ada', ...ADDRESS, region: '', postalCode: 'SW1A 1AA', country: 'United Kingdom' }),
      {},
    );
    assert.deepEqual(validateCheckout(all, { email: 'ada', name: '', ...ADDRESS, postalCode: '123', city: 'x'.repeat(201) }), {
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      name: 'Full name is required.',
      city: 'You have exceeded the character limit.',
      postalCode: 'Zip code is not valid. US zip codes should have 5 digits.',
    });
  });

  test('posted values: text only; stored details trimmed, no address when nothing ships', () => {
    const { contact } = checkoutFields({ requiresShipping: false, standard: 'imperial' });
    assert.deepEqual(readCheckoutValues({ email: ['a', 'b'], name: 'Ada', other: 'x' }, contact), { name: 'Ada' });
    assert.deepEqual(orderDetails({ email: ' ada@example.com ', name: 'Ada ' }, false), {
      contact: { email: 'ada@example.com', name: 'Ada' },
      shipping: null,
    });
    assert.deepEqual(orderDetails({ email: 'a@b.co', name: 'A', ...ADDRESS }, true).shipping, { ...ADDRESS, address2: '' });
  });
});
