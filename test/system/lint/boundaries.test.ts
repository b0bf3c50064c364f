import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 13: the import boundaries are enforced by eslint-plugin-boundaries (eslint.config.js). Each probe is a
 * file put where a real one could be, importing what that place must not; the project's own lint config must
 * refuse it with the boundaries rule. A control probe importing only what is allowed must pass, so a refusal
 * is the boundary's doing and not a broken setup.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const tag = `zz-probe-${randomBytes(4).toString('hex')}`;
const made: string[] = [];

afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Writes `code` as `<folder>/<tag>/probe.ts` and answers the boundaries rule's messages for it. */
async function lintProbe(folder: string, code: string): Promise<string[]> {
  const dir = join(root, folder, tag);
  made.push(dir);
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'probe.ts');
  await writeFile(file, code);
  // The type-aware rules need the whole program; these probes only concern imports.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parserOptions: { projectService: false, project: null } } },
      { rules: { '@typescript-eslint/no-floating-promises': 'off', 'no-restricted-imports': 'off' } },
    ],
  });
  const [result] = await eslint.lintFiles([relative(root, file)]);
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

/** `import` lines for a probe in `folder` (two levels below the repo root plus the probe's own folder). */
const up = (folder: string) => '../'.repeat(folder.split('/').length + 1);

const BREAKS: Array<{ name: string; folder: string; imports: (u: string) => string[] }> = [
  { name: 'src/core imports storage', folder: 'src/core', imports: (u) => [`${u}src/storage/app-db.js`] },
  { name: 'src/core imports a file outside it', folder: 'src/core', imports: (u) => [`${u}src/config.js`] },
  { name: 'src/core imports a package other than zod', folder: 'src/core', imports: () => ['koa'] },
  { name: 'src/http imports storage', folder: 'src/http', imports: (u) => [`${u}src/storage/job-store.js`] },
  { name: 'src/http imports the queue', folder: 'src/http', imports: (u) => [`${u}src/queue/better-queue.js`] },
  { name: 'a bot imports storage', folder: 'src/bots/discord', imports: (u) => [`${u}src/storage/outbox.js`] },
  { name: 'a bot imports the queue', folder: 'src/bots/telegram', imports: (u) => [`${u}src/queue/memory-event-bus.js`] },
  { name: 'discord imports telegram', folder: 'src/bots/discord', imports: (u) => [`${u}src/bots/telegram/html.js`] },
  { name: 'telegram imports discord', folder: 'src/bots/telegram', imports: (u) => [`${u}src/bots/discord/env.js`] },
  { name: 'a bot imports src/http', folder: 'src/bots/telegram', imports: (u) => [`${u}src/http/errors.js`] },
  { name: 'commands imports a transport', folder: 'commands', imports: (u) => [`${u}src/bots/telegram/html.js`] },
  { name: 'commands imports a transport package', folder: 'commands', imports: () => ['grammy'] },
  { name: 'src/tools imports a transport', folder: 'src/tools', imports: (u) => [`${u}src/http/errors.js`] },
  { name: 'src/tools imports a transport package', folder: 'src/tools', imports: () => ['koa'] },
  // Issue 22: adapters get narrow dependencies from the root; one probe per forbidden import.
  { name: 'src/http imports the composition root', folder: 'src/http', imports: (u) => [`${u}src/app/services.js`] },
  { name: 'src/http imports the config', folder: 'src/http', imports: (u) => [`${u}src/config.js`] },
  { name: 'src/http imports the engines', folder: 'src/http', imports: (u) => [`${u}src/engines/engines.js`] },
  { name: 'src/http imports the fleet', folder: 'src/http', imports: (u) => [`${u}src/fleet/lease.js`] },
  { name: 'a bot imports the composition root', folder: 'src/bots/telegram', imports: (u) => [`${u}src/app/chat.js`] },
  { name: 'a bot imports the config', folder: 'src/bots/discord', imports: (u) => [`${u}src/config.js`] },
  { name: 'a bot imports the engines', folder: 'src/bots/discord', imports: (u) => [`${u}src/engines/index.js`] },
  { name: 'a bot imports the fleet', folder: 'src/bots/telegram', imports: (u) => [`${u}src/fleet/lease.js`] },
  { name: 'commands imports the composition root', folder: 'commands', imports: (u) => [`${u}src/app/services.js`] },
  { name: 'commands imports the config', folder: 'commands', imports: (u) => [`${u}src/config.js`] },
  { name: 'commands imports the engines', folder: 'commands', imports: (u) => [`${u}src/engines/embedded.js`] },
  { name: 'commands imports the fleet', folder: 'commands', imports: (u) => [`${u}src/fleet/lease.js`] },
  { name: 'commands imports storage', folder: 'commands', imports: (u) => [`${u}src/storage/watches.js`] },
  { name: 'commands imports the queue', folder: 'commands', imports: (u) => [`${u}src/queue/better-queue.js`] },
  { name: 'src/http imports the webhooks', folder: 'src/http', imports: (u) => [`${u}src/webhooks/index.js`] },
  { name: 'the webhooks import src/http', folder: 'src/webhooks', imports: (u) => [`${u}src/http/deps.js`] },
  { name: 'the webhooks import storage', folder: 'src/webhooks', imports: (u) => [`${u}src/storage/webhook-outbox.js`] },
  { name: 'src/core imports the engines', folder: 'src/core', imports: (u) => [`${u}src/engines/engines.js`] },
  { name: 'src/core imports the composition root', folder: 'src/core', imports: (u) => [`${u}src/app/services.js`] },
  { name: 'src/core imports the webhooks', folder: 'src/core', imports: (u) => [`${u}src/webhooks/payload.js`] },
  { name: 'src/core imports the wire shapes', folder: 'src/core', imports: (u) => [`${u}src/wire/job-wire.js`] },
  { name: 'storage imports the engines', folder: 'src/storage', imports: (u) => [`${u}src/engines/engines.js`] },
  { name: 'the wire shapes import src/http', folder: 'src/wire', imports: (u) => [`${u}src/http/errors.js`] },
  { name: 'src/logging imports src/http', folder: 'src/logging', imports: (u) => [`${u}src/http/request-log.js`] },
  { name: 'src/health imports the composition root', folder: 'src/health', imports: (u) => [`${u}src/app/services.js`] },
  // One refusal for each remaining folder of src/ (issue 22).
  { name: 'src/queue imports src/http', folder: 'src/queue', imports: (u) => [`${u}src/http/errors.js`] },
  { name: 'src/limits imports the composition root', folder: 'src/limits', imports: (u) => [`${u}src/app/services.js`] },
  { name: 'src/prices imports a bot', folder: 'src/prices', imports: (u) => [`${u}src/bots/telegram/html.js`] },
  { name: 'src/metrics imports src/http', folder: 'src/metrics', imports: (u) => [`${u}src/http/app.js`] },
  { name: 'src/fleet imports the engines', folder: 'src/fleet', imports: (u) => [`${u}src/engines/engines.js`] },
  { name: 'src/cli imports src/http', folder: 'src/cli', imports: (u) => [`${u}src/http/server.js`] },
  { name: 'src/engines imports src/http', folder: 'src/engines', imports: (u) => [`${u}src/http/deps.js`] },
  { name: 'the bots\' shared folder imports storage', folder: 'src/bots', imports: (u) => [`${u}src/storage/outbox.js`] },
];

const probe = (specs: string[]) => specs.map((s, i) => `import * as m${i} from '${s}';`).join('\n') + `\nexport const all = [${specs.map((_, i) => `m${i}`).join(', ')}];\n`;

describe('import boundaries (npm run lint)', () => {
  it('let an adapter import the core, the wire shapes and its own folder', async () => {
    const u = up('src/http');
    expect(await lintProbe('src/http', probe([`${u}src/core/errors.js`, `${u}src/wire/job-wire.js`, `${u}src/http/deps.js`]))).toEqual([]);
  }, 60_000);

  it('let the engines open stores and queues', async () => {
    const messages = await lintProbe('src/engines', probe([`${up('src/engines')}src/storage/job-store.js`, `${up('src/engines')}src/queue/better-queue.js`]));
    expect(messages).toEqual([]);
  }, 60_000);

  it('let a core file import zod, node built-ins and the core itself', async () => {
    const u = up('src/core');
    expect(await lintProbe('src/core', probe(['zod', 'node:path', `${u}src/core/errors.js`]))).toEqual([]);
  }, 60_000);

  for (const b of BREAKS) {
    it(`refuse: ${b.name}`, async () => {
      const messages = await lintProbe(b.folder, probe(b.imports(up(b.folder))));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/not allowed/);
    }, 60_000);
  }
});
