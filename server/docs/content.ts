import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { markdownTitle } from '../render/markdown.js';

/** Where the docs are served. */
export const DOCS_PREFIX = '/docs/';

/** The repository files the docs are made of, relative to the project root. */
export const DOCS_FILES = {
  home: 'docs/index.md',
  elementsIndex: 'docs/elements/index.md',
  element: (tag: string) => `docs/elements/${tag}.md`,
  example: (tag: string) => `docs/examples/${tag}.html`,
  guide: (name: string) => `docs/guides/${name}.md`,
  benchmarks: 'bench/results/report.md',
  benchmarkChart: (name: string) => `bench/results/charts/${name}`,
};

/** A name the docs routes accept in a path segment: no dots, no slashes, nothing to escape. */
export const DOC_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CHART_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.svg$/;

/** The guides in the order a reader meets them; any other guide follows in name order. */
const GUIDE_ORDER = [
  'getting-started',
  'html',
  'react',
  'vue',
  'svelte',
  'bundlers',
  'editor-and-types',
  'theming',
  'layout-stability',
  'consent-and-privacy',
  'site',
  'forms',
  'gallery',
  'commerce',
  'security',
  'languages',
  'server',
  'production',
  'development',
];

export interface ElementEntry {
  tag: string;
  summary: string;
}

export interface GuideEntry {
  name: string;
  title: string;
}

interface ManifestDeclaration {
  tagName?: string;
  customElement?: boolean;
  summary?: string;
}

/** Every element in custom-elements.json, by tag. */
export function manifestElements(manifestText: string): ElementEntry[] {
  const manifest = JSON.parse(manifestText) as { modules?: { declarations?: ManifestDeclaration[] }[] };
  const elements: ElementEntry[] = [];
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.customElement && declaration.tagName) elements.push({ tag: declaration.tagName, summary: declaration.summary ?? '' });
    }
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

/**
 * Where a link written in a repository Markdown file points on the docs site. Addresses with a
 * scheme and in-page anchors are kept; links between docs pages go to their routes; any other file
 * of the repository is linked where the repository shows it.
 */
export function docsHref(href: string, fromFile: string, repositoryUrl: string): string {
  if (href === '' || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const pathPart = hashAt === -1 ? href : href.slice(0, hashAt);
  const target = href.startsWith('/') ? pathPart.slice(1) : posix.normalize(posix.join(posix.dirname(fromFile), pathPart));
  const route = docsRoute(target);
  if (route !== undefined) return route + hash;
  if (target.startsWith('..')) return href;
  return `${repositoryUrl}/blob/main/${target}${hash}`;
}

/** The docs route of a repository file, or undefined when the docs do not serve it. */
export function docsRoute(file: string): string | undefined {
  if (file === DOCS_FILES.home || file === 'docs' || file === 'docs/' || file === 'README.md') return DOCS_PREFIX;
  if (file === DOCS_FILES.elementsIndex || file === 'docs/elements' || file === 'docs/elements/') return `${DOCS_PREFIX}elements/`;
  if (file === DOCS_FILES.benchmarks) return `${DOCS_PREFIX}benchmarks`;
  const element = /^docs\/elements\/([a-z0-9-]+)\.md$/.exec(file);
  if (element) return `${DOCS_PREFIX}elements/${element[1]}`;
  const guide = /^docs\/guides\/([a-z0-9-]+)\.md$/.exec(file);
  if (guide) return `${DOCS_PREFIX}guides/${guide[1]}`;
  const chart = /^bench\/results\/charts\/([a-z0-9-]+\.svg)$/.exec(file);
  if (chart) return `${DOCS_PREFIX}benchmarks/charts/${chart[1]}`;
  return undefined;
}

/** The docs' files under `root` (the project root), read when asked so an edit shows on the next load. */
export function docsContent(root: string) {
  const path = (file: string) => join(root, file);
  const read = (file: string): string | undefined => (existsSync(path(file)) ? readFileSync(path(file), 'utf8') : undefined);
  const packageJson = JSON.parse(readFileSync(path('package.json'), 'utf8')) as { repository?: { url?: string } };
  const repositoryUrl = (packageJson.repository?.url ?? 'https://github.com/sq-elements/sq-elements').replace(/^git\+/, '').replace(/\.git$/, '');

  return {
    read,
    repositoryUrl,
    elements: (): ElementEntry[] => manifestElements(read('custom-elements.json') ?? '{}'),
    guides: (): GuideEntry[] => {
      const dir = path('docs/guides');
      if (!existsSync(dir)) return [];
      const names = readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => name.slice(0, -3))
        .filter((name) => DOC_NAME.test(name));
      const rank = (name: string) => (GUIDE_ORDER.includes(name) ? GUIDE_ORDER.indexOf(name) : GUIDE_ORDER.length);
      names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      return names.map((name) => ({ name, title: markdownTitle(read(DOCS_FILES.guide(name)) ?? '') ?? name }));
    },
    chart: (name: string): Buffer | undefined => {
      const file = path(DOCS_FILES.benchmarkChart(name));
      return CHART_NAME.test(name) && existsSync(file) ? readFileSync(file) : undefined;
    },
  };
}

export type DocsContent = ReturnType<typeof docsContent>;
