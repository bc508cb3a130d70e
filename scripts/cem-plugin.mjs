/**
 * Analyzer plugin for sq-elements: documents what the element factory builds at run time.
 *
 * An element file declares `class SqX extends element({ view, props: { … } }) {}` and registers it
 * with `defineElement('sq-x', SqX)`. The analyzer sees neither the properties nor the tag in that
 * shape, so this plugin reads the `props` schema and the `defineElement` call from the source.
 */

import { dirname, resolve } from 'node:path';
import typescript from 'typescript';

const KINDS = new Set(['string', 'number', 'boolean', 'enum', 'json']);

/** Kinds whose property setter writes the attribute back (see `element()` in src/elements/define.ts). */
const REFLECTED = new Set(['string', 'number', 'boolean', 'enum']);

const NOT_LITERAL = Symbol('not literal');

/** `autoplayDuration` → `autoplay-duration`; the same rule as src/shared/dom/names.ts. */
export function camelToKebab(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function sqElementsPlugin() {
  const types = new ValueTypes();
  return {
    name: 'sq-elements',
    analyzePhase({ ts, node, moduleDoc, context }) {
      if (ts.isClassDeclaration(node)) documentElementClass(ts, node, moduleDoc, types);
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

function documentElementClass(ts, node, moduleDoc, types) {
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
    const field = describeProperty(ts, className, property, types);
    mergeByName(classDoc, 'members', field);
    mergeByName(classDoc, 'attributes', attributeOf(field));
  }

  // An event typed `CustomEvent<Detail>` by the name of its detail type gets the type written out.
  for (const event of classDoc.events ?? []) {
    const detail = /^CustomEvent<([A-Za-z_$][\w$]*)>$/.exec(event.type?.text ?? '')?.[1];
    if (detail) event.type = { text: `CustomEvent<${types.named(node, detail)}>` };
  }

  // The analyzer reads `element` as a mixin and finds no superclass; the element is an HTMLElement.
  delete classDoc.mixins;
  classDoc.superclass = { name: 'HTMLElement' };
}

/** `@ignore` and `@internal` keep a property out of the manifest, as they do for the analyzer. */
function isIgnored(ts, node) {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'ignore' || tag.tagName.text === 'internal');
}

function describeProperty(ts, className, property, types) {
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
    type: { text: types.of(call) },
    description: describe(ts, property),
    default: kind === 'boolean' && !options.optional ? 'false' : options.fallback,
    attribute: options.attribute ?? camelToKebab(name),
    reflects: REFLECTED.has(kind) || undefined,
  };
  return withoutUndefined(field);
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

/** Type text deeper than this many nested objects is shortened to `object`. */
const MAX_DEPTH = 4;

/**
 * The value type of each `prop.kind<T>(…)` call, read from the TypeScript program of the element files
 * and written out in full, so the manifest names no type a reader cannot see: enumeration objects
 * imported from src/shared become unions of their values, and JSON shapes become object types.
 */
class ValueTypes {
  #program = undefined;

  /** The type text of the `PropSpec<T>` a schema call returns: its T. */
  of(call) {
    const sourceFile = call.getSourceFile();
    const program = this.#programWith(resolve(sourceFile.fileName));
    const checker = program.getTypeChecker();
    const file = program.getSourceFile(resolve(sourceFile.fileName));
    const node = file && nodeAt(file, call.getStart(sourceFile), call.getEnd());
    if (!node) fail(typescript, call, 'the type checker does not see this property.');
    const spec = checker.getTypeAtLocation(node);
    const marker = spec.getProperty('valueType');
    if (!marker) fail(typescript, call, 'expected a PropSpec<T>.');
    // `valueType?: T` reads as `T | undefined`; the undefined is the marker's, not the value's (null stays).
    return typeText(checker, checker.getTypeOfSymbolAtLocation(marker, node), 0, { dropUndefined: true });
  }

  /** The type text of a type `name` visible at the top of `node`'s file (an event detail type named in JSDoc). */
  named(node, name) {
    const sourceFile = node.getSourceFile();
    const program = this.#programWith(resolve(sourceFile.fileName));
    const checker = program.getTypeChecker();
    const file = program.getSourceFile(resolve(sourceFile.fileName));
    const flags = typescript.SymbolFlags.Type | typescript.SymbolFlags.Alias;
    let symbol = file && checker.getSymbolsInScope(file, flags).find((item) => item.name === name);
    if (!symbol) fail(typescript, node, `the type ${name} is not imported or declared in this file.`);
    if (symbol.flags & typescript.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return typeText(checker, checker.getDeclaredTypeOfSymbol(symbol), 0);
  }

  #programWith(fileName) {
    if (this.#program?.getSourceFile(fileName)) return this.#program;
    const rootNames = [...(this.#program?.getRootFileNames() ?? []), fileName];
    this.#program = typescript.createProgram({ rootNames, options: compilerOptions(fileName), oldProgram: this.#program });
    return this.#program;
  }
}

function compilerOptions(fileName) {
  const configPath = typescript.findConfigFile(dirname(fileName), typescript.sys.fileExists);
  const defaults = { strict: true, target: typescript.ScriptTarget.ES2022, module: typescript.ModuleKind.ESNext };
  if (!configPath) return { ...defaults, moduleResolution: typescript.ModuleResolutionKind.Bundler, jsx: typescript.JsxEmit.ReactJSX };
  const { config } = typescript.readConfigFile(configPath, typescript.sys.readFile);
  const parsed = typescript.parseJsonConfigFileContent(config, typescript.sys, dirname(configPath));
  return { ...defaults, ...parsed.options, noEmit: true };
}

/** The outermost node of `file` that spans exactly start…end. */
function nodeAt(file, start, end) {
  let found;
  const visit = (node) => {
    if (found || node.getStart(file) > start || node.getEnd() < end) return;
    if (node.getStart(file) === start && node.getEnd() === end) found = node;
    else typescript.forEachChild(node, visit);
  };
  typescript.forEachChild(file, visit);
  return found;
}

/** A type as self-contained text: literal unions spelled out, object types expanded, names of no declaration kept out. */
function typeText(checker, type, depth, { dropUndefined = false } = {}) {
  const { TypeFlags } = typescript;
  if (type.flags & (TypeFlags.Any | TypeFlags.Unknown)) return 'unknown';
  if (type.flags & TypeFlags.StringLiteral) return `'${type.value.replaceAll("'", "\\'")}'`;
  if (type.flags & (TypeFlags.NumberLiteral | TypeFlags.BooleanLiteral)) return checker.typeToString(type);
  if (type.flags & (TypeFlags.String | TypeFlags.Number | TypeFlags.Boolean | TypeFlags.Null | TypeFlags.Undefined)) {
    return checker.typeToString(type);
  }
  if (type.flags & TypeFlags.TemplateLiteral) return checker.typeToString(type);
  if (type.isUnion()) {
    const given = dropUndefined ? type.types.filter((member) => !(member.flags & TypeFlags.Undefined)) : type.types;
    if (given.length === 1) return typeText(checker, given[0], depth);
    const members = given.filter((member) => !(member.flags & TypeFlags.BooleanLiteral));
    const texts = members.map((member) => typeText(checker, member, depth));
    if (members.length < given.length) texts.push('boolean');
    // Absent values read last: `string | undefined`.
    const absent = (text) => text === 'undefined' || text === 'null';
    return [...new Set([...texts.filter((text) => !absent(text)), ...texts.filter(absent)])].join(' | ');
  }
  if (type.isIntersection() && type.types.every((member) => member.flags & TypeFlags.Object && !member.getCallSignatures().length)) {
    return objectText(checker, type, depth);
  }
  if (type.isIntersection()) return type.types.map((member) => grouped(typeText(checker, member, depth))).join(' & ');
  if (checker.isArrayType(type)) {
    const [item] = checker.getTypeArguments(type);
    return `${grouped(item ? typeText(checker, item, depth) : 'unknown')}[]`;
  }
  if (checker.isTupleType(type))
    return `[${checker
      .getTypeArguments(type)
      .map((item) => typeText(checker, item, depth))
      .join(', ')}]`;
  if (type.getCallSignatures().length) return checker.typeToString(type, undefined, typescript.TypeFormatFlags.NoTruncation);
  if (type.flags & TypeFlags.Object) return objectText(checker, type, depth);
  return checker.typeToString(type, undefined, typescript.TypeFormatFlags.NoTruncation);
}

function objectText(checker, type, depth) {
  if (depth >= MAX_DEPTH) return 'object';
  const entries = checker.getPropertiesOfType(type).map((symbol) => {
    const optional = (symbol.flags & typescript.SymbolFlags.Optional) !== 0;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const readonly = declaration && typescript.getCombinedModifierFlags(declaration) & typescript.ModifierFlags.Readonly ? 'readonly ' : '';
    let value = checker.getTypeOfSymbol(symbol);
    if (optional) value = checker.getNonNullableType(value);
    const key = /^[A-Za-z_$][\w$]*$/.test(symbol.name) ? symbol.name : `'${symbol.name}'`;
    return `${readonly}${key}${optional ? '?' : ''}: ${typeText(checker, value, depth + 1)}`;
  });
  const index = checker
    .getIndexInfosOfType(type)
    .map((info) => `[key: ${checker.typeToString(info.keyType)}]: ${typeText(checker, info.type, depth + 1)}`);
  if (entries.length === 0 && index.length === 1 && checker.getIndexInfosOfType(type)[0].keyType.flags & typescript.TypeFlags.String) {
    return `Record<string, ${typeText(checker, checker.getIndexInfosOfType(type)[0].type, depth + 1)}>`;
  }
  const members = [...index, ...entries];
  if (members.length === 0) return 'object';
  return `{ ${members.join('; ')} }`;
}

/** Parenthesizes a union or intersection where it is an array item or an intersection member. */
function grouped(text) {
  return / [|&] /.test(text) && !/^[{[]/.test(text) ? `(${text})` : text;
}
