import { expect } from '@open-wc/testing';
import { addressFormatOf } from '../../src/shared/forms/address-format.js';
import { formDefinitionProblems } from '../../src/shared/forms/definition-schema.js';
import { partLabelKey, requiredPartsOf, type FormField } from '../../src/shared/forms/fields.js';
import { t } from '../../src/shared/i18n/format.js';
import { validateField } from '../../src/shared/forms/validation.js';

const address = (props: Partial<FormField> = {}): FormField => ({ id: 'address-1', type: 'address', title: 'Address', ...props });
const labels = (field: FormField) => ['State', 'Zip'].map((part) => t(partLabelKey(field, part) as 'formPartState'));

describe("an address asked in a country's terms", () => {
  it('names a United Kingdom address its County and Postcode, and any other its State and ZIP Code', () => {
    expect(labels(address({ country: 'GB' }))).to.deep.equal(['County', 'Postcode']);
    expect(labels(address({ country: 'gb' })), 'the code in any case').to.deep.equal(['County', 'Postcode']);
    expect(labels(address())).to.deep.equal(['State', 'ZIP Code']);
    expect(labels(address({ country: 'US' }))).to.deep.equal(['State', 'ZIP Code']);
    expect(t(partLabelKey(address({ country: 'GB' }), 'City') as 'formPartCity')).to.equal('City');
    expect(addressFormatOf(42)).to.equal(undefined);
  });

  it('lets a required United Kingdom address leave its county empty, never a US one its state', () => {
    expect(requiredPartsOf(address({ country: 'GB' }))).to.deep.equal(['Line1', 'City', 'Zip', 'Country']);
    expect(requiredPartsOf(address())).to.deep.equal(['Line1', 'City', 'State', 'Zip', 'Country']);
    const noCounty = ['12 Harbour Road', '', 'Porthleven', '', 'TR13 9JA', 'United Kingdom'];
    expect(validateField(address({ country: 'GB', required: true }), noCounty)).to.equal(undefined);
    expect(validateField(address({ required: true }), noCounty)).to.equal('Address is required.');
  });

  it('refuses a country it has no format for, naming the ones it has', () => {
    const form = (country: unknown) => ({ id: 'f', name: 'F', fields: [{ ...address(), country }] });
    expect(formDefinitionProblems(form('GB'))).to.deep.equal([]);
    expect(formDefinitionProblems(form(''))).to.deep.equal([]);
    expect(formDefinitionProblems(form('France')).map((problem) => problem.message)).to.deep.equal([
      'field 1 has a country that is not one of US, GB',
    ]);
  });
});
