// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

/** Who may import whom (README "Architecture"); a file in the wrong place fails `npm run lint`. */
const LAYERS = [
  { type: 'core', pattern: 'src/core' },
  { type: 'http', pattern: 'src/http' },
  { type: 'discord', pattern: 'src/bots/discord' },
  { type: 'telegram', pattern: 'src/bots/telegram' },
  { type: 'commands', pattern: 'commands' },
  { type: 'tools', pattern: 'src/tools' },
  { type: 'storage', pattern: 'src/storage' },
  { type: 'queue', pattern: 'src/queue' },
];
const TRANSPORTS = ['http', 'discord', 'telegram'];
const TRANSPORT_PACKAGES = ['koa', '@koa/*', 'koa-*', 'discord.js', '@discordjs/*', 'grammy', '@grammyjs/*'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'test-output/', '.scratch*/'] },
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
      'boundaries/elements': LAYERS,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Packages and files outside any layer (compose.ts, config.ts) are checked too.
          checkAllOrigins: true,
          checkUnknownLocals: true,
          // The last policy that matches decides.
          policies: [
            // The core holds the rules: nothing outside it but zod and Node's built-ins.
            { from: { element: { type: 'core' } }, disallow: { to: { module: { origin: ['local', 'external'] } } } },
            { from: { element: { type: 'core' } }, allow: { to: { element: { type: 'core' } } } },
            { from: { element: { type: 'core' } }, allow: { to: { module: { origin: 'external', source: 'zod' } } } },
            // Adapters reach stores only through the services the composition root hands them.
            {
              from: { element: { types: { anyOf: TRANSPORTS } } },
              disallow: { to: { element: { types: { anyOf: ['storage', 'queue'] } } } },
            },
            // The bots are independent of each other and of the HTTP adapter.
            { from: { element: { type: 'discord' } }, disallow: { to: { element: { types: { anyOf: ['telegram', 'http'] } } } } },
            { from: { element: { type: 'telegram' } }, disallow: { to: { element: { types: { anyOf: ['discord', 'http'] } } } } },
            // Commands and tools are transport-free: no adapter folder, no transport package.
            {
              from: { element: { types: { anyOf: ['commands', 'tools'] } } },
              disallow: { to: { element: { types: { anyOf: TRANSPORTS } } } },
            },
            {
              from: { element: { types: { anyOf: ['commands', 'tools'] } } },
              disallow: { to: { module: { origin: 'external', source: TRANSPORT_PACKAGES } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The core holds the rules; it must stay independent of every transport.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['koa', '@koa/router', 'koa-body', 'discord.js', 'grammy', 'lowdb', 'better-queue'] },
      ],
    },
  },
);
