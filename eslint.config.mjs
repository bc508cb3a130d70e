// ESLint 9 flat config: `npm run lint:code`. Formatting is Prettier's (`npm run lint:format`) and the
// layers are dependency-cruiser's (`npm run lint:layers`), so no rule here covers either.
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'coverage/',
      'data/',
      '.wtr-cache/',
      'test-results/',
      'bench/results/',
      'custom-elements.json',
      // Replaced by TypeScript (server/**/*.ts is linted below).
      'server/**/*.js',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a value that is deliberately unused (a destructured field left out of a rest).
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // A module augmentation repeats the type parameters of the interface it merges with, used or not.
    files: ['server/decorations.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // The tag map is a declaration file generated into types/, outside the compiled sources: a path
    // reference (kept with preserve="true") carries it into each entry's emitted declarations.
    files: ['src/index.ts', 'src/elements/sq-*.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }] },
  },
  {
    // It refuses control characters in a request path, which is what the regex matches.
    files: ['server/http/request-path.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'server/**/*.ts', 'scripts/**', 'bench/**', 'test/server/**', 'test/e2e/**', 'test/lint/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser code: the demo pages, and the callbacks the end-to-end tests run in the page.
    files: ['demo/**/*.{js,mjs}', 'bench/**', 'test/e2e/**', 'test/helpers/**/*.js', 'test/trusted-types/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['test/**'],
    rules: {
      // Chai's property assertions (`expect(x).to.be.true`) are expressions by design.
      '@typescript-eslint/no-unused-expressions': 'off',
      'no-unused-expressions': 'off',
    },
  },
  {
    // The rules of hooks. The React Compiler's rules (refs, purity, set-state-in-effect …) are left
    // out: the build does not use the compiler, and they flag patterns that are correct React without it.
    files: ['src/react/**/*.{ts,tsx}', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/react/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
);
