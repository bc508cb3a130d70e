import { expect } from '@open-wc/testing';
import corpusJson from '../fixtures/form-definitions.json';
import { parseFormDefinition } from '../../src/shared/forms/definition.js';
import { formDefinitionProblems } from '../../src/shared/forms/definition-schema.js';
import { captureConsole } from '../helpers/console.js';

/** The corpus the server's test runs too: both sides must accept and refuse the same definitions. */
const corpus = corpusJson as Array<{ about: string; accepted: boolean; definition: { fields?: unknown } }>;

/** What <sq-form> makes of a definition: whether it drew it whole, and the warnings it gave. */
function drawn(definition: unknown) {
  const console = captureConsole();
  try {
    const form = parseFormDefinition(definition);
    return { refused: false, form, warnings: console.warnings };
  } catch {
    return { refused: true, form: undefined, warnings: console.warnings };
  } finally {
    console.restore();
  }
}

describe('the one form schema, in the browser', () => {
  for (const { about, accepted, definition } of corpus) {
    it(`${accepted ? 'accepts' : 'refuses'} ${about}`, () => {
      const problems = formDefinitionProblems(definition);
      const stored = formDefinitionProblems(definition, { stored: true });
      const result = drawn(definition);
      if (accepted) {
        expect(problems).to.deep.equal([]);
        expect(stored).to.deep.equal([]);
        expect(result.refused).to.equal(false);
        expect(result.warnings).to.deep.equal([]);
        expect(result.form?.fields.map((field) => field.id)).to.deep.equal((definition.fields as Array<{ id: string }>).map((field) => field.id));
      } else {
        expect(problems).to.not.deep.equal([]);
        // The server checks a stored form by the same rules: its first problem is the first the browser finds.
        expect(stored[0]?.message).to.equal(problems[0]?.message);
        // <sq-form> refuses the definition outright, or draws it without what breaks the schema, saying so.
        expect(result.refused || result.warnings.length > 0).to.equal(true);
        if (!result.refused) expect(result.warnings[0]).to.contain(problems[0]?.message);
      }
    });
  }

  it('leaves out what breaks the schema and keeps the rest', () => {
    const { form, warnings } = drawn({
      submitButtonText: 'x'.repeat(201),
      captcha: true,
      fields: [
        { id: 'a', type: 'radio', title: 'A', options: ['one', 2], required: true },
        { id: 'a', type: 'text', title: 'Repeat' },
        { id: 'b', type: 'text' },
      ],
    });
    expect(form).to.deep.equal({
      captcha: true,
      fields: [
        { id: 'a', type: 'radio', title: 'A', required: true },
        { id: 'b', type: 'text', title: '' },
      ],
    });
    expect(warnings).to.deep.equal([
      '<sq-form>: has a submitButtonText that is not text of at most 200 characters; leaving it out.',
      '<sq-form>: field 1 has options that are not a list of strings; leaving it out.',
      '<sq-form>: field 2 repeats the id "a"; skipping it.',
      '<sq-form>: field 3 needs a title; leaving it out.',
    ]);
  });

  it('needs an id and a name only of a stored definition', () => {
    expect(formDefinitionProblems({ fields: [] })).to.deep.equal([]);
    expect(formDefinitionProblems({ fields: [] }, { stored: true })).to.deep.equal([{ message: 'needs an id' }]);
    expect(formDefinitionProblems({ id: 'f', fields: [] }, { stored: true })).to.deep.equal([{ message: 'needs a name' }]);
  });
});
