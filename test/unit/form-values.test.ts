import { expect } from '@open-wc/testing';
import type { FormField } from '../../src/shared/forms/fields.js';
import { fieldValueOf, formValuesOf, visiblePartsOf } from '../../src/shared/forms/values.js';

const field = (type: FormField['type'], props: Partial<FormField> = {}): FormField => ({ id: `${type}-1`, type, title: 'T', ...props });
const none = new URLSearchParams();

describe('form value shapes', () => {
  it('sends name, address, date and time as lists of their inputs, in order', () => {
    expect(fieldValueOf(field('name'), { Last: 'Doe', First: 'Jo' }, none)).to.deep.equal(['Jo', 'Doe']);
    expect(fieldValueOf(field('address'), { Line1: '1 Main', City: 'Town', State: 'CA', Zip: '90210', Country: 'US' }, none)).to.deep.equal([
      '1 Main',
      '',
      'Town',
      'CA',
      '90210',
      'US',
    ]);
    expect(fieldValueOf(field('date'), { Month: '5', Day: '6', Year: '2026' }, none)).to.deep.equal(['5', '6', '2026']);
    expect(fieldValueOf(field('time'), { Hour: '9', Minute: '30', Ampm: 'AM' }, none)).to.deep.equal(['9', '30', '', 'AM']);
    expect(fieldValueOf(field('name'), undefined, none)).to.deep.equal(['', '']);
  });

  it('sends a phone as 3 values prefixed with an empty string, or 4 with the country code shown', () => {
    const input = { Country: '1', Areacode: '555', Prefix: '123', Line: '4567' };
    expect(fieldValueOf(field('phone'), input, none)).to.deep.equal(['', '555', '123', '4567']);
    expect(fieldValueOf(field('phone', { showCountryCode: true }), input, none)).to.deep.equal(['1', '555', '123', '4567']);
    expect(visiblePartsOf(field('phone'))).to.deep.equal(['Areacode', 'Prefix', 'Line']);
    expect(visiblePartsOf(field('phone', { showCountryCode: true }))).to.deep.equal(['Country', 'Areacode', 'Prefix', 'Line']);
  });

  it('sends checked checkboxes as a list, a radio and a select as the one value', () => {
    expect(fieldValueOf(field('checkbox'), ['A', 'C'], none)).to.deep.equal(['A', 'C']);
    expect(fieldValueOf(field('checkbox'), undefined, none)).to.deep.equal([]);
    expect(fieldValueOf(field('radio'), 'B', none)).to.equal('B');
    expect(fieldValueOf(field('select'), 'X', none)).to.equal('X');
    expect(fieldValueOf(field('radio'), undefined, none)).to.equal('');
  });

  it('sends likert as a map of question to the checked answer, answered questions only', () => {
    const likert = field('likert', { options: ['Q1', 'Q2', 'Q3'] });
    expect(fieldValueOf(likert, { Q1: '2', Q3: '-2', Other: '1' }, none)).to.deep.equal({ Q1: '2', Q3: '-2' });
  });

  it('takes a hidden value from the query string under its key, else its own value', () => {
    const hidden = field('hidden', { key: 'utm_campaign', value: 'none' });
    expect(fieldValueOf(hidden, undefined, new URLSearchParams('utm_campaign=spring'))).to.equal('spring');
    expect(fieldValueOf(hidden, undefined, none)).to.equal('none');
    expect(fieldValueOf(field('hidden'), undefined, none)).to.equal('');
  });

  it('sends other fields as their single input value and skips sections', () => {
    for (const type of ['text', 'textarea', 'email', 'number', 'currency', 'website', 'password', 'twitter'] as const) {
      expect(fieldValueOf(field(type), 'x', none)).to.equal('x');
      expect(fieldValueOf(field(type), undefined, none)).to.equal('');
    }
    const fields = [field('section'), field('text', { id: 't' }), field('checkbox', { id: 'c' })];
    expect(formValuesOf(fields, { t: 'hello', c: ['A'] })).to.deep.equal({ t: 'hello', c: ['A'] });
  });
});
