/** Where JSON text first breaks, as an editor counts it (lines and columns from 1), and what was expected there. */
export interface JsonSyntaxProblem {
  line: number;
  column: number;
  problem: string;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/**
 * Finds the first syntax error of `text` (JSON.parse says only "at position N", or nothing but a
 * piece of the text). Undefined when the text is valid JSON. Iterative, so deep nesting is no risk.
 */
export function jsonSyntaxProblem(text: string): JsonSyntaxProblem | undefined {
  let at = 0;
  const stack: ('{' | '[')[] = [];
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at += 1;
  };
  const found = () => (at >= text.length ? 'the file ends' : `found ${JSON.stringify(text[at])}`);
  const problemAt = (offset: number, problem: string): JsonSyntaxProblem => {
    const before = text.slice(0, offset);
    const lineStart = before.lastIndexOf('\n') + 1;
    return { line: before.split('\n').length, column: offset - lineStart + 1, problem };
  };

  /** A string from its opening quote; the problem when it is not a proper one. */
  const string = (): JsonSyntaxProblem | undefined => {
    const start = at;
    at += 1;
    while (at < text.length) {
      const char = text[at] as string;
      if (char === '"') {
        at += 1;
        return undefined;
      }
      if (char < ' ') return problemAt(at, 'a line break or control character inside a string (write it as \\n, \\t, …)');
      if (char === '\\') {
        const escaped = text[at + 1] ?? '';
        if (escaped === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6)) : !ESCAPES.has(escaped)) {
          return problemAt(at, 'an unknown escape in a string (a backslash is written \\\\)');
        }
        at += escaped === 'u' ? 6 : 2;
      } else at += 1;
    }
    return problemAt(start, 'a string that starts here is never closed with a double quote');
  };

  /** A property name and its colon, after `{` or a comma in an object. */
  const key = (): JsonSyntaxProblem | undefined => {
    skipSpace();
    if (text[at] !== '"') return problemAt(at, `expected a property name in double quotes, ${found()}`);
    const problem = string();
    if (problem) return problem;
    skipSpace();
    if (text[at] !== ':') return problemAt(at, `expected ":" after the property name, ${found()}`);
    at += 1;
    return undefined;
  };

  for (;;) {
    // A value.
    skipSpace();
    const char = text[at];
    if (char === '{' || char === '[') {
      at += 1;
      skipSpace();
      if (text[at] === (char === '{' ? '}' : ']')) at += 1;
      else {
        stack.push(char);
        if (char === '{') {
          const problem = key();
          if (problem) return problem;
        }
        continue;
      }
    } else if (char === '"') {
      const problem = string();
      if (problem) return problem;
    } else {
      const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, at));
      NUMBER.lastIndex = at;
      const number = literal ?? NUMBER.exec(text)?.[0];
      if (!number) return problemAt(at, `expected a value (an object, array, string, number, true, false or null), ${found()}`);
      at += number.length;
    }
    // After a value: a comma, the end of its object or array, or the end of the text.
    for (;;) {
      skipSpace();
      const open = stack.at(-1);
      if (open === undefined) return at < text.length ? problemAt(at, `unexpected text after the end of the JSON value, ${found()}`) : undefined;
      const close = open === '{' ? '}' : ']';
      if (text[at] === close) {
        at += 1;
        stack.pop();
        continue;
      }
      if (text[at] !== ',') return problemAt(at, `expected "," or "${close}", ${found()}`);
      at += 1;
      if (open === '{') {
        const problem = key();
        if (problem) return problem;
      }
      break;
    }
  }
}
