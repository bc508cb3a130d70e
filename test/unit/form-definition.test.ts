import { toSiteContext } from '../../src/shared/site/context.js';
import { expect } from '@open-wc/testing';
import { parseFormDefinition, successRedirectOf } from '../../src/shared/forms/definition.js';
import { effectiveFields, type FormField } from '../../src/shared/forms/fields.js';
import { pageFieldsOf } from '../../src/shared/forms/page-fields.js';
import { resolveFormDefinition } from '../../src/shared/forms/source.js';
import { captureConsole } from '../helpers/console.js';

describe('form definitions', () => {
  it("keeps each field to its type's editable properties", () => {
    const form = parseFormDefinition({
      submitButtonText: 'Go',
      formHandlerFlags: ['textareaMaxLength'],
      fields: [
        { id: 'a', type: 'text', title: 'A', placeholder: 'p', required: true, options: ['x'], maxLength: 3 },
        { id: 'b', type: 'textarea', title: 'B', maxLength: 10, currencySymbol: '$' },
        { id: 'c', type: 'currency', title: 'C', currencySymbol: '€', placeholder: 'no' },
        { id: 'd', type: 'phone', title: 'D', showCountryCode: true, placeholder: 'no' },
        { id: 'e', type: 'section', title: 'E', underline: true, required: true },
        { id: 'f', type: 'hidden', title: 'F', key: 'k', value: 'v', description: 'no' },
        { id: 'g', type: 'likert', title: 'G', options: ['Q'], required: 'yes' },
      ],
    });
    expect(form.submitButtonText).to.equal('Go');
    expect(form.fields).to.deep.equal([
      { id: 'a', type: 'text', title: 'A', placeholder: 'p', required: true },
      { id: 'b', type: 'textarea', title: 'B', maxLength: 10 },
      { id: 'c', type: 'currency', title: 'C', currencySymbol: '€' },
      { id: 'd', type: 'phone', title: 'D', showCountryCode: true },
      { id: 'e', type: 'section', title: 'E', underline: true },
      { id: 'f', type: 'hidden', title: 'F', key: 'k', value: 'v' },
      { id: 'g', type: 'likert', title: 'G', options: ['Q'] },
    ]);
  });

  it("keeps a textarea's maxLength whatever the form-handler flags: the flag only decides what the form builder offers", () => {
    const fields = [{ id: 'b', type: 'textarea', title: 'B', maxLength: 10 }];
    expect(parseFormDefinition({ fields }).fields).to.deep.equal([{ id: 'b', type: 'textarea', title: 'B', maxLength: 10 }]);
    expect(parseFormDefinition({ fields, formHandlerFlags: ['other'] }).fields[0]).to.have.property('maxLength', 10);
    expect(parseFormDefinition({ fields, formHandlerFlags: ['textareaMaxLength'] }).fields[0]).to.have.property('maxLength', 10);
  });

  it('gives maxLength to no other field type, as the server does', () => {
    const fields = [
      { id: 'a', type: 'text', title: 'A', maxLength: 3 },
      { id: 'b', type: 'textarea', title: 'B', maxLength: 10 },
    ] as FormField[];
    expect(effectiveFields({ fields })).to.deep.equal([{ id: 'a', type: 'text', title: 'A' }, fields[1]]);
  });

  it('skips unknown field types with a warning, and throws without a fields list', () => {
    const console = captureConsole();
    try {
      const form = parseFormDefinition({
        fields: [
          { id: 'x', type: 'signature', title: 'X' },
          { id: 'y', type: 'text', title: 'Y' },
        ],
      });
      expect(form.fields.map((field) => field.id)).to.deep.equal(['y']);
      expect(console.warnings.join()).to.contain('unknown type "signature"');
    } finally {
      console.restore();
    }
    expect(() => parseFormDefinition({})).to.throw('fields');
    expect(() => parseFormDefinition([])).to.throw();
  });

  it("takes successRedirect, or the site definition's postSubmitRedirect", () => {
    expect(successRedirectOf({ fields: [], successRedirect: '/a', postSubmitRedirect: '/b' })).to.equal('/a');
    expect(successRedirectOf({ fields: [], postSubmitRedirect: '/b' })).to.equal('/b');
    expect(successRedirectOf({ fields: [] })).to.equal(undefined);
  });

  it('derives the page fields from the site context', () => {
    const doc = { title: 'Contact' };
    expect(pageFieldsOf(undefined, doc, '/contact')).to.deep.equal({
      pageTitle: 'Contact',
      pageId: null,
      contentSource: null,
      pagePath: '/contact',
      pagePermissionTypeValue: null,
    });
    expect(pageFieldsOf({ itemId: 'i1', collectionId: 'c1' }, doc, '/p')).to.include({ pageId: 'i1', contentSource: 'i' });
    expect(pageFieldsOf({ collectionId: 'c1', collection: { id: 'c1', permissionType: 2 } }, doc, '/p')).to.include({
      pageId: 'c1',
      contentSource: 'c',
      pagePermissionTypeValue: 2,
    });
  });

  it('takes the definition from the property, else a JSON script child, else the website context by form id', () => {
    const context = toSiteContext({ forms: [{ id: 'f1', fields: [{ id: 'c', type: 'text', title: 'From context' }] }] });
    const host = document.createElement('div');
    const titleOf = (source: ReturnType<typeof resolveFormDefinition>) => (source.ok ? source.form.fields[0]?.title : source.reason);
    expect(titleOf(resolveFormDefinition(undefined, host, 'f1', context))).to.equal('From context');
    expect(titleOf(resolveFormDefinition(undefined, host, 'f2', context))).to.equal('no definition for form f2');
    host.innerHTML = '<script type="application/json">{"fields":[{"id":"s","type":"text","title":"From script"}]}</script>';
    expect(titleOf(resolveFormDefinition(undefined, host, 'f1', context))).to.equal('From script');
    expect(titleOf(resolveFormDefinition({ fields: [{ id: 'p', type: 'text', title: 'From property' }] }, host, 'f1', context))).to.equal(
      'From property',
    );
    host.innerHTML = '<script type="application/json">{oops</script>';
    expect(titleOf(resolveFormDefinition(undefined, host, 'f1', context))).to.match(/^its JSON script is not valid JSON/);
  });
});
