// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Who may import whom (README "Architecture"); a file in the wrong place fails `npm run lint`. Every folder of
 * src/ is in a layer; the files directly in src/ (the composition root, config, main, logger) are `root`. The
 * first matching element wins, so the bots' folders come before the folder they share.
 */
const LAYERS = [
  { type: 'core', pattern: 'src/core' },
  { type: 'http', pattern: 'src/http' },
  { type: 'discord', pattern: 'src/bots/discord' },
  { type: 'telegram', pattern: 'src/bots/telegram' },
  { type: 'bots', pattern: 'src/bots' },
  { type: 'commands', pattern: 'commands' },
  { type: 'tools', pattern: 'src/tools' },
  { type: 'storage', pattern: 'src/storage' },
  { type: 'queue', pattern: 'src/queue' },
  { type: 'engines', pattern: 'src/engines' },
  { type: 'fleet', pattern: 'src/fleet' },
  { type: 'webhooks', pattern: 'src/webhooks' },
  { type: 'prices', pattern: 'src/prices' },
  { type: 'limits', pattern: 'src/limits' },
  { type: 'metrics', pattern: 'src/metrics' },
  { type: 'cli', pattern: 'src/cli' },
  { type: 'wire', pattern: 'src/wire' },
  { type: 'logging', pattern: 'src/logging' },
  { type: 'health', pattern: 'src/health' },
  // The files directly in src/. (The plugin's file descriptors cannot carry a type; `mode: 'file'` still can,
  // at the price of a deprecation notice on each run.)
  { type: 'root', pattern: 'src/*.ts', mode: 'file' },
  // The composition root: wiring (services), the route table, the run module and the bots' start.
  { type: 'root', pattern: 'src/app' },
];
/** Adapters: they get services from the root and never reach the wiring or an engine. */
const ADAPTERS = ['http', 'discord', 'telegram', 'bots', 'commands'];
/** The wiring and the engines, which only the root (and the command-line tools) may use. */
const WIRING = ['root', 'engines', 'fleet', 'storage', 'queue', 'cli'];
/**
 * Side-effect adapters behind the core's ports: they implement ports, they do not call adapters or the wiring.
 * The metrics count what the root wires them to and serve /metrics (and the health router from src/health) on
 * their own listener: a port implementation, not a route of the HTTP adapter.
 */
const ENGINE_PARTS = ['storage', 'queue', 'limits', 'prices', 'tools', 'wire', 'logging', 'health', 'metrics'];
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
          // Packages and files outside any layer (config.ts, main.ts) are checked too.
          checkAllOrigins: true,
          checkUnknownLocals: true,
          // The last policy that matches decides.
          policies: [
            // The core holds the rules: nothing outside it but zod and Node's built-ins.
            { from: { element: { type: 'core' } }, disallow: { to: { module: { origin: ['local', 'external'] } } } },
            { from: { element: { type: 'core' } }, allow: { to: { element: { type: 'core' } } } },
            { from: { element: { type: 'core' } }, allow: { to: { module: { origin: 'external', source: 'zod' } } } },
            // Adapters get narrow dependencies from the root: no wiring, config, engine, store or queue.
            {
              from: { element: { types: { anyOf: ADAPTERS } } },
              disallow: { to: { element: { types: { anyOf: WIRING } } } },
            },
            // The HTTP adapter and the webhooks share wire shapes through src/wire, never each other.
            { from: { element: { type: 'http' } }, disallow: { to: { element: { type: 'webhooks' } } } },
            { from: { element: { type: 'webhooks' } }, disallow: { to: { element: { types: { anyOf: ['http', ...WIRING] } } } } },
            // Port implementations and wire shapes call no adapter and no wiring.
            {
              from: { element: { types: { anyOf: ENGINE_PARTS } } },
              disallow: { to: { element: { types: { anyOf: [...ADAPTERS, 'webhooks', 'root', 'engines', 'cli'] } } } },
            },
            // The engines open port implementations; they serve no adapter.
            { from: { element: { type: 'engines' } }, disallow: { to: { element: { types: { anyOf: [...ADAPTERS, 'webhooks', 'cli'] } } } } },
            // The fleet's parts (leases over Redis, the fleet's settings) are opened by the engines and the root;
            // they reach nothing that opens them, and no adapter, webhooks, command-line tool or metrics.
            {
              from: { element: { type: 'fleet' } },
              disallow: { to: { element: { types: { anyOf: [...ADAPTERS, 'webhooks', 'root', 'engines', 'cli', 'metrics'] } } } },
            },
            // The command-line tools are small roots of their own (settings, stores, migrations, the Discord command
            // deployment); they start no server, bot, webhook sender or metrics.
            {
              from: { element: { type: 'cli' } },
              disallow: { to: { element: { types: { anyOf: ['http', 'telegram', 'commands', 'webhooks', 'metrics'] } } } },
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
