import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { isPasswordHash } from '../accounts/passwords.js';
import { productShapeProblem } from '../../src/shared/commerce/product-shape.js';
import { ContributorRole, PermissionCode } from '../../src/shared/constants/enums.js';
import { formDefinitionProblems, SUBMIT_BUTTON_TEXT_MAX_LENGTH } from '../../src/shared/forms/definition-schema.js';
import { layoutProblem } from '../../src/shared/blocks/index.js';
import { eventProblem } from '../../src/shared/calendar/event.js';
import { commentsBase } from '../../src/shared/site/comment-counts.js';
import { PageType } from '../../src/shared/constants/enums.js';
import { navigationPath } from '../render/site-layout.js';
import type { SiteDefinition } from './documents.js';
import { jsonSyntaxProblem } from './json-syntax.js';
import { isMemberAccess, MEMBER_AREA_ID, memberAccessProblem } from './member-access.js';
import { memberAreaDefinitions, memberAreasProblem } from './member-areas.js';

/** The page types a page of the definition may have: a collection's page, a page, the cart. */
const PAGE_TYPES_OF_PAGES: readonly number[] = [PageType.MAIN_CONTENT_COLLECTION, PageType.PAGE, PageType.SHOW_CART, PageType.REVIEWS_REQUEST];

export { SUBMIT_BUTTON_TEXT_MAX_LENGTH };

/** A document of the site definition as read from its file, before it is checked. */
type Entry = Record<string, unknown>;

/** The files of a site definition, by document key. */
export const SITE_FILES: Record<keyof SiteDefinition, string> = {
  website: 'website.json',
  pages: 'pages.json',
  headerFooter: 'header-footer.json',
  collections: 'collections.json',
  items: 'items.json',
  forms: 'forms.json',
  products: 'products.json',
  members: 'members.json',
  owners: 'owners.json',
  events: 'events.json',
};

/** Files a site may leave out, and what their document then is. */
const OPTIONAL_FILES: Partial<Record<keyof SiteDefinition, unknown>> = { events: [] };

/** Permission codes by code, named in lower case, and ContributorRole codes: the runtime's own. */
const PERMISSIONS: Record<number, string> = Object.fromEntries(Object.entries(PermissionCode).map(([name, code]) => [code, name.toLowerCase()]));
const CONTRIBUTOR_ROLES: readonly number[] = Object.values(ContributorRole);

const isObject = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Each check returns the first problem it finds in a document, or undefined. */
const checks: Record<keyof SiteDefinition, (doc: unknown) => string | undefined> = {
  website: (doc) =>
    !isObject(doc)
      ? 'must be an object'
      : !isObject(doc.website)
        ? 'needs a "website" object'
        : !isText(doc.website.id)
          ? 'needs website.id'
          : doc.lockScreen !== undefined && !(isObject(doc.lockScreen) && isPasswordHash(doc.lockScreen.passwordHash))
            ? "has a lockScreen without a passwordHash (make one with npm run hash-password -- 'the password')"
            : doc.commentsBase !== undefined && !commentsBase(doc.commentsBase)
              ? 'has a commentsBase that is neither a path on the site ("/stand-ins/comments/") nor https (http on a loopback host), with no query'
              : memberAreasProblem(doc),
  pages: checkPages,
  headerFooter: (doc) =>
    !isObject(doc) || !isObject(doc.header) || !isObject(doc.footer) ? 'must be an object with a "header" and a "footer" object' : undefined,
  collections: (doc) =>
    eachEntry(doc, 'collection', (entry) => (!isText(entry.id) ? 'needs an id' : !isText(entry.fullUrl) ? 'needs a fullUrl' : undefined)),
  items: (doc) =>
    eachEntry(doc, 'item', (entry) =>
      !isText(entry.id) ? 'needs an id' : !isText(entry.collectionId) ? 'needs a collectionId' : memberAccessProblem(entry.access),
    ),
  // The runtime's own shape check: a product that loads here is one every product element can draw.
  products: (doc) => eachEntry(doc, 'product', (entry) => (!isText(entry.id) ? 'needs an id' : productShapeProblem(entry))),
  // The runtime's own form schema: a form that loads here is one <sq-form> draws in full.
  forms: (doc) => eachEntry(doc, 'form', (form) => formDefinitionProblems(form, { stored: true })[0]?.message),
  members: (doc) =>
    eachEntry(doc, 'member', (entry) =>
      !isText(entry.email)
        ? 'needs an email'
        : !isPasswordHash(entry.passwordHash)
          ? "needs a passwordHash (make one with npm run hash-password -- 'the password')"
          : entry.memberAreas !== undefined &&
              !(Array.isArray(entry.memberAreas) && entry.memberAreas.every((area) => typeof area === 'string' && MEMBER_AREA_ID.test(area)))
            ? 'has memberAreas that are not a list of member area names (letters, digits, - or _): ["studio"]'
            : undefined,
    ),
  owners: checkOwners,
  events: checkEvents,
};

function eachEntry(doc: unknown, what: string, check: (entry: Entry) => string | undefined): string | undefined {
  if (!Array.isArray(doc)) return 'must be an array';
  for (const [index, entry] of doc.entries()) {
    const problem = isObject(entry) ? check(entry) : 'must be an object';
    if (problem) return `${what} ${index + 1} ${problem}`;
  }
  return undefined;
}

/** Pages: each with an id, a path of its own, a title, a known page type and a layout the block types accept. */
function checkPages(doc: unknown): string | undefined {
  const paths = new Set<string>();
  return eachEntry(doc, 'page', (page) => {
    if (!isText(page.id)) return 'needs an id';
    if (!isText(page.path) || !page.path.startsWith('/') || page.path.startsWith('//') || /[?#\\\s]/.test(page.path)) {
      return 'needs a path starting with / (no query, fragment or spaces)';
    }
    const path = navigationPath(page.path);
    if (paths.has(path)) return `repeats the path "${page.path}"`;
    paths.add(path);
    if (!isText(page.title)) return 'needs a title';
    if (page.pageType !== undefined && !PAGE_TYPES_OF_PAGES.includes(page.pageType as number)) {
      return `has pageType ${JSON.stringify(page.pageType)}; a page of the definition is ${PAGE_TYPES_OF_PAGES.join(', ')}`;
    }
    if (page.access !== undefined && !isMemberAccess(page.access) && !(isObject(page.access) && isPasswordHash(page.access.passwordHash))) {
      return `"${page.path}" has access ${JSON.stringify(page.access)}: "members" (any signed-in member), { "memberArea": "studio" } (the members of one area: letters, digits, - or _), or { "passwordHash": … } (make one with npm run hash-password -- 'the password')`;
    }
    const problem = layoutProblem(page.layout);
    return problem ? `"${page.path}": ${problem}` : undefined;
  });
}

/** Calendar events: each with a unique id, a title, a start before its end (with an offset or Z) and an IANA time zone. */
function checkEvents(doc: unknown): string | undefined {
  const ids = new Set<string>();
  return eachEntry(doc, 'event', (event) => {
    const problem = eventProblem(event) ?? memberAccessProblem(event.access);
    if (problem) return problem;
    if (ids.has(event.id as string)) return `repeats the id "${String(event.id)}"`;
    ids.add(event.id as string);
    return undefined;
  });
}

/** Site owners who sign in to the back end: each with a unique id and email, a permission and website roles. */
function checkOwners(doc: unknown): string | undefined {
  const ids = new Set<string>();
  const emails = new Set<string>();
  return eachEntry(doc, 'owner', (owner) => {
    if (!isText(owner.id) || owner.id.length > 100) return 'needs an id of at most 100 characters';
    if (ids.has(owner.id)) return `repeats the id "${owner.id}"`;
    ids.add(owner.id);
    if (!isText(owner.email) || !owner.email.includes('@') || owner.email.length > 256) return 'needs an email address';
    const email = owner.email.trim().toLowerCase();
    if (emails.has(email)) return `repeats the email "${owner.email}"`;
    emails.add(email);
    if (!isText(owner.displayName)) return 'needs a displayName';
    if (!isPasswordHash(owner.passwordHash)) return "needs a passwordHash (make one with npm run hash-password -- 'the password')";
    if (
      !Object.keys(PERMISSIONS)
        .map(Number)
        .includes(owner.permission as number)
    ) {
      return `needs a permission: ${Object.entries(PERMISSIONS)
        .map(([code, name]) => `${code} (${name})`)
        .join(', ')}`;
    }
    if (!Array.isArray(owner.websiteRoles) || !owner.websiteRoles.every((role: unknown) => CONTRIBUTOR_ROLES.includes(role as number))) {
      return `needs websiteRoles: a list of role codes (${CONTRIBUTOR_ROLES.join(', ')})`;
    }
    return undefined;
  });
}

/** What a site owner does about any broken file of the definition: the server reads them only when it starts. */
const FIX = 'Fix the file and start the server again.';

/** A file's path as the message shows it: from where the server was started when it is below that, else in full. */
function shownPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown === '' || shown.startsWith('..') || isAbsolute(shown) ? path : shown;
}

/** The error that stops the server at start-up: the file, where and what is wrong in it, and what to do. */
export const definitionError = (path: string, problem: string): Error => new Error(`${shownPath(path)}${problem}. ${FIX}`);

/**
 * Reads one JSON file of the site definition in `dir`. A file that cannot be read, or is not JSON,
 * throws `definitionError` with the line and column of the first syntax error. An `optional` file
 * that does not exist gives undefined. A byte-order mark, which some editors write, is skipped.
 */
export async function readDefinitionFile(dir: string, file: string, { optional = false } = {}): Promise<unknown> {
  const path = join(dir, file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    if (optional && failure.code === 'ENOENT') return undefined;
    throw definitionError(path, `: cannot read the site definition file (${failure.code ?? failure.message})`);
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  try {
    return JSON.parse(text);
  } catch (error) {
    const syntax = jsonSyntaxProblem(text);
    throw definitionError(
      path,
      syntax
        ? ` is not valid JSON at line ${syntax.line}, column ${syntax.column}: ${syntax.problem}`
        : ` is not valid JSON: ${(error as Error).message}`,
    );
  }
}

/**
 * Reads and checks the site definition in `dir` (demo/site by default). Throws an error naming
 * the file, where it is broken and what to do, so a site owner's typo stops the server with one
 * message, not a 500 later.
 */
export async function readSiteDefinition(dir: string): Promise<SiteDefinition> {
  const definition: Partial<Record<keyof SiteDefinition, unknown>> = {};
  for (const [key, file] of Object.entries(SITE_FILES) as [keyof SiteDefinition, string][]) {
    const optional = key in OPTIONAL_FILES;
    definition[key] = (await readDefinitionFile(dir, file, { optional })) ?? OPTIONAL_FILES[key];
    const problem = checks[key](definition[key]);
    if (problem) throw definitionError(join(dir, file), `: ${problem}`);
  }
  // Every document passed its check above.
  const site = definition as SiteDefinition;
  const undefinedArea = undefinedMemberArea(site);
  if (undefinedArea) throw definitionError(join(dir, SITE_FILES[undefinedArea.file]), `: ${undefinedArea.problem}`);
  return site;
}

/** The first page, item, event or member naming a member area website.json's memberAreas does not define. */
function undefinedMemberArea(site: SiteDefinition): { file: keyof SiteDefinition; problem: string } | undefined {
  const defined = new Set(memberAreaDefinitions(site.website).map((area) => area.id));
  const missing = (area: string) =>
    `names the member area "${area}", which website.json's memberAreas does not define (${defined.size ? [...defined].join(', ') : 'it defines none'})`;
  const named = (access: unknown) =>
    isMemberAccess(access) && access !== 'members' && !defined.has(access.memberArea) ? access.memberArea : undefined;
  const entries: [keyof SiteDefinition, string, readonly { access?: unknown }[]][] = [
    ['pages', 'page', site.pages],
    ['items', 'item', site.items],
    ['events', 'event', site.events],
  ];
  for (const [file, what, list] of entries) {
    for (const [index, entry] of list.entries()) {
      const area = named(entry.access);
      if (area) return { file, problem: `${what} ${index + 1} ${missing(area)}` };
    }
  }
  for (const [index, member] of site.members.entries()) {
    const area = (member.memberAreas ?? []).find((id) => !defined.has(id));
    if (area) return { file: 'members', problem: `member ${index + 1} ${missing(area)}` };
  }
  return undefined;
}
