/**
 * Writes the typings and editor data of every tag from custom-elements.json, so that each is derived
 * from the elements' own schema and JSDoc and none is written by hand:
 *
 *   types/elements.d.ts        element interfaces, their event maps, HTMLElementTagNameMap
 *   types/react.d.ts           React 19 JSX (`React.JSX.IntrinsicElements`), with `onsq-*` handlers
 *   types/vue.d.ts             Vue `GlobalComponents`, for vue-tsc and Volar
 *   types/svelte.d.ts          Svelte `SvelteHTMLElements` (svelte/elements), for svelte-check
 *   types/{react,vue,svelte}.js the JavaScript of those three entries: each starts the loader
 *   types/vscode.html-data.json, types/vscode.css-data.json   VS Code custom data
 *   types/web-types.json       JetBrains web-types
 *
 * The output is committed. `npm run manifest` runs this after the analyzer; `npm run types:check`
 * fails when a committed file differs from what this writes now.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));
const HEADER = '// Generated from custom-elements.json by scripts/generate-types.mjs: do not edit. Run `npm run manifest`.';

/** Every element of the manifest, sorted by tag. */
export function elementsOf(manifest) {
  const elements = [];
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.kind === 'class' && declaration.customElement && declaration.tagName) elements.push(declaration);
    }
  }
  return elements.sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** `sq-cart-page` → `SqCartPage`. */
export function pascal(tag) {
  return tag.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
}

const interfaceName = (element) => `${pascal(element.tagName)}Element`;
const eventMapName = (element) => `${pascal(element.tagName)}EventMap`;
const propsName = (element) => `${pascal(element.tagName)}Props`;
const attributesName = (element) => `${pascal(element.tagName)}Attributes`;

const fields = (element) => (element.members ?? []).filter((member) => member.kind === 'field' && !member.static && !member.privacy);

/** A JSON setting's attribute takes the JSON text; other attributes take their property's values, which the element reads back. */
function isJson(element, attribute) {
  const field = fields(element).find((member) => member.name === attribute.fieldName);
  return Boolean(field) && !field.reflects;
}

function doc(text, indent = '') {
  if (!text) return '';
  const lines = text.replaceAll('*/', '*\\/').split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

function elementDoc(element) {
  return [element.summary, element.description].filter(Boolean).join('\n\n');
}

function elementsFile(elements) {
  let out = `${HEADER}\n`;
  out +=
    '/* eslint-disable @typescript-eslint/no-empty-object-type -- an element without events has an empty map; the global tag map grows by extension */\n\n';
  out += doc('What every element of the library has besides its own properties.');
  out += 'export interface SqElementBase {\n';
  out += doc(
    'Resolves once the element has drawn everything set on it so far (attributes, properties, light-DOM changes), and at once when nothing is waiting to be drawn: await it after a change instead of waiting for a time.',
    '  ',
  );
  out += '  readonly updateComplete: Promise<boolean>;\n}\n\n';
  for (const element of elements) {
    const name = interfaceName(element);
    const events = element.events ?? [];
    out += doc(`Events of \`<${element.tagName}>\`, by name.`);
    out += `export interface ${eventMapName(element)} {\n`;
    for (const event of events) out += `${doc(event.description, '  ')}  ${key(event.name)}: ${event.type?.text ?? 'CustomEvent'};\n`;
    out += '}\n\n';

    out += doc(`The properties of \`<${element.tagName}>\`; each also has an attribute, named in kebab-case.`);
    out += `export interface ${propsName(element)} {\n`;
    for (const field of fields(element)) {
      const type = field.type?.text ?? 'unknown';
      const attribute = field.attribute ? `Attribute: \`${field.attribute}\`.` : '';
      out += doc([field.description, attribute].filter(Boolean).join(' '), '  ');
      out += `  ${key(field.name)}: ${field.default === undefined ? `${type} | undefined` : type};\n`;
    }
    out += '}\n\n';

    out += doc(`What markup and frameworks may set on \`<${element.tagName}>\`: its properties and the attributes named apart from them.`);
    out += `export interface ${attributesName(element)} {\n${propertyTypes(element)}${attributeTypes(element)}}\n\n`;

    out += doc(`\`<${element.tagName}>\`: ${elementDoc(element)}`);
    out += `export interface ${name} extends HTMLElement, SqElementBase, ${propsName(element)} {\n`;
    const map = `${eventMapName(element)} & HTMLElementEventMap`;
    for (const method of ['addEventListener', 'removeEventListener']) {
      const options = method === 'addEventListener' ? 'AddEventListenerOptions' : 'EventListenerOptions';
      out += `  ${method}<K extends keyof (${map})>(type: K, listener: (this: ${name}, event: (${map})[K]) => unknown, options?: boolean | ${options}): void;\n`;
      out += `  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | ${options}): void;\n`;
    }
    out += '}\n\n';
  }
  out += '/** Every tag the library defines, and its element. */\nexport interface SqElementTagNameMap {\n';
  for (const element of elements) out += `  '${element.tagName}': ${interfaceName(element)};\n`;
  out += '}\n\n';
  out += 'declare global {\n  interface HTMLElementTagNameMap extends SqElementTagNameMap {}\n}\n';
  return out;
}

/** The attributes whose kebab-case name differs from the property's, as markup writes them; a JSON setting's takes its JSON text. */
function attributeTypes(element) {
  let out = '';
  for (const attribute of element.attributes ?? []) {
    const field = fields(element).find((member) => member.name === attribute.fieldName);
    if (field && field.name === attribute.name) continue;
    const type = isJson(element, attribute) ? 'string' : field ? `${propsName(element)}['${field.name}']` : (attribute.type?.text ?? 'string');
    out += `${doc(attribute.description, '  ')}  ${key(attribute.name)}?: ${type};\n`;
  }
  return out;
}

/** Properties by their camelCase names, typed as the element's; a JSON one also takes its JSON text. */
function propertyTypes(element) {
  let out = '';
  for (const field of fields(element)) {
    const json = field.attribute && !field.reflects;
    out += `${doc(field.description, '  ')}  ${key(field.name)}?: ${propsName(element)}['${field.name}']${json ? ' | string' : ''};\n`;
  }
  return out;
}

/** Imports what a framework file uses from the element types, and offers them all to its users. */
function importElements(elements, what) {
  const names = elements.flatMap((element) => what(element));
  return `import type {\n${names.map((name) => `  ${name},`).join('\n')}\n} from './elements.js';\nexport type * from './elements.js';\n`;
}

/** The JavaScript behind a framework entry: it starts the loader, as the main entry does; its declarations add the tags. */
function entryModule(framework) {
  return `${HEADER}\n// Starts the loader as \`import 'sq-elements'\` does; the declarations beside this file teach ${framework} every tag.\nimport 'sq-elements';\n`;
}

function reactFile(elements) {
  let out = `${HEADER}\n`;
  out += importElements(elements, (element) => [attributesName(element), interfaceName(element), eventMapName(element)]);
  out += "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n\n";
  out += '/** React 19 sets a property the element has, else the attribute; an `onsq-*` prop listens for that event. */\n';
  out += 'type Handlers<M> = { [K in keyof M & string as `on${K}`]?: (event: M[K]) => void };\n';
  out += 'type ElementProps<E, Own> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof Own> & Own;\n\n';
  out += "declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n";
  for (const element of elements) {
    out += `${doc(`${element.summary ?? ''}`, '      ')}      '${element.tagName}': ElementProps<${interfaceName(element)}, ${attributesName(element)} & Handlers<${eventMapName(element)}>>;\n`;
  }
  out += '    }\n  }\n}\n';
  return out;
}

function vueFile(elements) {
  let out = `${HEADER}\n`;
  out += importElements(elements, (element) => [attributesName(element), interfaceName(element), eventMapName(element)]);
  out += "import type { HTMLAttributes, PublicProps } from 'vue';\n\n";
  out += "/**\n * A custom element as Vue's template type checker reads a component: the props from `$props`\n";
  out += ' * (attributes may be written in kebab-case, as Vue maps them), the events as `on*` listeners.\n */\n';
  out += 'type Listeners<M> = { [K in keyof M & string as `on${Capitalize<CamelCase<K>>}`]?: (event: M[K]) => void };\n';
  out += 'type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;\n';
  out +=
    'type DefineCustomElement<E, Props, M> = new () => E & {\n  $props: Omit<HTMLAttributes, keyof Props> & Partial<Props> & Listeners<M> & PublicProps;\n};\n\n';
  out += "declare module 'vue' {\n  interface GlobalComponents {\n";
  for (const element of elements) {
    out += `${doc(element.summary, '    ')}    '${element.tagName}': DefineCustomElement<${interfaceName(element)}, ${attributesName(element)}, ${eventMapName(element)}>;\n`;
  }
  out += '  }\n}\n';
  return out;
}

function svelteFile(elements) {
  let out = `${HEADER}\n`;
  out += importElements(elements, (element) => [attributesName(element), interfaceName(element), eventMapName(element)]);
  out += "import type { HTMLAttributes } from 'svelte/elements';\n\n";
  out += '/** Svelte 5 sets a property the element has, else the attribute; an `onsq-*` attribute listens for that event. */\n';
  out += 'type Handlers<M> = { [K in keyof M & string as `on${K}`]?: (event: M[K]) => void };\n';
  out += 'type ElementProps<E, Own> = Omit<HTMLAttributes<E>, keyof Own> & Own;\n\n';
  out += "declare module 'svelte/elements' {\n  interface SvelteHTMLElements {\n";
  for (const element of elements) {
    out += `${doc(element.summary, '    ')}    '${element.tagName}': ElementProps<${interfaceName(element)}, ${attributesName(element)} & Handlers<${eventMapName(element)}>>;\n`;
  }
  out += '  }\n}\n';
  return out;
}

/** The values of a type written as a union of string literals, else none. */
export function literalValues(text) {
  if (!text) return [];
  const parts = text.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : [];
}

function markdown(element) {
  return [element.summary, element.description].filter(Boolean).join('\n\n');
}

function vscodeHtmlData(elements, packageJson) {
  const reference = (element) => ({
    name: 'Reference',
    url: `${packageJson.homepage.replace(/#.*$/, '')}/blob/main/docs/elements/${element.tagName}.md`,
  });
  return {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tagName,
      description: { kind: 'markdown', value: markdown(element) },
      attributes: (element.attributes ?? []).map((attribute) => {
        const values = literalValues(attribute.type?.text);
        const valueSet = attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {};
        return {
          name: attribute.name,
          description: attribute.description ?? '',
          ...valueSet,
          ...(values.length ? { values: values.map((value) => ({ name: value })) } : {}),
        };
      }),
      references: [reference(element)],
    })),
  };
}

function vscodeCssData(elements) {
  const properties = new Map();
  const parts = new Map();
  for (const element of elements) {
    for (const property of element.cssProperties ?? []) {
      if (!properties.has(property.name))
        properties.set(property.name, { name: property.name, description: `${property.description ?? ''} (<${element.tagName}>)` });
    }
    for (const part of element.cssParts ?? []) {
      const name = `::part(${part.name})`;
      const entry = parts.get(name) ?? { name, description: '' };
      entry.description = [entry.description, `<${element.tagName}>: ${part.description ?? ''}`].filter(Boolean).join('\n');
      parts.set(name, entry);
    }
  }
  const byName = (a, b) => a.name.localeCompare(b.name);
  return { version: 1.1, properties: [...properties.values()].sort(byName), pseudoElements: [...parts.values()].sort(byName) };
}

function webTypes(elements, packageJson) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: packageJson.name,
    version: packageJson.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tagName,
          description: markdown(element),
          'doc-url': `${packageJson.homepage.replace(/#.*$/, '')}/blob/main/docs/elements/${element.tagName}.md`,
          attributes: (element.attributes ?? []).map((attribute) => {
            const type = attribute.type?.text ?? 'string';
            const values = literalValues(type);
            return {
              name: attribute.name,
              description: attribute.description ?? '',
              ...(attribute.default === undefined ? {} : { default: attribute.default }),
              // An on/off attribute may be written bare; any other takes a value.
              value: type === 'boolean' ? { type, required: false } : { type, kind: 'plain' },
              ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
            };
          }),
          slots: (element.slots ?? []).map((slot) => ({ name: slot.name, description: slot.description ?? '' })),
          events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
          js: {
            properties: fields(element).map((field) => ({
              name: field.name,
              description: field.description ?? '',
              type: field.type?.text ?? 'unknown',
            })),
            events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '', type: event.type?.text })),
          },
          css: {
            parts: (element.cssParts ?? []).map((part) => ({ name: part.name, description: part.description ?? '' })),
            properties: (element.cssProperties ?? []).map((property) => ({ name: property.name, description: property.description ?? '' })),
          },
        })),
      },
    },
  };
}

/** Every generated file, by path from the package root, as the text to write. */
export async function generate(manifest, packageJson) {
  const elements = elementsOf(manifest);
  const files = {
    'types/elements.d.ts': ['typescript', elementsFile(elements)],
    'types/react.d.ts': ['typescript', reactFile(elements)],
    'types/vue.d.ts': ['typescript', vueFile(elements)],
    'types/svelte.d.ts': ['typescript', svelteFile(elements)],
    'types/react.js': ['babel', entryModule('React')],
    'types/vue.js': ['babel', entryModule('Vue')],
    'types/svelte.js': ['babel', entryModule('Svelte')],
    'types/vscode.html-data.json': ['json', JSON.stringify(vscodeHtmlData(elements, packageJson))],
    'types/vscode.css-data.json': ['json', JSON.stringify(vscodeCssData(elements))],
    'types/web-types.json': ['json', JSON.stringify(webTypes(elements, packageJson))],
  };
  const config = (await prettier.resolveConfig(join(root, 'package.json'))) ?? {};
  const output = {};
  for (const [path, [parser, text]] of Object.entries(files)) output[path] = await prettier.format(text, { ...config, parser });
  return output;
}

async function main(args) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const output = await generate(manifest, packageJson);
  if (args.includes('--check')) {
    const stale = Object.entries(output).filter(([path, text]) => {
      try {
        return readFileSync(join(root, path), 'utf8') !== text;
      } catch {
        return true;
      }
    });
    if (stale.length === 0) {
      console.log('The generated types are up to date.');
      return 0;
    }
    console.error(`Stale generated files: run npm run manifest\n${stale.map(([path]) => `  ${path}`).join('\n')}`);
    return 1;
  }
  for (const [path, text] of Object.entries(output)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  console.log(`Wrote ${Object.keys(output).join(', ')}.`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
