import { expect } from '@open-wc/testing';
import type { FormField } from '../../src/shared/forms/fields.js';
import { csvCell, csvFile } from '../../src/shared/inbox/csv.js';
import { fieldText, submissionFields } from '../../src/shared/inbox/fields.js';
import { appendPage, formatInstant, withoutRow } from '../../src/shared/inbox/state.js';

const field = (type: FormField['type'], id: string = type): FormField => ({ id, type, title: type.toUpperCase() });

describe('inbox CSV', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain')).to.equal('plain');
    expect(csvCell('a,b')).to.equal('"a,b"');
    expect(csvCell('say "hi"')).to.equal('"say ""hi"""');
    expect(csvCell('two\r\nlines')).to.equal('"two\r\nlines"');
    expect(csvCell('one\nline')).to.equal('"one\nline"');
    expect(csvCell('')).to.equal('');
  });

  it('puts a leading apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`).replace(/^"/, '').startsWith(`'${start}`), start).to.equal(true);
    expect(csvCell('=HYPERLINK("x"),1')).to.equal('"\'=HYPERLINK(""x""),1"');
    expect(csvCell('a=b')).to.equal('a=b');
  });

  it('ends every record with CRLF', () => {
    expect(csvFile(['A', 'B'], [['1', '2,3']])).to.equal('A,B\r\n1,"2,3"\r\n');
    expect(csvFile(['A'], [])).to.equal('A\r\n');
  });
});

describe('inbox field texts', () => {
  it('writes each value shape as one line', () => {
    expect(fieldText(field('name'), ['Ada', 'Potter'])).to.equal('Ada Potter');
    expect(fieldText(field('phone'), ['', '207', '555', '0142'])).to.equal('207 555-0142');
    expect(fieldText(field('phone'), ['44', '20', '7946', '0018'])).to.equal('+44 20 7946-0018');
    expect(fieldText(field('address'), ['1 Road', '', 'Portland', 'ME', '04101', 'US'])).to.equal('1 Road, Portland, ME 04101, US');
    expect(fieldText(field('date'), ['11', '20', '2026'])).to.equal('11/20/2026');
    expect(fieldText(field('time'), ['9', '05', '', 'AM'])).to.equal('9:05 AM');
    expect(fieldText(field('time'), ['', '', '', ''])).to.equal('');
    expect(fieldText(field('checkbox'), ['Mugs', 'Bowls'])).to.equal('Mugs, Bowls');
    expect(fieldText(field('likert'), { 'The pace': '2', Again: '-1' })).to.equal('The pace: 2; Again: -1');
    expect(fieldText(field('text'), 'hello')).to.equal('hello');
    expect(fieldText(field('text'), undefined)).to.equal('');
  });

  it('lists every field but sections by title, in the form order, whatever the order of the values', () => {
    const form = { fields: [field('text', 'a'), field('section', 's'), field('email', 'b')] };
    expect(submissionFields(form, { b: 'x@example.com', a: 'first', extra: 'ignored' })).to.deep.equal([
      { id: 'a', title: 'TEXT', text: 'first' },
      { id: 'b', title: 'EMAIL', text: 'x@example.com' },
    ]);
  });
});

describe('inbox list state', () => {
  it('appends a page without repeating a row, and takes a deleted row out', () => {
    const first = { rows: [{ id: '1' }, { id: '2' }], nextCursor: 'c' };
    const both = appendPage(first, { rows: [{ id: '2' }, { id: '3' }], nextCursor: null });
    expect(both).to.deep.equal({ rows: [{ id: '1' }, { id: '2' }, { id: '3' }], nextCursor: null });
    expect(withoutRow(both, '2').rows).to.deep.equal([{ id: '1' }, { id: '3' }]);
  });

  it('formats an instant in the given language, and leaves text that is no time as it is', () => {
    expect(formatInstant('2026-11-01T12:30:00.000Z', 'en-US')).to.match(/^Nov 1, 2026, \d{1,2}:30\s?[AP]M$/);
    expect(formatInstant('not a time')).to.equal('not a time');
  });
});
