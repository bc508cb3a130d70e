import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonSyntaxProblem } from '../../server/site/json-syntax.js';

const VALUE = 'expected a value (an object, array, string, number, true, false or null)';

test('valid JSON has no syntax problem, whatever its nesting', () => {
  for (const text of [
    '{}',
    '[]',
    ' null ',
    '"a\\n\\u00e9"',
    '-1.5e+3',
    '{"a": [1, {"b": [true, false]}], "c": ""}',
    '['.repeat(50_000) + ']'.repeat(50_000),
  ]) {
    assert.equal(jsonSyntaxProblem(text), undefined, text.slice(0, 40));
    assert.doesNotThrow(() => JSON.parse(text));
  }
});

test('the first syntax error is placed by line and column, with what was expected there', () => {
  const cases = [
    ['', { line: 1, column: 1, problem: `${VALUE}, the file ends` }],
    ['{\n  "a": 1,\n  "b": \n', { line: 4, column: 1, problem: `${VALUE}, the file ends` }],
    ['{\n  "a": 1\n  "b": 2\n}', { line: 3, column: 3, problem: 'expected "," or "}", found "\\""' }],
    ['[1, 2,]', { line: 1, column: 7, problem: `${VALUE}, found "]"` }],
    ['{"a": 1,}', { line: 1, column: 9, problem: 'expected a property name in double quotes, found "}"' }],
    ["{'a': 1}", { line: 1, column: 2, problem: 'expected a property name in double quotes, found "\'"' }],
    ['{"a" 1}', { line: 1, column: 6, problem: 'expected ":" after the property name, found "1"' }],
    ['[\n  "open\n]', { line: 2, column: 8, problem: 'a line break or control character inside a string (write it as \\n, \\t, …)' }],
    ['["a\\q"]', { line: 1, column: 4, problem: 'an unknown escape in a string (a backslash is written \\\\)' }],
    ['["abc', { line: 1, column: 2, problem: 'a string that starts here is never closed with a double quote' }],
    ['{"a": tru}', { line: 1, column: 7, problem: `${VALUE}, found "t"` }],
    ['{"a": 1} {', { line: 1, column: 10, problem: 'unexpected text after the end of the JSON value, found "{"' }],
    ['[01]', { line: 1, column: 3, problem: 'expected "," or "]", found "1"' }],
  ];
  for (const [text, expected] of cases) {
    assert.throws(() => JSON.parse(text), SyntaxError, text);
    assert.deepEqual(jsonSyntaxProblem(text), expected, text);
  }
});
