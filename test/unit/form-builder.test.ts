import { expect } from '@open-wc/testing';
import { builderProblems, builderProperties, builderShapeProblems, moveEntry, newField, typeLabel } from '../../src/shared/forms/builder.js';
import { formBody } from '../../src/shared/forms/builder-api.js';
import { FORM_FIELD_TYPES, type FormDefinition } from '../../src/shared/forms/fields.js';

const form = (overrides: Partial<FormDefinition> = {}): FormDefinition => ({ id: 'f', name: 'Contact', fields: [], ...overrides });

describe('the form builder’s rules', () => {
  it('moves an entry up or down, clamped to the list, leaving the input alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveEntry(list, 0, 1)).to.deep.equal(['b', 'a', 'c', 'd']);
    expect(moveEntry(list, 3, 2)).to.deep.equal(['a', 'b', 'd', 'c']);
    expect(moveEntry(list, 3, 0)).to.deep.equal(['d', 'a', 'b', 'c']);
    expect(moveEntry(list, 0, -1)).to.deep.equal(list);
    expect(moveEntry(list, 3, 9)).to.deep.equal(list);
    expect(moveEntry(list, 7, 0)).to.deep.equal(list);
    expect(list).to.deep.equal(['a', 'b', 'c', 'd']);
  });

  it('offers each type exactly its properties, and a textarea its maxLength only with the form-handler flag', () => {
    expect(builderProperties('text')).to.deep.equal(['description', 'placeholder', 'required']);
    expect(builderProperties('currency')).to.deep.equal(['description', 'currencySymbol', 'required']);
    expect(builderProperties('phone')).to.deep.equal(['description', 'required', 'showCountryCode']);
    expect(builderProperties('section')).to.deep.equal(['description', 'underline']);
    expect(builderProperties('likert')).to.deep.equal(['description', 'options', 'required']);
    expect(builderProperties('hidden')).to.deep.equal(['key', 'value']);
    expect(builderProperties('textarea')).to.deep.equal(['description', 'placeholder', 'required']);
    expect(builderProperties('textarea', ['textareaMaxLength'])).to.deep.equal(['description', 'placeholder', 'required', 'maxLength']);
  });

  it('makes a new field with an unused id, its type’s name as title and each property at its empty value', () => {
    expect(newField('text', [])).to.deep.equal({ id: 'text-1', type: 'text', title: 'Text', description: '', placeholder: '', required: false });
    expect(newField('text', [{ id: 'text-1' }, { id: 'text-2' }]).id).to.equal('text-3');
    expect(newField('radio', [])).to.deep.equal({
      id: 'radio-1',
      type: 'radio',
      title: 'Radio buttons',
      description: '',
      options: ['Option 1', 'Option 2'],
      required: false,
    });
    expect(newField('textarea', [], ['textareaMaxLength']).maxLength).to.equal(0);
    expect(newField('textarea', [])).not.to.have.property('maxLength');
    expect(newField('currency', []).currencySymbol).to.equal('$');
    expect(newField('hidden', [])).to.deep.equal({ id: 'hidden-1', type: 'hidden', title: 'Hidden', key: '', value: '' });
    for (const type of FORM_FIELD_TYPES) {
      const field = newField(type, [], ['textareaMaxLength']);
      expect(field.title).to.equal(typeLabel(type));
      expect(builderProblems(form({ fields: [field] })), type).to.deep.equal([]);
    }
  });

  it('finds the editor’s problems, each at its control, with the spec’s URL message for a redirect', () => {
    const problems = builderProblems(
      form({
        name: ' ',
        fields: [
          { id: 'a', type: 'text', title: '' },
          { id: 'b', type: 'select', title: 'Topic', options: ['', ' '] },
          { id: 'c', type: 'textarea', title: 'Message', maxLength: 1.5 },
          { id: 'd', type: 'hidden', title: '' },
        ],
        formHandlerFlags: ['textareaMaxLength'],
        successRedirect: 'javascript:alert(1)',
        submitButtonText: 'x'.repeat(201),
      }),
    );
    expect(problems).to.deep.equal([
      { property: 'name', message: 'Enter the form’s name.' },
      { field: 'a', property: 'title', message: 'Enter the field’s title.' },
      { field: 'b', property: 'options', message: 'Enter at least one option, one a line.' },
      { field: 'c', property: 'maxLength', message: 'Enter a whole number, 0 for no limit.' },
      { property: 'submitButtonText', message: 'Keep this to 200 characters.' },
      { property: 'successRedirect', message: 'javascript:alert(1) is not a valid page URL.' },
    ]);
    for (const good of ['/thank-you', 'https://example.com/thanks', ''])
      expect(builderProblems(form({ successRedirect: good })), good).to.deep.equal([]);
    for (const bad of ['https:example.com', 'mailto:a@example.com', '/\\evil.example', 'java\tscript:alert(1)'])
      expect(
        builderProblems(form({ successRedirect: bad })).map((problem) => problem.message),
        bad,
      ).to.deep.equal([`${bad} is not a valid page URL.`]);
  });

  it('finds what the controls cannot send: unknown types and properties, bad and repeated ids', () => {
    const found = builderShapeProblems(
      {
        name: 'X',
        colour: 'red',
        fields: [
          { id: 'a', type: 'text', title: 'A', maxLength: 4 },
          { id: 'a', type: 'text', title: 'B' },
          { id: 'b c', type: 'text', title: 'C' },
          { id: 'd', type: 'slider', title: 'D' },
          { id: 'e', type: 'textarea', title: 'E', maxLength: 4 },
        ],
      },
      [],
    ).map((problem) => problem.message);
    expect(found).to.deep.equal([
      'The form has no property "colour" to edit.',
      'Field 1 (text) has no property "maxLength" to edit.',
      'Field 2 repeats the id "a".',
      'Field 3 needs an id of at most 100 letters, digits, hyphens and underscores.',
      `Field 4 has an unknown type "slider" (one of ${FORM_FIELD_TYPES.join(', ')}).`,
      'Field 5 (textarea) has no property "maxLength" to edit (the form-handler flag textareaMaxLength is off).',
    ]);
    expect(
      builderShapeProblems({ name: 'X', fields: [{ id: 'e', type: 'textarea', title: 'E', maxLength: 4 }] }, ['textareaMaxLength']),
    ).to.deep.equal([]);
  });

  it('sends the edited properties, each field cut to what its type offers', () => {
    const body = formBody({
      name: 'Contact',
      newsletter: true,
      postSubmitRedirect: '/old',
      formHandlerFlags: [],
      fields: [{ id: 'a', type: 'textarea', title: 'A', maxLength: 5, options: ['x'], placeholder: 'p' }],
    });
    expect(body).to.deep.equal({ name: 'Contact', fields: [{ id: 'a', type: 'textarea', title: 'A', placeholder: 'p' }] });
  });
});
