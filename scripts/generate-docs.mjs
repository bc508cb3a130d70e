// Writes the element reference under docs/elements/ from custom-elements.json: one page per tag and an
// index. The descriptions are the elements' JSDoc as the manifest holds it, so nothing is written twice;
// each page's example is docs/examples/<tag>.html, the same markup the reference server runs live.
//
//   node scripts/generate-docs.mjs           write the pages (npm run docs)
//   node scripts/generate-docs.mjs --check   fail when a page differs from what would be written (npm run docs:check)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the generated pages go and where their examples come from, relative to the project root. */
export const ELEMENTS_DIR = 'docs/elements';
export const EXAMPLES_DIR = 'docs/examples';

/** Every custom element in the manifest, sorted by tag: its declaration and the module that holds it. */
export function elementsOf(manifest) {
  const elements = [];
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.customElement && declaration.tagName) elements.push({ tag: declaration.tagName, declaration, modulePath: module.path });
    }
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** Text as one Markdown table cell: one line, and a `|` that cannot end the cell. */
export function cell(text) {
  return String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** Inline code that survives any backticks inside it. */
function code(text) {
  const value = String(text);
  const fence = value.includes('`') ? '``' : '`';
  return `${fence}${fence.length > 1 ? ' ' : ''}${value}${fence.length > 1 ? ' ' : ''}${fence}`;
}

function table(headings, rows) {
  return [`| ${headings.join(' | ')} |`, `|${headings.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join(
    '\n',
  );
}

const typeOf = (entry) => (entry?.type?.text ? code(entry.type.text) : '');
const defaultOf = (...entries) => {
  const value = entries.find((entry) => entry?.default !== undefined)?.default;
  return value === undefined ? '' : code(value);
};

/** A fenced code block whose fence is longer than any run of backticks in the text. */
function fenced(language, text) {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text.trimEnd()}\n${fence}`;
}

function section(title, body) {
  return `## ${title}\n\n${body}`;
}

/** The reference page of one element, in Markdown. */
export function elementPage({ tag, declaration, modulePath }, example) {
  const members = (declaration.members ?? []).filter((member) => member.kind === 'field' && !member.static && !member.privacy);
  const memberByName = new Map(members.map((member) => [member.name, member]));
  const attributes = declaration.attributes ?? [];
  const attributeFields = new Set(attributes.map((attribute) => attribute.fieldName).filter(Boolean));
  const properties = members.filter((member) => !member.attribute && !attributeFields.has(member.name));
  const parts = [`# \`<${tag}>\``];
  if (declaration.summary) parts.push(declaration.summary.trim());
  if (declaration.description) parts.push(declaration.description.trim());
  parts.push(section('Example', fenced('html', example)));

  parts.push(
    section(
      'Attributes',
      attributes.length
        ? table(
            ['Attribute', 'Property', 'Type', 'Default', 'Description'],
            attributes.map((attribute) => {
              const member = memberByName.get(attribute.fieldName);
              return [
                code(attribute.name),
                attribute.fieldName ? code(attribute.fieldName) : '',
                typeOf(attribute) || typeOf(member),
                defaultOf(attribute, member),
                attribute.description ?? member?.description ?? '',
              ];
            }),
          )
        : 'None.',
    ),
  );
  parts.push(
    section(
      'Properties',
      properties.length
        ? table(
            ['Property', 'Type', 'Default', 'Description'],
            properties.map((member) => [code(member.name), typeOf(member), defaultOf(member), member.description ?? '']),
          )
        : attributes.length
          ? 'Each attribute above has the property beside it; there are no others.'
          : 'None.',
    ),
  );
  const events = declaration.events ?? [];
  parts.push(
    section(
      'Events',
      events.length
        ? table(
            ['Event', 'Type', 'Description'],
            events.map((event) => [code(event.name), typeOf(event), event.description ?? '']),
          )
        : 'None.',
    ),
  );
  const slots = declaration.slots ?? [];
  parts.push(
    section(
      'Slots',
      slots.length
        ? table(
            ['Slot', 'Description'],
            slots.map((slot) => [slot.name ? code(slot.name) : '(default)', slot.description ?? '']),
          )
        : 'None.',
    ),
  );
  const cssParts = declaration.cssParts ?? [];
  parts.push(
    section(
      'CSS parts',
      cssParts.length
        ? table(
            ['Part', 'Description'],
            cssParts.map((part) => [code(part.name), part.description ?? '']),
          )
        : 'None.',
    ),
  );
  const cssProperties = declaration.cssProperties ?? [];
  parts.push(
    section(
      'CSS custom properties',
      cssProperties.length
        ? table(
            ['Property', 'Default', 'Description'],
            cssProperties.map((property) => [code(property.name), defaultOf(property), property.description ?? '']),
          )
        : 'None.',
    ),
  );
  parts.push(
    `---\n\nGenerated by \`npm run docs\` from \`custom-elements.json\`. The descriptions are the JSDoc in \`${modulePath}\`; ` +
      `the example is \`${EXAMPLES_DIR}/${tag}.html\`. See also [every element](index.md) and [getting started](../guides/getting-started.md).`,
  );
  return `${parts.join('\n\n')}\n`;
}

/** The index of every element: its tag, linked to its page, and its summary. */
export function indexPage(elements) {
  return `${[
    '# Elements',
    'Every custom element in the library, one page each: its attributes and properties, events, slots, CSS parts and CSS custom properties, with a live example on the reference server.',
    table(
      ['Element', 'What it is'],
      elements.map(({ tag, declaration }) => [`[${code(`<${tag}>`)}](${tag}.md)`, declaration.summary ?? '']),
    ),
    '---\n\nGenerated by `npm run docs` from `custom-elements.json`.',
  ].join('\n\n')}\n`;
}

/** Every generated page, path (relative to the project root) to text. Fails on an element without an example. */
export function generateDocs(manifest, readExample) {
  const elements = elementsOf(manifest);
  const pages = new Map();
  for (const element of elements) {
    const example = readExample(element.tag);
    if (example === undefined) throw new Error(`${EXAMPLES_DIR}/${element.tag}.html is missing: every element's page shows an example.`);
    pages.set(`${ELEMENTS_DIR}/${element.tag}.md`, elementPage(element, example));
  }
  pages.set(`${ELEMENTS_DIR}/index.md`, indexPage(elements));
  return pages;
}

/** The pages as they should be, read from the files under `base`. */
export function generateFrom(base = root) {
  const manifest = JSON.parse(readFileSync(join(base, 'custom-elements.json'), 'utf8'));
  return generateDocs(manifest, (tag) => {
    const path = join(base, EXAMPLES_DIR, `${tag}.html`);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  });
}

/** What differs between the generated pages and those on disk: changed or missing pages, and pages no element has any more. */
export function staleDocs(base = root, pages = generateFrom(base)) {
  const stale = [];
  for (const [path, text] of pages) {
    const file = join(base, path);
    if (!existsSync(file)) stale.push(`missing: ${path}`);
    else if (readFileSync(file, 'utf8') !== text) stale.push(`changed: ${path}`);
  }
  const dir = join(base, ELEMENTS_DIR);
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) if (!pages.has(`${ELEMENTS_DIR}/${name}`)) stale.push(`extra:   ${ELEMENTS_DIR}/${name}`);
  }
  return stale;
}

function main(argv) {
  if (argv.includes('--check')) {
    const stale = staleDocs();
    if (stale.length === 0) {
      console.log(`${ELEMENTS_DIR}/ is up to date.`);
      return 0;
    }
    console.error(`${ELEMENTS_DIR}/ is stale: run npm run docs\n${stale.join('\n')}`);
    return 1;
  }
  const pages = generateFrom();
  mkdirSync(join(root, ELEMENTS_DIR), { recursive: true });
  for (const [path, text] of pages) writeFileSync(join(root, path), text);
  console.log(`Wrote ${pages.size} pages to ${ELEMENTS_DIR}/.`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
