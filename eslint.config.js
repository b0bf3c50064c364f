// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

import { LAYERS } from './eslint.layers.js';

/**
 * Who may import whom (README "Architecture"): deny by default. Each layer of eslint.layers.js may import its own
 * files, the layers and packages it lists, and Node's built-ins; any other import fails `npm run lint`, and so does a
 * file in a folder no layer names. The plugin's first matching element wins.
 */
const ELEMENTS = LAYERS.flatMap((layer) => [
  // Whole paths from the project root (`partialMatch: false`), so a folder elsewhere that happens to be called
  // `commands` or `src/core` is not taken for the layer.
  ...(layer.folders ?? []).map((folder) => ({ type: layer.type, pattern: folder, partialMatch: false })),
  // Single files. (The plugin's file descriptors cannot carry a type; `mode: 'file'` still can, at the price of a
  // deprecation notice on each run.)
  ...(layer.files ?? []).map((glob) => ({ type: layer.type, pattern: glob, mode: 'file' })),
]);

/** One policy per layer: everything it may import. */
const POLICIES = LAYERS.map((layer) => ({
  from: { element: { type: layer.type } },
  allow: {
    to: [
      { element: { types: { anyOf: [layer.type, ...layer.may] } } },
      { module: { origin: 'core' } },
      ...(layer.packages.length ? [{ module: { origin: 'external', source: layer.packages } }] : []),
    ],
  },
}));

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist.*/', 'data/', 'coverage/', 'test-output/', '.scratch*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: a promise nobody awaits hides its failure and, for a limit or a write, the rule itself.
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.ts', 'commands/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' }, node: true },
      'boundaries/elements': ELEMENTS,
    },
    rules: {
      // A file in no layer: it must be placed in eslint.layers.js before it lints.
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Packages and Node's built-ins are checked too, and so is a local file in no layer (then refused). A
          // file that is itself in no layer is not checked here: boundaries/no-unknown-files refuses it whole.
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: POLICIES,
        },
      ],
    },
  },
);
