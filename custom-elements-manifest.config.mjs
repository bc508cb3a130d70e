import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sqElementsPlugin } from './scripts/cem-plugin.mjs';

export default {
  globs: ['src/elements/sq-*.ts'],
  // The factory and the style sheets are not elements; their exports would read as public API.
  exclude: ['src/elements/define.ts', 'src/elements/*.styles.ts'],
  outdir: '.',
  // package.json already names custom-elements.json; the analyzer must not rewrite it.
  packagejson: false,
  // Sorted, so the manifest does not depend on the order the file system lists files in.
  overrideModuleCreation({ ts, globs }) {
    return [...globs].sort().map((glob) => ts.createSourceFile(glob, readFileSync(resolve(glob), 'utf8'), ts.ScriptTarget.ES2015, true));
  },
  plugins: [sqElementsPlugin()],
};
