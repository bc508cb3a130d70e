/**
 * Analyzer plugin for sq-elements: documents what the element factory builds at run time.
 *
 * An element file declares `class SqX extends element({ view, props: { … } }) {}` and registers it
 * with `defineElement('sq-x', SqX)`. The analyzer sees neither the properties nor the tag in that
 * shape, so this plugin reads the `props` schema and the `defineElement` call from the source.
 */

const KINDS = new Set(['string', 'number', 'boolean', 'enum', 'json']);

/** Kinds whose property setter writes the attribute back (see `element()` in src/elements/define.ts). */
const REFLECTED = new Set(['string', 'number', 'boolean', 'enum']);

const NOT_LITERAL = Symbol('not literal');

/** `autoplayDuration` → `autoplay-duration`; the same rule as src/shared/dom/names.ts. */
export function camelToKebab(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function sqElementsPlugin() {
  return {
    name: 'sq-elements',
    analyzePhase({ ts, node, moduleDoc, context }) {
      if (ts.isClassDeclaration(node)) documentElementClass(ts, node, moduleDoc);
      if (ts.isCallExpression(node) && isCallTo(ts, node, 'defineElement')) addDefinition(ts, node, moduleDoc, context);
    },
    moduleLinkPhase({ moduleDoc }) {
      linkTagNames(moduleDoc);
    },
  };
}

function isCallTo(ts, node, name) {
  return ts.isIdentifier(node.expression) && node.expression.text === name;
}

function fail(ts, node, message) {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  throw new Error(`${file.fileName}:${line + 1}: ${message}`);
}

/** Strips the wrappers that do not change a value: parentheses, `as`, `satisfies`. */
function unwrap(ts, node) {
  let current = node;
  while (current && (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current))) {
    current = current.expression;
  }
  return current;
}

/** Follows an identifier to the initializer of a `const` declared at the top of the same file. */
function resolveLocal(ts, node) {
  const value = unwrap(ts, node);
  if (!value || !ts.isIdentifier(value)) return value;
  for (const statement of value.getSourceFile().statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find((item) => ts.isIdentifier(item.name) && item.name.text === value.text);
    if (declaration?.initializer) return resolveLocal(ts, declaration.initializer);
  }
  return value;
}

function propertyName(ts, property) {
  const { name } = property;
  if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))) return name.text;
  return undefined;
}

function findProperty(ts, objectLiteral, name) {
  return objectLiteral.properties.find((property) => propertyName(ts, property) === name);
}

/** The value of a property in an object literal, shorthand (`{ props }`) included. */
function propertyValue(ts, property) {
  if (!property) return undefined;
  if (ts.isPropertyAssignment(property)) return property.initializer;
  if (ts.isShorthandPropertyAssignment(property)) return property.name;
  return undefined;
}

/** The `element({...})` call a class extends, if it extends one. */
function elementCall(ts, node) {
  for (const clause of node.heritageClauses ?? []) {
    if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue;
    const expression = unwrap(ts, clause.types[0]?.expression);
    if (expression && ts.isCallExpression(expression) && isCallTo(ts, expression, 'element')) return expression;
  }
  return undefined;
}

function documentElementClass(ts, node, moduleDoc) {
  const call = elementCall(ts, node);
  if (!call) return;
  const className = node.name?.text;
  const classDoc = moduleDoc.declarations.find((declaration) => declaration.kind === 'class' && declaration.name === className);
  if (!classDoc) return;

  const options = resolveLocal(ts, call.arguments[0]);
  if (!options || !ts.isObjectLiteralExpression(options)) fail(ts, call, `${className}: element() needs an object literal.`);
  const schema = resolveLocal(ts, propertyValue(ts, findProperty(ts, options, 'props')));
  if (!schema || !ts.isObjectLiteralExpression(schema)) fail(ts, call, `${className}: element({ props }) needs an object literal.`);

  for (const property of schema.properties) {
    if (isIgnored(ts, property)) continue;
    const field = describeProperty(ts, className, property);
    mergeByName(classDoc, 'members', field);
    mergeByName(classDoc, 'attributes', attributeOf(field));
  }

  // The analyzer reads `element` as a mixin and finds no superclass; the element is an HTMLElement.
  delete classDoc.mixins;
  classDoc.superclass = { name: 'HTMLElement' };
}

/** `@ignore` and `@internal` keep a property out of the manifest, as they do for the analyzer. */
function isIgnored(ts, node) {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'ignore' || tag.tagName.text === 'internal');
}

function describeProperty(ts, className, property) {
  const name = propertyName(ts, property);
  const where = `${className}.props.${name ?? property.getText()}`;
  if (!name || !ts.isPropertyAssignment(property)) fail(ts, property, `${where}: write each property as \`name: prop.kind(…)\`.`);

  const call = resolveLocal(ts, property.initializer);
  const kind =
    call &&
    ts.isCallExpression(call) &&
    ts.isPropertyAccessExpression(call.expression) &&
    ts.isIdentifier(call.expression.expression) &&
    call.expression.expression.text === 'prop'
      ? call.expression.name.text
      : undefined;
  if (!KINDS.has(kind))
    fail(ts, property, `${where}: expected prop.string(), prop.number(), prop.boolean(), prop.enum<T>(values) or prop.json<T>().`);

  const options = readOptions(ts, where, call.arguments[kind === 'enum' ? 1 : 0]);
  const field = {
    kind: 'field',
    name,
    type: { text: typeText(ts, kind, call) },
    description: describe(ts, property),
    default: kind === 'boolean' && !options.optional ? 'false' : options.fallback,
    attribute: options.attribute ?? camelToKebab(name),
    reflects: REFLECTED.has(kind) || undefined,
  };
  return withoutUndefined(field);
}

function typeText(ts, kind, call) {
  if (kind === 'enum') {
    // The values as a union when written literally, else the type argument (`prop.enum<ImageFit>(…)`).
    const values = call.arguments[0] ? literalValue(ts, resolveLocal(ts, call.arguments[0])) : NOT_LITERAL;
    if (Array.isArray(values) && values.every((value) => typeof value === 'string')) return values.map((value) => `'${value}'`).join(' | ');
    return call.typeArguments?.[0]?.getText() ?? 'string';
  }
  if (kind !== 'json') return kind;
  return call.typeArguments?.[0]?.getText() ?? 'unknown';
}

function readOptions(ts, where, node) {
  const options = resolveLocal(ts, node);
  if (!options) return {};
  if (!ts.isObjectLiteralExpression(options)) fail(ts, node, `${where}: the options must be an object literal.`);

  const attributeNode = resolveLocal(ts, propertyValue(ts, findProperty(ts, options, 'attribute')));
  const attribute = attributeNode ? literalValue(ts, attributeNode) : undefined;
  if (attributeNode && typeof attribute !== 'string') fail(ts, attributeNode, `${where}: the attribute name must be a string literal.`);

  // A computed fallback cannot be shown faithfully, so the manifest records none.
  const fallbackNode = resolveLocal(ts, propertyValue(ts, findProperty(ts, options, 'fallback')));
  const fallback = fallbackNode ? literalValue(ts, fallbackNode) : NOT_LITERAL;
  const optionalNode = resolveLocal(ts, propertyValue(ts, findProperty(ts, options, 'optional')));
  const optional = optionalNode ? literalValue(ts, optionalNode) === true : false;
  return { attribute, optional, fallback: fallback === NOT_LITERAL ? undefined : JSON.stringify(fallback) };
}

/** The value of a literal (numbers, strings, booleans, null, and arrays and objects of those), else NOT_LITERAL. */
function literalValue(ts, node) {
  const value = unwrap(ts, node);
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (ts.isNumericLiteral(value)) return Number(value.text);
  if (ts.isPrefixUnaryExpression(value) && ts.isNumericLiteral(value.operand)) {
    if (value.operator === ts.SyntaxKind.MinusToken) return -Number(value.operand.text);
    if (value.operator === ts.SyntaxKind.PlusToken) return Number(value.operand.text);
  }
  if (value.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (value.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (value.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(value)) {
    const items = value.elements.map((element) => (ts.isSpreadElement(element) ? NOT_LITERAL : literalValue(ts, element)));
    return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
  }
  if (ts.isObjectLiteralExpression(value)) {
    const entries = value.properties.map((property) => {
      const key = propertyName(ts, property);
      return key !== undefined && ts.isPropertyAssignment(property) ? [key, literalValue(ts, property.initializer)] : [key, NOT_LITERAL];
    });
    return entries.some(([, item]) => item === NOT_LITERAL) ? NOT_LITERAL : Object.fromEntries(entries);
  }
  return NOT_LITERAL;
}

/** The property's own JSDoc text, the last block winning as in the analyzer. */
function describe(ts, property) {
  const block = property.jsDoc?.at(-1);
  const text = block?.comment ? ts.getTextOfJSDocComment(block.comment) : undefined;
  return text?.trim() || undefined;
}

function attributeOf(field) {
  return withoutUndefined({
    name: field.attribute,
    fieldName: field.name,
    type: field.type,
    description: field.description,
    default: field.default,
  });
}

/** Adds an entry, or completes one of the same name already written by a JSDoc tag (which wins). */
function mergeByName(classDoc, list, entry) {
  classDoc[list] ??= [];
  const index = classDoc[list].findIndex((item) => item.name === entry.name && !item.static);
  if (index === -1) classDoc[list].push(entry);
  else classDoc[list][index] = { ...entry, ...classDoc[list][index] };
}

function withoutUndefined(object) {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** Records `defineElement('sq-x', SqX)` as the analyzer records `customElements.define('sq-x', SqX)`. */
function addDefinition(ts, node, moduleDoc, context) {
  const [tagNode, classNode] = node.arguments;
  const tag = tagNode ? literalValue(ts, tagNode) : undefined;
  if (typeof tag !== 'string') fail(ts, node, 'defineElement() needs the tag name as a string literal.');
  if (!classNode || !ts.isIdentifier(classNode)) fail(ts, node, `defineElement('${tag}', …) needs the element class by name.`);

  const exists = moduleDoc.exports?.some((entry) => entry.kind === 'custom-element-definition' && entry.name === tag);
  if (exists) return;
  moduleDoc.exports = [
    ...(moduleDoc.exports ?? []),
    {
      kind: 'custom-element-definition',
      name: tag,
      declaration: { name: classNode.text, ...whereDeclared(moduleDoc, context, classNode.text) },
    },
  ];
}

/** The module or package a name comes from, written the way the analyzer writes it. */
function whereDeclared(moduleDoc, context, name) {
  const found = context?.imports?.find((item) => item.name === name);
  if (!found) return { module: moduleDoc.path };
  if (found.isBareModuleSpecifier) return { package: found.importPath };
  return { module: new URL(found.importPath, `file:///${moduleDoc.path}`).pathname };
}

function linkTagNames(moduleDoc) {
  for (const definition of moduleDoc.exports ?? []) {
    if (definition.kind !== 'custom-element-definition' || definition.declaration?.module !== moduleDoc.path) continue;
    const classDoc = moduleDoc.declarations?.find((declaration) => declaration.kind === 'class' && declaration.name === definition.declaration.name);
    if (!classDoc) continue;
    classDoc.tagName ??= definition.name;
    classDoc.customElement = true;
  }
}
