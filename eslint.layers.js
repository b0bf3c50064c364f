// @ts-check
/**
 * The layer table: every folder of src/ (and commands/) is one layer, and each layer lists what it MAY import, its own
 * files aside: other layers (`may`) and npm packages (`packages`, micromatch patterns on the package name). Node's
 * built-ins (`node:*`) are open to every layer. Everything else is refused by `npm run lint` (eslint.config.js builds
 * its rules from this table), and a file in a folder that no layer names fails lint until it is placed here.
 * README "Architecture" draws this table (scripts/docs/architecture.ts; test/unit/docs/architecture.test.ts).
 *
 * A layer is one or more `folders` (every file below them) and `files` (a glob of single files, for the root files
 * directly in src/ and the bots' shared files directly in src/bots/); its `group` only places it in the diagram.
 */

/** The transports' packages; the adapters' rows below take what their own transport needs. */
const KOA = ['koa', '@koa/router', 'koa-body', 'formidable'];

/** @type {import('./eslint.layers.js').Layer[]} */
export const LAYERS = [
  {
    type: 'core',
    group: 'core',
    folders: ['src/core'],
    holds: 'every rule and its ports',
    may: [],
    packages: ['zod'],
  },
  // Adapters: they parse input, call one core method and present the result; the root hands them narrow deps.
  {
    type: 'http',
    group: 'adapters',
    folders: ['src/http'],
    holds: 'the Koa app, routes, web pages',
    may: ['core', 'wire', 'health', 'logging', 'i18n'],
    packages: [...KOA, 'zod'],
  },
  {
    type: 'mcp',
    group: 'adapters',
    folders: ['src/mcp'],
    holds: 'the MCP adapter',
    // Mounted in the HTTP app: it shares that door's key check, lock-out and error words, and fetches URL inputs
    // under the webhooks' address policy.
    may: ['core', 'http', 'webhooks', 'net', 'wire', 'health', 'logging', 'i18n'],
    packages: [...KOA, 'zod', '@modelcontextprotocol/sdk'],
  },
  {
    type: 'discord',
    group: 'adapters',
    folders: ['src/bots/discord'],
    holds: 'the Discord bot',
    may: ['core', 'bots', 'commands', 'i18n'],
    packages: ['discord.js', '@discordjs/*', 'zod'],
  },
  {
    type: 'telegram',
    group: 'adapters',
    folders: ['src/bots/telegram'],
    holds: 'the Telegram bot (and its webhook route)',
    may: ['core', 'bots', 'commands', 'logging', 'i18n'],
    packages: ['grammy', '@grammyjs/*', 'koa', '@koa/router', 'koa-body', 'zod'],
  },
  {
    type: 'bots',
    group: 'adapters',
    files: ['src/bots/*.ts'],
    holds: 'what both bots share',
    may: ['core', 'commands', 'i18n'],
    packages: [],
  },
  {
    type: 'commands',
    group: 'adapters',
    folders: ['commands'],
    holds: 'chat commands shared by both bots',
    may: ['core', 'i18n'],
    packages: ['zod'],
  },
  // Shapes and words the adapters share.
  {
    type: 'i18n',
    group: 'shapes',
    folders: ['src/i18n'],
    holds: 'the message catalogue',
    may: ['core'],
    packages: ['zod', '@fluent/bundle'],
  },
  {
    type: 'wire',
    group: 'shapes',
    folders: ['src/wire'],
    holds: 'the JSON shapes the API and webhooks send',
    may: ['core'],
    packages: [],
  },
  // Port implementations: they implement the core's ports and call no adapter and no wiring.
  {
    type: 'net',
    group: 'implementations',
    folders: ['src/net'],
    holds: 'the outbound address policy',
    may: ['core'],
    packages: ['ipaddr.js'],
  },
  {
    type: 'webhooks',
    group: 'implementations',
    folders: ['src/webhooks'],
    holds: 'webhook sending',
    may: ['core', 'wire', 'net'],
    packages: ['ipaddr.js', 'zod'],
  },
  {
    type: 'tools',
    group: 'implementations',
    folders: ['src/tools'],
    holds: 'the tool definitions and engines',
    // Web page captures go out under the same address policy as webhook callbacks.
    may: ['core', 'net'],
    packages: [
      'zod',
      'sharp',
      'mupdf',
      'pdf-lib',
      'qrcode',
      'zxing-wasm',
      'file-type',
      'yauzl',
      'yazl',
      'marked',
      'highlight.js',
      'mammoth',
      '@ffmpeg-installer/ffmpeg',
      '@ffprobe-installer/ffprobe',
      // Ebook, e-mail and data files (issue 38).
      'postal-mime',
      'yaml',
      'smol-toml',
      'fast-xml-parser',
      'csv-parse',
      'csv-stringify',
      '@kenjiuno/msgreader',
      // CBR comics: libarchive as WebAssembly (issue 38).
      'libarchive.js',
      'tesseract.js',
      // HEIC/HEIF, JPEG XL and camera RAW decoders (issue 39).
      'libheif-js',
      '@jsquash/jxl',
      'libraw-wasm',
      // PDF signing: a PKCS#7 signature from a PKCS#12 file (issue 39).
      '@signpdf/signpdf',
      '@signpdf/signer-p12',
      '@signpdf/placeholder-pdf-lib',
      // The signer's name for a visible signature, read from the PKCS#12 file (the library @signpdf signs with).
      'node-forge',
      // DejaVu embedded in a visible signature's box (pdf-lib takes TrueType fonts through fontkit).
      '@pdf-lib/fontkit',
      // One xz-compressed file: xz-embedded as WebAssembly (issue 39).
      'xz-decompress',
    ],
  },
  {
    type: 'prices',
    group: 'implementations',
    folders: ['src/prices'],
    holds: 'price-source adapters, charts',
    may: ['core'],
    packages: ['zod', 'sharp'],
  },
  {
    type: 'giveaways',
    group: 'implementations',
    folders: ['src/giveaways'],
    holds: 'giveaway-source and bundle-list adapters',
    // They speak HTTP to their sources through the price sources' client (budgets, timeouts, JSON checks).
    may: ['core', 'prices'],
    packages: ['zod', 'sharp'],
  },
  {
    type: 'storage',
    group: 'implementations',
    folders: ['src/storage'],
    holds: 'lowdb, PostgreSQL and S3 stores',
    may: ['core'],
    packages: ['zod', 'lowdb', 'pg', 'ioredis', '@aws-sdk/*'],
  },
  {
    type: 'queue',
    group: 'implementations',
    folders: ['src/queue'],
    holds: 'better-queue, BullMQ, job events',
    may: ['core'],
    packages: ['zod', 'better-queue', 'bullmq', 'ioredis'],
  },
  {
    type: 'limits',
    group: 'implementations',
    folders: ['src/limits'],
    holds: 'rate limits',
    may: ['core'],
    packages: ['rate-limiter-flexible', 'ioredis'],
  },
  {
    type: 'logging',
    group: 'implementations',
    folders: ['src/logging'],
    holds: 'request and job log scopes',
    may: ['core'],
    packages: [],
  },
  {
    type: 'health',
    group: 'implementations',
    folders: ['src/health'],
    holds: 'readiness checks, version info',
    may: ['core', 'tools'],
    packages: ['@koa/router', 'sharp'],
  },
  {
    type: 'metrics',
    group: 'implementations',
    folders: ['src/metrics'],
    holds: 'Prometheus metrics and their listener',
    may: ['core', 'health'],
    packages: ['prom-client', 'koa', '@koa/router'],
  },
  // The wiring: only the root and the command-line tools open it.
  {
    type: 'fleet',
    group: 'wiring',
    folders: ['src/fleet'],
    holds: 'fleet settings, Redis leases',
    may: ['core'],
    packages: ['zod', 'ioredis'],
  },
  {
    type: 'engines',
    group: 'wiring',
    folders: ['src/engines'],
    holds: 'the Engines record: embedded or scaled',
    may: ['core', 'storage', 'queue', 'limits', 'fleet', 'root'],
    packages: ['pg', 'ioredis', 'bullmq', '@aws-sdk/*'],
  },
  {
    type: 'cli',
    group: 'wiring',
    folders: ['src/cli'],
    holds: 'command-line tools (small roots of their own)',
    may: ['core', 'root', 'engines', 'storage', 'fleet', 'discord', 'i18n'],
    packages: ['zod'],
  },
  {
    type: 'root',
    group: 'root',
    folders: ['src/app'],
    files: ['src/*.ts'],
    holds: 'the composition root, config, main',
    may: [
      'core',
      'http',
      'mcp',
      'discord',
      'telegram',
      'bots',
      'commands',
      'i18n',
      'wire',
      'webhooks',
      'net',
      'tools',
      'prices',
      'giveaways',
      'storage',
      'queue',
      'limits',
      'logging',
      'health',
      'metrics',
      'fleet',
      'engines',
    ],
    packages: ['zod', ...KOA, 'pino', 'pino-pretty', 'sharp'],
  },
];
