import { expect } from '@open-wc/testing';
import { type FormField, valueShapeOf } from '../../src/shared/forms/fields.js';
import {
  EMAIL_FORMAT_EXAMPLE,
  exceedsMaxLength,
  hasValueShape,
  isUsZipCode,
  isValidEmail,
  maxLengthOf,
  pickFieldValues,
  validateField,
  validateForm,
} from '../../src/shared/forms/validation.js';

const field = (type: FormField['type'], props: Partial<FormField> = {}): FormField => ({ id: `${type}-1`, type, title: 'Your answer', ...props });

const REQUIRED = 'Your answer is required.';
const EMAIL_INVALID = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const TOO_LONG = 'You have exceeded the character limit.';
const BAD_ZIP = 'Zip code is not valid. US zip codes should have 5 digits.';
const UNPARSEABLE = 'Could not parse the form fields, please check your entries.';

describe('isValidEmail', () => {
  it('accepts simple addresses with a TLD of 2 to 4 letters or digits', () => {
    for (const email of ['a@b.co', 'ada.potter+mugs@example.com', 'x@mail.example.info', 'x@host.c0m', 'A@B.CO']) {
      expect(isValidEmail(email), email).to.be.true;
    }
  });

  it('refuses anything else', () => {
    for (const email of [
      '',
      'ab',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada@example.c',
      'ada@example.comme',
      'ada@exa mple.com',
      'ada@@example.com',
      'ada@example..com',
      'ada@.com',
      'ada@example.co_',
    ]) {
      expect(isValidEmail(email), email).to.be.false;
    }
  });

  it('is 3 to 256 characters long', () => {
    const local = (length: number) => 'a'.repeat(length);
    expect(isValidEmail(`${local(256 - '@example.com'.length)}@example.com`)).to.be.true;
    expect(isValidEmail(`${local(257 - '@example.com'.length)}@example.com`)).to.be.false;
  });

  it('shows the example address in its message', () => {
    expect(EMAIL_FORMAT_EXAMPLE).to.equal('user@domain.com');
  });
});

describe('isUsZipCode', () => {
  it('is exactly 5 digits', () => {
    expect(isUsZipCode('04101')).to.be.true;
    for (const zip of ['4101', '041011', '04101-1234', 'ABCDE', ' 04101', '']) expect(isUsZipCode(zip), zip).to.be.false;
  });
});

describe('maxLength', () => {
  it('a positive integer is a limit; 0 or anything invalid is none', () => {
    expect(maxLengthOf({ maxLength: 500 })).to.equal(500);
    for (const maxLength of [0, -1, 2.5, Number.NaN, '500' as unknown as number, undefined]) {
      expect(maxLengthOf({ maxLength }), String(maxLength)).to.equal(undefined);
    }
    expect(exceedsMaxLength('x'.repeat(5), { maxLength: 5 })).to.be.false;
    expect(exceedsMaxLength('x'.repeat(6), { maxLength: 5 })).to.be.true;
    expect(exceedsMaxLength('x'.repeat(6), { maxLength: 0 })).to.be.false;
  });
});

describe('value shapes', () => {
  it('maps each field type to how its value is sent', () => {
    expect(['name', 'address', 'date', 'time', 'phone'].map((type) => valueShapeOf(type as FormField['type']))).to.deep.equal([
      'parts',
      'parts',
      'parts',
      'parts',
      'parts',
    ]);
    expect(valueShapeOf('checkbox')).to.equal('list');
    expect(valueShapeOf('likert')).to.equal('map');
    expect(valueShapeOf('section')).to.equal('none');
    expect(['text', 'textarea', 'email', 'radio', 'select', 'hidden', 'number'].every((type) => valueShapeOf(type as FormField['type']) === 'text'))
      .to.be.true;
  });

  it('checks a value against its shape; absent always fits', () => {
    expect(hasValueShape(field('phone'), ['', '555', '123', '4567'])).to.be.true;
    expect(hasValueShape(field('phone'), ['', '555', '123', '4567', 'extra'])).to.be.false;
    expect(hasValueShape(field('name'), 'Ada Potter')).to.be.false;
    expect(hasValueShape(field('checkbox'), ['a', 1])).to.be.false;
    expect(hasValueShape(field('likert'), { q: '2' })).to.be.true;
    expect(hasValueShape(field('likert'), ['2'])).to.be.false;
    expect(hasValueShape(field('text'), 42)).to.be.false;
    expect(hasValueShape(field('text'), undefined)).to.be.true;
  });
});

describe('validateField', () => {
  it('passes empty optional fields of every type', () => {
    for (const type of ['text', 'email', 'name', 'address', 'phone', 'checkbox', 'likert', 'select'] as const) {
      expect(validateField(field(type), undefined, 'en'), type).to.equal(undefined);
    }
    expect(validateField(field('email'), '  ', 'en')).to.equal(undefined);
    expect(validateField(field('name'), ['', ''], 'en')).to.equal(undefined);
  });

  it('fails required fields that are empty, with the field title', () => {
    expect(validateField(field('text', { required: true }), '   ', 'en')).to.equal(REQUIRED);
    expect(validateField(field('email', { required: true }), undefined, 'en')).to.equal(REQUIRED);
    expect(validateField(field('checkbox', { required: true, options: ['a'] }), [], 'en')).to.equal(REQUIRED);
    expect(validateField(field('text', { required: true, title: 'Message' }), '', 'en')).to.equal('Message is required.');
  });

  it('a required parted field needs each of its required parts', () => {
    expect(validateField(field('name', { required: true }), ['Ada', ''], 'en')).to.equal(REQUIRED);
    expect(validateField(field('name', { required: true }), ['Ada', 'Potter'], 'en')).to.equal(undefined);
    expect(validateField(field('phone', { required: true }), ['', '555', '123', '4567'], 'en')).to.equal(undefined, 'the country code is optional');
    expect(validateField(field('phone', { required: true }), ['', '555', '', '4567'], 'en')).to.equal(REQUIRED);
    expect(validateField(field('address', { required: true }), ['1 Main St', '', 'Portland', 'ME', '04101', 'US'], 'en')).to.equal(
      undefined,
      'line 2 is optional',
    );
    expect(validateField(field('address', { required: true }), ['1 Main St', '', '', 'ME', '04101', 'US'], 'en')).to.equal(REQUIRED);
    expect(validateField(field('time', { required: true }), ['10', '30', '', 'AM'], 'en')).to.equal(undefined);
    expect(validateField(field('date', { required: true }), ['4', '12', ''], 'en')).to.equal(REQUIRED);
  });

  it('a required likert needs an answer to every question', () => {
    const likert = field('likert', { required: true, options: ['Pace', 'Again'] });
    expect(validateField(likert, { Pace: '1' }, 'en')).to.equal(REQUIRED);
    expect(validateField(likert, { Pace: '1', Again: '-2' }, 'en')).to.equal(undefined);
  });

  it('checks email fields, trimmed', () => {
    expect(validateField(field('email'), 'ada@example', 'en')).to.equal(EMAIL_INVALID);
    expect(validateField(field('email'), ' ada@example.com ', 'en')).to.equal(undefined);
  });

  it('checks the character limit', () => {
    expect(validateField(field('textarea', { maxLength: 10 }), 'x'.repeat(11), 'en')).to.equal(TOO_LONG);
    expect(validateField(field('textarea', { maxLength: 10 }), 'x'.repeat(10), 'en')).to.equal(undefined);
    expect(validateField(field('textarea', { maxLength: 0 }), 'x'.repeat(5000), 'en')).to.equal(undefined);
  });

  it('checks the zip code of a US address only', () => {
    const address = (zip: string, country: string) => ['1 Main St', '', 'Portland', 'ME', zip, country];
    expect(validateField(field('address'), address('4101', 'United States'), 'en')).to.equal(BAD_ZIP);
    expect(validateField(field('address'), address('04101-1234', 'US'), 'en')).to.equal(BAD_ZIP);
    expect(validateField(field('address'), address('04101', 'usa'), 'en')).to.equal(undefined);
    expect(validateField(field('address'), address('SW1A 1AA', 'United Kingdom'), 'en')).to.equal(undefined);
    expect(validateField(field('address'), address('', 'United States'), 'en')).to.equal(undefined, 'an optional address may leave it out');
  });

  it('choices must be the field\u2019s own, and likert answers from -2 to 2', () => {
    const options = ['Mugs', 'Bowls'];
    expect(validateField(field('select', { options }), 'Plates', 'en')).to.equal('Plates is not one of the expected options.');
    expect(validateField(field('radio', { options }), 'Bowls', 'en')).to.equal(undefined);
    expect(validateField(field('checkbox', { options }), ['Mugs', 'Cups'], 'en')).to.equal('Cups is not one of the expected options.');
    expect(validateField(field('likert', { options: ['Pace'] }), { Pace: '3' }, 'en')).to.equal('3 is not one of the expected options.');
    expect(validateField(field('likert', { options: ['Pace'] }), { Other: '1' }, 'en')).to.equal('Other is not one of the expected options.');
  });

  it('a value of the wrong shape cannot be parsed', () => {
    expect(validateField(field('name'), 'Ada Potter', 'en')).to.equal(UNPARSEABLE);
    expect(validateField(field('text', { required: true }), { a: 1 }, 'en')).to.equal(UNPARSEABLE);
  });

  it('section fields always pass; hidden fields take any text', () => {
    expect(validateField(field('section', { required: true }), undefined, 'en')).to.equal(undefined);
    expect(validateField(field('hidden'), 'spring-sale', 'en')).to.equal(undefined);
  });
});

describe('validateForm', () => {
  const fields = [
    field('email', { id: 'email', required: true, title: 'Email' }),
    field('textarea', { id: 'message', maxLength: 5 }),
    field('section', { id: 'section' }),
  ];

  it('gives every failing field\u2019s message by field id, or nothing', () => {
    expect(validateForm(fields, { email: 'nope', message: 'too long' }, 'en')).to.deep.equal({ email: EMAIL_INVALID, message: TOO_LONG });
    expect(validateForm(fields, { email: 'a@b.co' }, 'en')).to.deep.equal({});
  });

  it('does not read inherited properties as values', () => {
    const values = Object.create({ email: 'a@b.co' }) as Record<string, unknown>;
    expect(validateForm(fields, values, 'en')).to.deep.equal({ email: 'Email is required.' });
  });

  it('pickFieldValues keeps the form\u2019s own fields only', () => {
    expect(pickFieldValues(fields, { email: 'a@b.co', other: 'x', section: 'y', message: null })).to.deep.equal({ email: 'a@b.co' });
  });
});
