import { expect } from '@open-wc/testing';
import type { FormField } from '../../src/shared/forms/fields.js';
import { controlName, firstControlSub, hiddenValues, postedInputs, postedQuery, postedValues } from '../../src/shared/forms/posted.js';
import { validateForm } from '../../src/shared/forms/validation.js';
import { formValuesOf } from '../../src/shared/forms/values.js';

const fields: FormField[] = [
  { id: 'name-1', type: 'name', title: 'Name', required: true },
  { id: 'phone-1', type: 'phone', title: 'Phone' },
  { id: 'box-1', type: 'checkbox', title: 'Kinds', options: ['Mugs', 'Bowls', 'Plates'] },
  { id: 'radio-1', type: 'radio', title: 'Found us', options: ['Friend', 'Online'] },
  { id: 'likert-1', type: 'likert', title: 'How was it?', options: ['Pace', 'Again'] },
  { id: 'section-1', type: 'section', title: 'More' },
  { id: 'hidden-1', type: 'hidden', title: 'Campaign', key: 'utm_campaign', value: 'none' },
  { id: 'text-1', type: 'text', title: 'Word' },
];

/** A form-encoded body as @fastify/formbody parses it: a repeated name becomes a list. */
const body = {
  crumb: 'c.s',
  key: 'k',
  pagePath: '/contact',
  'name-1.First': ['Ada', 'Again'],
  'name-1.Last': 'Potter',
  'phone-1.Areacode': '555',
  'phone-1.Prefix': '123',
  'phone-1.Line': '4567',
  'box-1.0': 'Mugs',
  'box-1.2': 'Plates',
  'radio-1': 'Online',
  'likert-1.1': '2',
  'hidden-1': 'spring',
  'text-1': 'clay',
};

describe('forms posted without scripts', () => {
  it('names each control by its field id and what it holds of the field', () => {
    expect(controlName('name-1')).to.equal('name-1');
    expect(controlName('name-1', 'First')).to.equal('name-1.First');
    expect(controlName('box-1', 2)).to.equal('box-1.2');
  });

  it('keeps the texts a post sends, the first of a repeated name, and leaves out its own fields', () => {
    const posted = postedValues(body);
    expect(posted['name-1.First']).to.equal('Ada');
    expect(posted).not.to.have.property('crumb');
    expect(posted).not.to.have.property('key');
    expect(posted).not.to.have.property('pagePath');
    expect(postedValues('a=b')).to.deep.equal({});
    expect(postedValues({ n: 1, o: { x: 'y' } })).to.deep.equal({});
  });

  it('reads back the values, in the shapes the runtime would send', () => {
    const posted = postedValues(body);
    const values = formValuesOf(fields, postedInputs(fields, posted), postedQuery(fields, posted));
    expect(values).to.deep.equal({
      'name-1': ['Ada', 'Potter'],
      'phone-1': ['', '555', '123', '4567'],
      'box-1': ['Mugs', 'Plates'],
      'radio-1': 'Online',
      'likert-1': { Again: '2' },
      'hidden-1': 'spring',
      'text-1': 'clay',
    });
  });

  it('hands a tampered choice to the rules, which refuse it', () => {
    const posted = postedValues({ ...body, 'box-1.1': 'Teapots', 'likert-1.0': '7' });
    const values = formValuesOf(fields, postedInputs(fields, posted), postedQuery(fields, posted));
    expect(values['box-1']).to.deep.equal(['Mugs', 'Teapots', 'Plates']);
    const errors = validateForm(fields, values);
    expect(errors['box-1']).to.match(/Teapots/);
    expect(errors['likert-1']).to.be.a('string');
  });

  it('finds a missing required sub-value as the runtime does', () => {
    const posted = postedValues({ 'name-1.First': 'Ada' });
    const values = formValuesOf(fields, postedInputs(fields, posted), postedQuery(fields, posted));
    expect(validateForm(fields, values)['name-1']).to.equal('Name is required.');
  });

  it('gives a hidden field its page query value, else its own', () => {
    expect(hiddenValues(fields, new URLSearchParams('utm_campaign=autumn'))).to.deep.equal({ 'hidden-1': 'autumn' });
    expect(hiddenValues(fields, new URLSearchParams())).to.deep.equal({ 'hidden-1': 'none' });
  });

  it('points a message at the first control of its field', () => {
    expect(firstControlSub(fields[0]!)).to.equal('First');
    expect(firstControlSub(fields[1]!)).to.equal('Areacode');
    expect(firstControlSub(fields[2]!)).to.equal('0');
    expect(firstControlSub(fields[4]!)).to.equal('0-0');
    expect(firstControlSub(fields[7]!)).to.equal(undefined);
  });
});
