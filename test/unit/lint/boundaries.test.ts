import { globSync } from 'node:fs';
import { dirname, join, matchesGlob, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAYERS } from '../../../eslint.layers.js';

/**
 * Issues 13, 22 and 35: the import boundaries are deny-by-default (eslint.layers.js, eslint.config.js). Each probe is a
 * file put where a real one could be (`filePath` inside src/; ESLint lints the text, nothing is written), importing
 * what that place must not; the project's own lint config must refuse it with a boundaries rule. The allowed probes
 * must pass, so a refusal is the boundary's doing and not a broken setup.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

let eslint: ESLint;
beforeAll(() => {
  // The type-aware rules need the whole program; these probes only concern imports.
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parserOptions: { projectService: false, project: null } } },
      { rules: { '@typescript-eslint/no-floating-promises': 'off' } },
    ],
  });
});

/**
 * Lints a probe at `file` (from the repository root) importing each of `imports`: a path from the repository root
 * (`src/...`, `commands/...`) or a package name. Answers the boundaries rules' messages.
 */
async function lintProbe(file: string, imports: string[]): Promise<Array<{ rule: string; message: string }>> {
  const local = (spec: string) => /^(src|commands|scripts|bench)\//.test(spec);
  const specs = imports.map((spec) => {
    if (!local(spec)) return spec;
    const rel = relative(dirname(file), spec);
    return rel.startsWith('.') ? rel : `./${rel}`;
  });
  const code = specs.map((s, i) => `import * as m${i} from '${s}';`).join('\n') + `\nexport const all = [${specs.map((_, i) => `m${i}`).join(', ')}];\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages
    .filter((m) => m.ruleId?.startsWith('boundaries/'))
    .map((m) => ({ rule: m.ruleId ?? '', message: m.message }));
}

/** Forbidden imports: [probe file, the one import it must not make]. */
const REFUSED: Array<[name: string, file: string, target: string]> = [
  // Transports use their own packages only.
  ['telegram imports discord.js', 'src/bots/telegram/zz-probe.ts', 'discord.js'],
  ['discord imports grammy', 'src/bots/discord/zz-probe.ts', 'grammy'],
  ['discord imports koa', 'src/bots/discord/zz-probe.ts', 'koa'],
  ['src/http imports discord.js', 'src/http/zz-probe.ts', 'discord.js'],
  ['src/http imports grammy', 'src/http/zz-probe.ts', 'grammy'],
  ['the bots\' shared files import koa', 'src/bots/zz-probe.ts', 'koa'],
  ['the bots\' shared files import discord.js', 'src/bots/zz-probe.ts', 'discord.js'],
  ['commands imports grammy', 'commands/zz-probe.ts', 'grammy'],
  ['commands imports koa', 'commands/zz-probe.ts', 'koa'],
  ['src/tools imports koa', 'src/tools/image/zz-probe.ts', 'koa'],
  ['src/tools imports discord.js', 'src/tools/zz-probe.ts', 'discord.js'],
  ['src/mcp imports grammy', 'src/mcp/zz-probe.ts', 'grammy'],
  // Adapters get narrow deps from the root: no store, queue, engine, fleet, config or command-line tool.
  ['src/http imports storage/pg', 'src/http/routes/zz-probe.ts', 'src/storage/pg/pool.js'],
  ['src/http imports storage', 'src/http/zz-probe.ts', 'src/storage/job-store.js'],
  ['discord imports storage/pg', 'src/bots/discord/zz-probe.ts', 'src/storage/pg/outbox.js'],
  ['telegram imports storage', 'src/bots/telegram/zz-probe.ts', 'src/storage/outbox.js'],
  ['commands imports storage/pg', 'commands/zz-probe.ts', 'src/storage/pg/app-state.js'],
  ['src/mcp imports storage', 'src/mcp/zz-probe.ts', 'src/storage/job-store.js'],
  ['src/http imports the queue', 'src/http/zz-probe.ts', 'src/queue/better-queue.js'],
  ['telegram imports the Redis queue', 'src/bots/telegram/zz-probe.ts', 'src/queue/redis/bull-queue.js'],
  ['src/http imports the engines', 'src/http/zz-probe.ts', 'src/engines/engines.js'],
  ['discord imports the engines', 'src/bots/discord/zz-probe.ts', 'src/engines/index.js'],
  ['src/http imports the config', 'src/http/zz-probe.ts', 'src/config.js'],
  ['telegram imports the config', 'src/bots/telegram/zz-probe.ts', 'src/config.js'],
  ['commands imports the config', 'commands/zz-probe.ts', 'src/config.js'],
  ['src/http imports the composition root', 'src/http/zz-probe.ts', 'src/app/services.js'],
  ['src/http imports the fleet', 'src/http/zz-probe.ts', 'src/fleet/lease.js'],
  ['src/http imports a command-line tool', 'src/http/zz-probe.ts', 'src/cli/apikey.js'],
  ['src/http imports pg', 'src/http/zz-probe.ts', 'pg'],
  // Adapters are independent of each other.
  ['discord imports telegram', 'src/bots/discord/zz-probe.ts', 'src/bots/telegram/html.js'],
  ['telegram imports discord', 'src/bots/telegram/zz-probe.ts', 'src/bots/discord/env.js'],
  ['telegram imports src/http', 'src/bots/telegram/zz-probe.ts', 'src/http/errors.js'],
  ['src/http imports telegram', 'src/http/zz-probe.ts', 'src/bots/telegram/html.js'],
  ['src/http imports the webhooks', 'src/http/zz-probe.ts', 'src/webhooks/payload.js'],
  ['src/mcp imports the Discord bot', 'src/mcp/zz-probe.ts', 'src/bots/discord/replies.js'],
  // The core: zod and node: only.
  ['src/core imports koa', 'src/core/zz-probe.ts', 'koa'],
  ['src/core imports pino', 'src/core/jobs/zz-probe.ts', 'pino'],
  ['src/core imports storage', 'src/core/zz-probe.ts', 'src/storage/app-db.js'],
  ['src/core imports the wire shapes', 'src/core/zz-probe.ts', 'src/wire/job-wire.js'],
  ['src/core imports the tools', 'src/core/tools/zz-probe.ts', 'src/tools/shared/detect.js'],
  ['src/core imports the config', 'src/core/zz-probe.ts', 'src/config.js'],
  ['src/core imports the engines', 'src/core/zz-probe.ts', 'src/engines/engines.js'],
  // Port implementations call no adapter and no wiring.
  ['src/tools imports src/http', 'src/tools/zz-probe.ts', 'src/http/errors.js'],
  ['src/tools imports telegram', 'src/tools/zz-probe.ts', 'src/bots/telegram/html.js'],
  ['src/tools imports storage', 'src/tools/zz-probe.ts', 'src/storage/job-files.js'],
  ['storage imports src/http', 'src/storage/zz-probe.ts', 'src/http/errors.js'],
  ['storage imports the engines', 'src/storage/zz-probe.ts', 'src/engines/engines.js'],
  ['storage imports discord.js', 'src/storage/pg/zz-probe.ts', 'discord.js'],
  ['src/prices imports storage', 'src/prices/zz-probe.ts', 'src/storage/price-cache.js'],
  ['src/prices imports pg', 'src/prices/zz-probe.ts', 'pg'],
  ['src/giveaways imports storage', 'src/giveaways/zz-probe.ts', 'src/storage/price-cache.js'],
  ['the wire shapes import src/http', 'src/wire/zz-probe.ts', 'src/http/errors.js'],
  ['the webhooks import storage/pg', 'src/webhooks/zz-probe.ts', 'src/storage/pg/pool.js'],
  ['the webhooks import src/http', 'src/webhooks/zz-probe.ts', 'src/http/deps.js'],
  ['src/logging imports src/http', 'src/logging/zz-probe.ts', 'src/http/request-log.js'],
  ['src/metrics imports src/http', 'src/metrics/zz-probe.ts', 'src/http/app.js'],
  ['src/health imports the composition root', 'src/health/zz-probe.ts', 'src/app/services.js'],
  ['src/queue imports src/http', 'src/queue/zz-probe.ts', 'src/http/errors.js'],
  ['src/limits imports the config', 'src/limits/zz-probe.ts', 'src/config.js'],
  ['src/i18n imports src/http', 'src/i18n/zz-probe.ts', 'src/http/errors.js'],
  // The wiring.
  ['src/fleet imports the engines', 'src/fleet/zz-probe.ts', 'src/engines/engines.js'],
  ['src/engines imports src/http', 'src/engines/zz-probe.ts', 'src/http/deps.js'],
  ['src/cli imports src/http', 'src/cli/zz-probe.ts', 'src/http/server.js'],
  ['src/cli imports telegram', 'src/cli/zz-probe.ts', 'src/bots/telegram/html.js'],
  ['src/cli imports koa', 'src/cli/zz-probe.ts', 'koa'],
  // A local file in no layer.
  ['src/http imports a script outside every layer', 'src/http/zz-probe.ts', 'scripts/build.mjs'],
];

/** Allowed imports: the lint must let each of these probes through. */
const ALLOWED: Array<[name: string, file: string, targets: string[]]> = [
  ['src/http: the core, the wire shapes, its own folder, koa, zod and node:', 'src/http/zz-probe.ts', ['src/core/errors.js', 'src/wire/job-wire.js', 'src/http/deps.js', 'koa', '@koa/router', 'zod', 'node:path']],
  ['telegram: grammy, its webhook route\'s koa, the shared bot files and the commands', 'src/bots/telegram/zz-probe.ts', ['grammy', '@grammyjs/auto-retry', 'koa', 'src/bots/save-capped.js', 'commands/index.js']],
  ['discord: discord.js, the commands and the core', 'src/bots/discord/zz-probe.ts', ['discord.js', 'commands/index.js', 'src/core/errors.js']],
  ['src/core: zod, node: and itself', 'src/core/jobs/zz-probe.ts', ['zod', 'node:crypto', 'src/core/errors.js']],
  ['the engines: stores, queues, pg and the config', 'src/engines/zz-probe.ts', ['src/storage/job-store.js', 'src/queue/better-queue.js', 'pg', 'src/config.js']],
  ['a root file in src/: the engines, the HTTP adapter, the config', 'src/zz-probe.ts', ['src/engines/index.js', 'src/http/app.js', 'src/config.js', 'koa']],
  ['a root file in src/app/: the engines, the bots, the config, storage', 'src/app/zz-probe.ts', ['src/engines/index.js', 'src/bots/telegram/html.js', 'src/config.js', 'src/storage/job-store.js']],
  ['src/tools: sharp, mupdf and the core', 'src/tools/image/zz-probe.ts', ['sharp', 'mupdf', 'src/core/errors.js']],
  ['src/mcp: the core, the wire shapes and its SDK', 'src/mcp/zz-probe.ts', ['src/core/errors.js', 'src/wire/job-wire.js', 'src/http/errors.js', '@modelcontextprotocol/sdk']],
  ['src/giveaways: the core and zod', 'src/giveaways/zz-probe.ts', ['src/core/errors.js', 'zod']],
  ['src/cli: storage, the engines and the config', 'src/cli/zz-probe.ts', ['src/storage/job-store.js', 'src/engines/index.js', 'src/config.js']],
];

describe('import boundaries, deny by default (npm run lint)', () => {
  for (const [name, file, targets] of ALLOWED) {
    it(`allow: ${name}`, async () => {
      expect(await lintProbe(file, targets)).toEqual([]);
    });
  }

  for (const [name, file, target] of REFUSED) {
    it(`refuse: ${name}`, async () => {
      const messages = await lintProbe(file, [target]);
      expect(messages.map((m) => m.rule)).toEqual(['boundaries/dependencies']);
    });
  }

  it('refuse a file in a folder no layer names, even one that imports nothing, until it is placed', async () => {
    const empty = await lintProbe('src/newroom/zz-probe.ts', []);
    expect(empty.map((m) => m.rule)).toEqual(['boundaries/no-unknown-files']);
    // Importing only what every layer may import does not place it.
    const importing = await lintProbe('src/newroom/zz-probe.ts', ['src/core/errors.js', 'zod']);
    expect(importing.map((m) => m.rule)).toEqual(['boundaries/no-unknown-files']);
    // A file the layers do place, importing a file in the unplaced folder, is refused as well.
    expect((await lintProbe('src/http/zz-probe.ts', ['src/newroom/x.js'])).map((m) => m.rule)).toEqual(['boundaries/dependencies']);
    // A new subfolder of a layer's folder is in that layer; a new folder beside the bots is not.
    expect(await lintProbe('src/http/newroom/zz-probe.ts', ['src/core/errors.js'])).toEqual([]);
    expect((await lintProbe('src/bots/whatsapp/zz-probe.ts', [])).map((m) => m.rule)).toEqual(['boundaries/no-unknown-files']);
  });

  it('place every file of src/ and commands/ today in exactly one layer (as the lint sees them)', () => {
    const files = globSync(['src/**/*.ts', 'commands/**/*.ts'], { cwd: root }).map((f) => f.split('\\').join('/'));
    expect(files.length).toBeGreaterThan(400);
    const layersOf = (file: string) =>
      LAYERS.filter((l) => (l.folders ?? []).some((d) => file.startsWith(`${d}/`)) || (l.files ?? []).some((g) => matchesGlob(file, g))).map((l) => l.type);
    expect(files.filter((f) => layersOf(f).length === 0)).toEqual([]);
    // Nested folders (the bots' two inside src/bots) are the only overlap, and the bots' shared layer is files only.
    expect(files.filter((f) => layersOf(f).length > 1)).toEqual([]);
  });
});
