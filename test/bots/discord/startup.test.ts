import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../../src/bots/discord/deploy.js';
import { createChatServices, discordDeps } from '../../../src/app/chat.js';
import { startDiscord } from '../../../src/bots/discord/index.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { slashCommand } from './fake/interactions.js';
import { FakeDiscord } from './fake/server.js';
import { GUILD_ID } from './harness.js';

let fake: FakeDiscord;

beforeAll(async () => {
  fake = await new FakeDiscord().start();
});
afterAll(async () => {
  await fake?.stop();
});

type Option = { name: string; type: number; required?: boolean; autocomplete?: boolean };
type Command = { name: string; description: string; options: Option[] };

describe('deploy-commands', () => {
  it('registers every shared command except /start, globally, with Discord-valid options', async () => {
    const { scope, names } = await deployCommands({ token: fake.token, applicationId: fake.applicationId, apiUrl: fake.apiUrl });
    expect(scope).toBe('global');
    // Issue 40: /upload, /sticker, and the message menus (capitalised names with spaces, as menus may have).
    expect(names.sort()).toEqual(['Convert…', 'Make sticker/emoji', 'Price check', 'cancel', 'convert', 'deals', 'fit', 'follow', 'following', 'giveaways', 'help', 'history', 'jobs', 'language', 'price', 'recipe', 'recipes', 'sticker', 'tools', 'unclaimed', 'unfollow', 'unwatch', 'upload', 'watch', 'watches', 'wishlist']);
    const stored = fake.commands.get('global') as Command[];
    const convert = stored.find((c) => c.name === 'convert')!;
    expect(convert.options.map((o) => [o.name, o.type, o.required, o.autocomplete ?? false])).toEqual([
      ['tool', 3, true, true],
      ['params', 3, false, false],
      ['url', 3, false, false],
      // Issue 26 item 6: the rest of a chain (`tool param=value | tool …`) runs as one pipeline.
      ['then', 3, false, true],
      ['file', 11, false, false],
      // Up to 5 attachments in one job: a merge takes them all, a one-file chain runs on each.
      ['file2', 11, false, false],
      ['file3', 11, false, false],
      ['file4', 11, false, false],
      ['file5', 11, false, false],
    ]);
    const price = stored.find((c) => c.name === 'price')!;
    expect(price.options[0]).toMatchObject({ name: 'game', required: true, autocomplete: true });
    const watch = stored.find((c) => c.name === 'watch')!;
    // Issue 28 item 7: a watch may wait for rules alone, so the price is optional beside them.
    expect(watch.options.find((o) => o.name === 'price')).toMatchObject({ type: 10, required: false });
    expect(watch.options.find((o) => o.name === 'rules')).toMatchObject({ type: 3, required: false });
  });

  it('runs as `npm run deploy-commands`, to one guild when DISCORD_GUILD_ID is set', async () => {
    const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, ['src/cli/deploy-commands.ts'], {
      env: {
        PATH: process.env.PATH,
        DISCORD_TOKEN: fake.token,
        DISCORD_APPLICATION_ID: fake.applicationId,
        DISCORD_API_URL: fake.apiUrl,
        DISCORD_GUILD_ID: GUILD_ID,
        LOG_LEVEL: 'silent',
      },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(out).toContain(`Registered 26 commands (guild ${GUILD_ID}): /help /price /history /tools /convert /upload /sticker /fit /recipe /recipes`);
    // The message commands (Apps → …) are named as they appear in Discord's menu.
    expect(out).toMatch(/\/language "Convert…" "Price check" "Make sticker\/emoji"\n/);
    expect(code).toBe(0);
    expect((fake.commands.get(`guild:${GUILD_ID}`) as Command[]).length).toBe(26);
  });
});

describe('startDiscord', () => {
  let app: TestApp | undefined;
  afterAll(async () => {
    await app?.destroy();
  });

  it('stays off without a token, and refuses a token without an application id', async () => {
    app = await startTestApp({});
    expect(await startDiscord(discordDeps(app.services, await createChatServices(app.services)), app.services.config)).toBeNull();
    await app.destroy();
    app = await startTestApp({ DISCORD_TOKEN: fake.token });
    await expect(startDiscord(discordDeps(app.services, await createChatServices(app.services)), app.services.config)).rejects.toThrow(/DISCORD_APPLICATION_ID must be set/);
    await app.destroy();
    app = undefined;
  });

  it('rejects a bad token quickly and leaves the HTTP API up', async () => {
    app = await startTestApp({ DISCORD_TOKEN: 'wrong-token', DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: fake.apiUrl });
    const before = fake.calls.length;
    await expect(startDiscord(discordDeps(app.services, await createChatServices(app.services)), app.services.config)).rejects.toThrow();
    // Given up at the first refusal: one call, answered 401, and no retry of it.
    expect(fake.calls.slice(before).map((c) => c.status)).toEqual([401]);
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    await app.destroy();
    app = undefined;
  });

  it('starts from the configuration, answers a command, and stops', async () => {
    app = await startTestApp({ DISCORD_TOKEN: fake.token, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: fake.apiUrl });
    const stop = await startDiscord(discordDeps(app.services, await createChatServices(app.services)), app.services.config);
    expect(stop).toBeTypeOf('function');
    expect(fake.gateway.identifies.at(-1)).toMatchObject({ token: fake.token });
    const p = slashCommand({ applicationId: fake.applicationId, user: { id: '4001', username: 'u' }, channelId: '4002' }, 'help');
    fake.dispatchInteraction(p);
    const edit = await fake.waitFor((c) => c.method === 'PATCH' && c.path.endsWith(`/${p.token}/messages/@original`));
    expect(edit.status).toBe(200);
    await stop!();
    expect(fake.gateway.readyCount).toBe(0);
  });
});
